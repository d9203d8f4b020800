import { Command, Option } from 'commander';
import { EquivalenceMode, normalize } from '../../equivalence/normalize';
import { tryParse } from '../../parse';
import { ProfileName } from '../../types';
import { EachInput, forEachInput, singleArgument } from '../each-input';
import { sourcesOf, sourcesOrStdin } from '../inputs';
import { EXIT, Io } from '../io';
import { inputOption, jsonFlag, lineNumbersFlag, namespacesFlag, profileOption } from '../options';
import { appendResult, errorText, Where } from '../render';

/** --mode: bis-03 s.5 step 5a or 5b; no default, so its use with another profile can be refused. */
export function modeOption(): Option {
  return new Option('--mode <mode>', 'rfc2141bis s.5 step: 5a drops the query, 5b keeps it with the directives in keyword order; 5a by default').choices(['5a', '5b']);
}

/** The usage error for --mode outside rfc2141bis, or undefined. */
export function modeMisuse(profile: ProfileName, mode: string | undefined): string | undefined {
  return mode !== undefined && profile !== 'rfc2141bis' ? `--mode applies only to --profile rfc2141bis, not to --profile ${profile}` : undefined;
}

interface NormalizeFlags {
  profile: ProfileName;
  mode?: EquivalenceMode;
  namespaces?: boolean;
  json?: boolean;
  lineNumbers?: boolean;
  input?: string[];
}

export function normalizeCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('normalize')
    .description("print each URN's lexical-equivalence form under the profile: RFC 2141 s.5, rfc2141bis s.5, RFC 8141 s.3.1")
    .argument('[urn...]', 'URNs to normalize; - reads them from standard input, as no argument does')
    .addOption(inputOption())
    .addOption(profileOption())
    .addOption(modeOption())
    .addOption(namespacesFlag())
    .addOption(jsonFlag('one JSON object per input, one per line, with "normalized"'))
    .addOption(lineNumbersFlag())
    .addHelpText(
      'after',
      '\nOne output line per input line: the normal form, or an empty line for an invalid input (its error on stderr) or a blank line.\nExit status: 0 all normalized, 1 any invalid, 2 a usage error or an input that cannot be read.',
    )
    .action(async (args: string[], flags: NormalizeFlags, command: Command) => {
      const misuse = modeMisuse(flags.profile, flags.mode);
      if (misuse) command.error(misuse, { exitCode: EXIT.usage });
      const sources = sourcesOrStdin(sourcesOf(args, flags.input ?? [], false), io, 'give a URN, - for standard input, or --input <file>');
      const single = singleArgument(sources);
      const parseOptions = { profile: flags.profile, namespaces: Boolean(flags.namespaces) };
      const options = { ...parseOptions, mode: flags.mode };
      let invalid = false;
      // Text output is one line per input line, so that it lines up with the input: an invalid or blank input leaves its line empty.
      const line = (text: string, where: Where, i: number): string => `${flags.lineNumbers ? `${where.text(i)}\t` : ''}${text}\n`;
      const each: EachInput = (input, where, i, out, err) => {
        const result = tryParse(input, parseOptions);
        const normalized = result.ok ? normalize(result.urn, options) : undefined;
        if (!result.ok) invalid = true;
        if (flags.json) appendResult(out, input, flags.profile, result, where, i, normalized === undefined ? undefined : { normalized });
        else {
          if (!result.ok) err.text += `${single ? '' : `${where.text(i)}: `}${errorText(result.error)}\n`;
          out.text += line(normalized ?? '', where, i);
        }
      };
      await forEachInput(sources, io, 'normalize', setExit, each, flags.json ? undefined : (_input, where, i, out) => (out.text += line('', where, i)));
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
