import { Command, Option } from 'commander';
import { createReadStream } from 'fs';
import { CorpusDiff } from '../../conformance/corpus';
import { DiffFormat, formatCorpusDiff, formatGrammarDiff, formatRelation } from '../../conformance/format';
import { diffGrammars } from '../../conformance/grammar-diff';
import { revisionRelation } from '../../conformance/relations';
import { REVISION_NAMES } from '../../revisions';
import { RevisionName } from '../../types';
import { mergeDiff } from '../chunks';
import { EXIT, Io } from '../io';
import { lineChunks } from '../line-chunks';
import { jobsOption } from '../options';
import { chunked, chunkLinesFor } from '../parallel';
import { progress } from '../progress';

interface DiffOptions {
  from?: RevisionName;
  to?: RevisionName;
  relation: boolean;
  grammar?: string[];
  format: DiffFormat;
  jobs: number;
}

export function diffCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('diff')
    .description('compare two revisions on a corpus (one URN a line, from a file or -), or their languages (--relation), or two grammars (profile names or .abnf paths)')
    .argument('[file]', 'corpus file, or - for standard input (default)')
    .addOption(new Option('--from <profile>', 'revision the corpus is read under first').choices([...REVISION_NAMES]))
    .addOption(new Option('--to <profile>', 'revision to compare it with').choices([...REVISION_NAMES]))
    .option('--relation', "with --from and --to: how the two revisions' languages relate (from the grammars), with the shortest string each way; no corpus is read", false)
    .option('--grammar <grammar>', 'a profile name or an .abnf path; give it twice to diff two grammars', (v: string, acc: string[] = []) => [...acc, v])
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json', 'markdown']).default('table'))
    .addOption(jobsOption())
    .action(async (file: string | undefined, opts: DiffOptions, cmd: Command) => {
      if (opts.grammar) {
        if (opts.grammar.length !== 2 || file !== undefined || opts.from || opts.to) cmd.error('error: grammar diff takes exactly two --grammar options and nothing else', { exitCode: EXIT.usage });
        const d = diffGrammars(opts.grammar[0], opts.grammar[1]);
        io.stdout(formatGrammarDiff(d, opts.format));
        setExit(d.distinguishing ? EXIT.failed : EXIT.ok);
        return;
      }
      if (!opts.from || !opts.to) cmd.error(`error: ${opts.relation ? '--relation' : 'a corpus diff'} needs --from and --to`, { exitCode: EXIT.usage });
      if (opts.relation) {
        if (file !== undefined) cmd.error('error: --relation compares the grammars and reads no corpus', { exitCode: EXIT.usage });
        const r = revisionRelation(opts.from as RevisionName, opts.to as RevisionName);
        io.stdout(formatRelation(r, opts.format));
        setExit(r.relation === 'equal' ? EXIT.ok : EXIT.failed);
        return;
      }
      const fromFile = file !== undefined && file !== '-';
      const input = fromFile ? createReadStream(file as string, 'utf8') : io.stdin;
      const meter = fromFile ? progress(io) : progress({ ...io, stderrIsTTY: false });
      const from = opts.from as RevisionName;
      const to = opts.to as RevisionName;
      let d: CorpusDiff = { from, to, total: 0, bothValid: 0, onlyFrom: 0, onlyTo: 0, bothInvalid: 0, partsDiffer: 0, groups: [] };
      try {
        for await (const part of chunked(lineChunks(input, chunkLinesFor(opts.jobs)), { kind: 'diff', options: { from, to } }, opts.jobs)) {
          d = mergeDiff(d, part);
          meter.tick(d.total);
        }
      } catch (e) {
        // A stream's read error (a folder given as the file) does not say which path.
        const errno = e as NodeJS.ErrnoException;
        if (fromFile && errno.code && !errno.path) errno.path = file;
        throw e;
      }
      meter.done();
      io.stdout(formatCorpusDiff(d, opts.format));
      setExit(d.onlyFrom || d.onlyTo || d.partsDiffer ? EXIT.failed : EXIT.ok);
    });
}
