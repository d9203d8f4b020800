import { Command, Option } from 'commander';
import { CorpusDiff } from '../../conformance/corpus';
import { DiffFormat, formatCorpusDiff, formatGrammarDiff, formatRelation } from '../../conformance/format';
import { diffGrammars } from '../../conformance/grammar-diff';
import { revisionRelation } from '../../conformance/relations';
import { compileProfileText } from '../../conformance/runtime';
import { CORE_ABNF } from '../../conformance/namespace-text';
import { REVISION_NAMES } from '../../revisions';
import { RevisionName } from '../../types';
import { mergeDiff } from '../diff-chunk';
import { EXIT, Io } from '../io';
import { chunksOf, readStdin, sourcesOf, sourcesOrStdin, STDIN_NAME } from '../inputs';
import { inputOption, jobsOption } from '../options';
import { chunked, chunkLinesFor, threadsFor } from '../parallel';
import { progress } from '../progress';
import { jsonLine } from '../render';

interface DiffFlags {
  from?: RevisionName;
  to?: RevisionName;
  relation?: boolean;
  grammar?: string[];
  format: DiffFormat;
  json?: boolean;
  blank?: boolean;
  input?: string[];
  jobs: number;
}

export function diffCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('diff')
    .description('compare two revisions on a corpus of one URN a line, or their languages (--relation), or two grammars given as profile names or .abnf paths')
    .argument('[file...]', 'corpus files; - or none reads standard input')
    .addOption(inputOption('a corpus'))
    .addOption(new Option('--from <profile>', 'revision the corpus is read under first').choices([...REVISION_NAMES]))
    .addOption(new Option('--to <profile>', 'revision to compare it with').choices([...REVISION_NAMES]))
    .option('--relation', "with --from and --to: how the two revisions' languages relate, from their grammars, with the shortest string each way; reads no corpus")
    .option('--grammar <grammar>', 'a profile name, an .abnf path, or - for standard input; give it twice to diff two grammars', (v: string, acc: string[] = []) => [...acc, v])
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json', 'markdown']).default('table'))
    .option('--json', 'the same as --format json: one JSON object (schemas/result.schema.json)')
    .option('--blank', 'count blank lines in the corpus too, which are otherwise skipped as validate skips them')
    .addOption(jobsOption())
    .addHelpText('after', '\nExit status: 0 the profiles or grammars agree (--relation: the languages are equal), 1 they differ, 2 a usage error or an input that cannot be read.')
    .action(async (files: string[], flags: DiffFlags, cmd: Command) => {
      const format: DiffFormat = flags.json ? 'json' : flags.format;
      const print = (report: object, text: (f: DiffFormat) => string): unknown => io.stdout(format === 'json' ? jsonLine(report) : text(format));
      if (flags.grammar) {
        const grammars = flags.grammar;
        if (grammars.length !== 2 || files.length || flags.input || flags.from || flags.to || flags.relation) cmd.error('a grammar diff takes exactly two --grammar options and nothing else', { exitCode: EXIT.usage });
        if (grammars[0] === '-' && grammars[1] === '-') cmd.error('only one --grammar can be standard input', { exitCode: EXIT.usage });
        // "-": a profile grammar read from standard input, with the shipped core rules.
        const sides = await Promise.all(grammars.map(async (g) => (g === '-' ? compileProfileText(STDIN_NAME, await readStdin(io), CORE_ABNF) : g)));
        const diff = diffGrammars(sides[0], sides[1]);
        const d = { ...diff, a: grammars[0] === '-' ? STDIN_NAME : diff.a, b: grammars[1] === '-' ? STDIN_NAME : diff.b };
        print(d, (f) => formatGrammarDiff(d, f));
        setExit(d.distinguishing ? EXIT.failed : EXIT.ok);
        return;
      }
      if (!flags.from || !flags.to) cmd.error(`${flags.relation ? '--relation' : 'a corpus diff'} needs --from and --to`, { exitCode: EXIT.usage });
      if (flags.relation) {
        if (files.length || flags.input) cmd.error('--relation compares the grammars and reads no corpus', { exitCode: EXIT.usage });
        const r = revisionRelation(flags.from, flags.to);
        print(r, (f) => formatRelation(r, f));
        setExit(r.relation === 'equal' ? EXIT.ok : EXIT.failed);
        return;
      }
      const sources = sourcesOrStdin(sourcesOf(files, flags.input ?? [], true), io, 'give a corpus file, or - for standard input');
      const fromFiles = sources.some((s) => s.kind === 'file');
      const meter = fromFiles ? progress(io) : progress({ ...io, stderrIsTTY: false });
      const from = flags.from;
      const to = flags.to;
      let d: CorpusDiff = { from, to, total: 0, bothValid: 0, onlyFrom: 0, onlyTo: 0, bothInvalid: 0, partsDiffer: 0, groups: [] };
      let blank = 0;
      const jobs = threadsFor(flags.jobs);
      for await (const part of chunked(chunksOf(sources, io, chunkLinesFor(jobs)), { kind: 'diff', options: { from, to, blank: Boolean(flags.blank) } }, jobs)) {
        d = mergeDiff(d, part.diff);
        blank += part.blank;
        meter.tick(d.total + blank);
      }
      meter.done();
      print(d, (f) => formatCorpusDiff(d, f));
      if (blank) io.stderr(`${blank} blank line${blank === 1 ? '' : 's'} skipped\n`);
      setExit(d.onlyFrom || d.onlyTo || d.partsDiffer ? EXIT.failed : EXIT.ok);
    });
}
