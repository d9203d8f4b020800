import { Command } from 'commander';
import { history } from '../../history/history';
import { formatHistory, formatRevisions } from '../../history/format';
import { historyRecord } from '../../results/history';
import { forEachInput, singleArgument } from '../each-input';
import { sourcesOf, sourcesOrStdin } from '../inputs';
import { EXIT, Io } from '../io';
import { inputOption, jsonFlag } from '../options';
import { appendJson } from '../render';

interface HistoryFlags {
  json?: boolean;
  revisions?: boolean;
  input?: string[];
}

export function historyCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('history')
    .description('show each URN under every spec revision in date order, from RFC 2141 through the rfc2141bis drafts to RFC 8141, marking where the verdict or the split changed')
    .argument('[urn...]', 'URNs; - reads them from standard input, as no argument does')
    .addOption(inputOption())
    .addOption(jsonFlag('one JSON object per input, one per line, with a result per revision in date order in "profiles"'))
    .option('--revisions', 'list the revisions in date order, with their documents, and stop')
    .addHelpText('after', '\nExit status: 0 every input is valid under some revision, 1 one is valid under none, 2 a usage error or an input that cannot be read.')
    .action(async (args: string[], flags: HistoryFlags, cmd: Command) => {
      if (flags.revisions) {
        if (args.length || flags.input || flags.json) cmd.error('--revisions lists the revisions and takes no input and no --json', { exitCode: EXIT.usage });
        io.stdout(formatRevisions());
        setExit(EXIT.ok);
        return;
      }
      const sources = sourcesOrStdin(sourcesOf(args, flags.input ?? [], false), io, 'give a URN, - for standard input, or --input <file>');
      // One URN as an argument prints bare; several, or lines of a file, say where each came from.
      const single = singleArgument(sources);
      let rejected = false;
      await forEachInput(sources, io, 'history', setExit, (input, where, i, out) => {
        const h = history(input);
        if (!h.steps.some((s) => s.valid)) rejected = true;
        if (flags.json) appendJson(out, historyRecord(h), where, i);
        else out.text += `${formatHistory(h, single ? undefined : where.text(i))}${single ? '' : '\n'}`;
      });
      setExit(rejected ? EXIT.failed : EXIT.ok);
    });
}
