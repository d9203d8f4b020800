import { Command, Option } from 'commander';
import { UrnParseError } from '../../errors';
import { EquivalenceMode, normalize } from '../../equivalence/normalize';
import { ProfileName } from '../../types';
import { EXIT, Io } from '../io';
import { namespacesFlag, profileOption } from '../options';
import { errorText } from '../render';

/** --mode: bis-03 s.5 step 5a or 5b; no default, so its use with another profile can be refused. */
export function modeOption(): Option {
  return new Option('--mode <mode>', 'rfc2141bis s.5 step: 5a drops the query (default), 5b keeps it, directives in keyword order').choices(['5a', '5b']);
}

/** The usage error for --mode outside rfc2141bis, or undefined. */
export function modeMisuse(profile: ProfileName, mode: string | undefined): string | undefined {
  return mode !== undefined && profile !== 'rfc2141bis' ? `error: --mode applies only to --profile rfc2141bis (got --profile ${profile})` : undefined;
}

export function normalizeCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('normalize')
    .description("print the URN's lexical-equivalence form under the profile (RFC 2141 s.5, rfc2141bis s.5, RFC 8141 s.3.1)")
    .argument('<urn>', 'the URN to normalize')
    .addOption(profileOption())
    .addOption(modeOption())
    .addOption(namespacesFlag())
    .action((input: string, opts: { profile: ProfileName; mode?: EquivalenceMode; namespaces: boolean }, command: Command) => {
      const misuse = modeMisuse(opts.profile, opts.mode);
      if (misuse) command.error(misuse, { exitCode: EXIT.usage });
      try {
        io.stdout(`${normalize(input, { profile: opts.profile, mode: opts.mode, namespaces: opts.namespaces })}\n`);
        setExit(EXIT.ok);
      } catch (e) {
        if (!(e instanceof UrnParseError)) throw e;
        io.stderr(`${errorText(e)}\n`);
        setExit(EXIT.failed);
      }
    });
}
