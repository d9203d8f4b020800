/* Options more than one command takes. */
import { InvalidArgumentError, Option } from 'commander';
import { availableParallelism } from 'os';
import { CHUNK_LINES } from './parallel';
import { REVISION_NAMES } from '../revisions';
import { PROFILES } from '../types';

/** A main profile: for the commands defined only for them (normalize, equal). */
export function profileOption(): Option {
  return new Option('-p, --profile <profile>', 'spec revision').choices([...PROFILES]).default('rfc8141');
}

/** Any revision, drafts included (urnkit history lists them in date order). */
export function revisionOption(): Option {
  return new Option('-p, --profile <profile>', 'spec revision: a main profile or a draft (see `urnkit history --revisions`)').choices([...REVISION_NAMES]).default('rfc8141');
}

export function namespacesFlag(): Option {
  return new Option('--namespaces', "apply the namespace grammars (the NSS must match its NID's registration) and IANA's registry").default(false);
}

export function jobsOption(): Option {
  return new Option('-j, --jobs <n>', `worker threads for a large input (read in chunks of ${CHUNK_LINES.toLocaleString('en-US')} lines; output in input order)`)
    .argParser((value: string) => {
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n < 1 || n > 256) throw new InvalidArgumentError('a whole number from 1 to 256');
      return n;
    })
    .default(availableParallelism(), 'the number of cores');
}
