import { Command } from 'commander';
import { history } from '../../history/history';
import { formatHistory, formatRevisions } from '../../history/format';
import { EXIT, Io } from '../io';
import { lineChunks } from '../line-chunks';
import { jsonLine } from '../render';

/** The URNs given as arguments, or standard input's lines (blank ones skipped). */
async function* inputsOf(args: string[], io: Io): AsyncGenerator<string> {
  if (args.length) {
    yield* args;
    return;
  }
  for await (const chunk of lineChunks(io.stdin, 1000)) for (const line of chunk) if (line.trim() !== '') yield line;
}

export function historyCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('history')
    .description('show URNs under every spec revision in date order, from RFC 2141 through the rfc2141bis drafts to RFC 8141, marking where the verdict or the split changed')
    .argument('[urn...]', 'URNs (none: read standard input, one a line)')
    .option('--json', 'print one JSON object per URN, one a line', false)
    .option('--revisions', 'list the revisions in date order, with their documents, and stop', false)
    .action(async (args: string[], opts: { json: boolean; revisions: boolean }) => {
      if (opts.revisions) {
        io.stdout(formatRevisions());
        setExit(EXIT.ok);
        return;
      }
      let first = true;
      for await (const input of inputsOf(args, io)) {
        const h = history(input);
        const wait = io.stdout(opts.json ? jsonLine(h) : `${first ? '' : '\n'}${formatHistory(h)}`);
        if (wait) await wait;
        first = false;
      }
      setExit(EXIT.ok);
    });
}
