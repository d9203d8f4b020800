import { Command } from 'commander';
import { tryParse } from '../../parse';
import { RevisionName } from '../../types';
import { forEachInput, singleArgument } from '../each-input';
import { sourcesOf, sourcesOrStdin } from '../inputs';
import { EXIT, Io } from '../io';
import { inputOption, jsonFlag, namespacesFlag, revisionOption, strictFlag } from '../options';
import { appendResult, errorText, escaped, urnText } from '../render';

interface ParseFlags {
  profile: RevisionName;
  strict?: boolean;
  namespaces?: boolean;
  json?: boolean;
  input?: string[];
}

export function parseCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('parse')
    .description('print the parts of each URN, or its error with a caret under the offending character')
    .argument('[urn...]', 'URNs to parse; - reads them from standard input, as no argument does')
    .addOption(inputOption())
    .addOption(revisionOption())
    .addOption(strictFlag())
    .addOption(namespacesFlag())
    .addOption(jsonFlag())
    .addHelpText('after', '\nExit status: 0 all valid, 1 any invalid, 2 a usage error or an input that cannot be read.')
    .action(async (args: string[], flags: ParseFlags) => {
      const sources = sourcesOrStdin(sourcesOf(args, flags.input ?? [], false), io, 'give a URN, - for standard input, or --input <file>');
      const options = { profile: flags.profile, strict: Boolean(flags.strict), namespaces: Boolean(flags.namespaces) };
      // One URN as an argument prints bare; several, or lines of a file, say which input each block is.
      const single = singleArgument(sources);
      let invalid = false;
      await forEachInput(sources, io, 'parse', setExit, (input, where, i, out, err) => {
        const result = tryParse(input, options);
        if (!result.ok) invalid = true;
        if (flags.json) appendResult(out, input, flags.profile, result, where, i);
        else if (!result.ok) err.text += `${single ? '' : `${where.text(i)}: `}${errorText(result.error)}\n`;
        else out.text += `${single ? '' : `input      "${escaped(input)}"  ${where.text(i)}\n`}${urnText(result.urn)}${single ? '' : '\n'}`;
      });
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
