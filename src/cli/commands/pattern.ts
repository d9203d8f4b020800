import { Command, Option } from 'commander';
import { toPattern } from '../../patterns/to-pattern';
import { DIALECTS, Dialect } from '../../patterns/types';
import { PatternUnavailableError } from '../../patterns/unavailable';
import { escapeText } from '../../diagnostics/excerpt';
import { namespacesWithPattern } from '../../patterns/available';
import { LITERAL_HOSTS, literalFor } from '../../patterns/literals/index';
import { RevisionName } from '../../types';
import { CliError } from '../errors';
import { EXIT, Io } from '../io';
import { revisionOption } from '../options';

interface PatternFlags {
  profile: RevisionName;
  dialect: Dialect;
  namespace?: string;
  parts?: boolean;
  json?: boolean;
  literal?: string;
}

/** The dialects that take --parts, for the message that refuses it. */
const withParts = (): string => DIALECTS.filter((d) => !['posix', 'xsd', 'json-schema'].includes(d)).join(', ');

export function patternCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('pattern')
    .description("print a profile's language as one regular expression in an engine's dialect: a search with it matches exactly the URNs isValid accepts (docs/patterns.md)")
    .addOption(revisionOption())
    .addOption(new Option('-d, --dialect <dialect>', 'the engine\'s dialect').choices([...DIALECTS]).default('js'))
    .option('--namespace <nid>', "only that namespace's URNs, its NSS by its shipped grammar (syntax only: no check digits)")
    .option('--parts', 'capture the NID, NSS and components as parse splits them (named groups where the dialect has names)')
    .option('--json', 'print the pattern, its dialect and length, what it checks and what it leaves out, as one JSON object')
    .addOption(new Option('--literal <host>', 'print the pattern as a string literal of the host it is pasted into; with --json, as "literal"').choices([...LITERAL_HOSTS]))
    .addHelpText('after', '\nExit status: 0 printed, 2 a usage error or a pattern that cannot be written (a namespace without one, --parts a dialect cannot capture).')
    .action((flags: PatternFlags) => {
      const nid = flags.namespace;
      let r;
      try {
        // toPattern takes a NID or an alias, in any case.
        r = toPattern(flags.profile, { dialect: flags.dialect, namespace: nid, parts: flags.parts === true });
      } catch (e) {
        if (e instanceof TypeError && /^urnkit\.toPattern: option "namespace"/.test(e.message)) {
          throw new CliError(`--namespace: no shipped namespace grammar with a pattern for "${escapeText(nid ?? '')}"; the NIDs with one (or an alias of one): ${namespacesWithPattern().join(', ')}`);
        }
        if (!(e instanceof PatternUnavailableError)) throw e;
        const why = e.message.replace(/^urnkit\.toPattern: /, '');
        throw new CliError(e.reason === 'parts' ? `--parts: ${why}; the dialects that capture parts: ${withParts()}` : `--namespace ${nid}: ${why}`);
      }
      const literal = flags.literal === undefined ? undefined : literalFor(flags.literal, r.pattern);
      io.stdout(flags.json ? `${JSON.stringify(literal === undefined ? r : { ...r, literal })}\n` : `${literal ?? r.pattern}\n`);
      // The pattern stays alone on standard output; what it cannot do at length goes beside it (--json holds it as "limits").
      if (!flags.json) for (const limit of r.limits) io.stderr(`urnkit pattern: limit: ${limit}\n`);
      setExit(EXIT.ok);
    });
}
