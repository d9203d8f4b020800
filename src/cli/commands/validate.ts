import { Command } from 'commander';
import type { ValidateChunkOptions } from '../validate-chunk';
import { CliError, reportProblem } from '../errors';
import { EXIT, Io } from '../io';
import { chunksOf, InputChunk, sourcesOf, sourcesOrStdin } from '../inputs';
import { COLUMN_FILES, ColumnCounts, columnChunks } from '../column-chunks';
import { plural } from '../../plural';
import { progress } from '../progress';
import { inputOption, jobsOption, jsonFlag, lineNumbersFlag, namespacesFlag, revisionOption, strictFlag } from '../options';
import { chunked, chunkLinesFor, threadsFor, workerLost } from '../parallel';

interface ValidateFlags {
  profile: ValidateChunkOptions['profile'];
  strict?: boolean;
  namespaces?: boolean;
  json?: boolean;
  quiet?: boolean;
  blank?: boolean;
  lineNumbers?: boolean;
  input?: string[];
  column?: string;
  jobs: number;
}

/** "2 blank lines", "1 null": a count and its noun. */

export function validateCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('validate')
    .description('check URNs, one result a line in input order, and a summary on stderr')
    .argument('[urn...]', 'URNs to check; - reads them from standard input, as no argument does')
    .addOption(inputOption())
    .option('--column <name>', `check this column of data files, the arguments: ${COLUMN_FILES}, read through DuckDB (@duckdb/node-api)`)
    .addOption(revisionOption())
    .addOption(strictFlag())
    .addOption(namespacesFlag())
    .addOption(jsonFlag())
    .option('-q, --quiet', 'print nothing: only the exit status says whether all were valid')
    .option('--blank', 'check blank lines too, which are otherwise skipped and counted')
    .addOption(lineNumbersFlag())
    .addOption(jobsOption())
    .addHelpText('after', '\nExit status: 0 all valid, 1 any invalid, 2 a usage error or an input that cannot be read.')
    .action(async (args: string[], flags: ValidateFlags) => {
      const column = flags.column;
      const sources =
        column === undefined ? sourcesOrStdin(sourcesOf(args, flags.input ?? [], false), io, 'give URNs as arguments, - for standard input, or --input <file>') : sourcesOf(args, flags.input ?? [], true);
      if (column !== undefined && !sources.length) throw new CliError(`--column needs data files (${COLUMN_FILES}) as arguments`);
      const options: ValidateChunkOptions = {
        profile: flags.profile,
        strict: Boolean(flags.strict),
        namespaces: Boolean(flags.namespaces),
        json: Boolean(flags.json),
        quiet: Boolean(flags.quiet),
        blank: Boolean(flags.blank),
        lineNumbers: Boolean(flags.lineNumbers),
      };
      let valid = 0;
      let invalid = 0;
      let blank = 0;
      let problems = 0;
      const meter = options.quiet ? progress({ ...io, stderrIsTTY: false }) : progress(io);
      const problem = (e: CliError): void => {
        problems += 1;
        reportProblem(io, 'validate', e, setExit);
      };
      const jobs = threadsFor(flags.jobs);
      const counts: ColumnCounts = { nulls: 0 };
      const input: AsyncIterable<InputChunk> =
        column === undefined ? chunksOf(sources, io, chunkLinesFor(jobs), problem) : columnChunks(sources, column, chunkLinesFor(jobs), counts, problem);
      for await (const chunk of chunked(input, { kind: 'validate', options }, jobs, workerLost(io, 'validate'))) {
        valid += chunk.valid;
        invalid += chunk.invalid;
        blank += chunk.blank;
        meter.tick(valid + invalid + blank);
        // Wait when the reader is slower: memory stays flat whatever its speed.
        if (chunk.text) {
          const wait = io.stdout(chunk.text);
          if (wait) await wait;
        }
      }
      meter.done();
      // Nothing read because the input could not be: the problem says it all, not "0 valid, 0 invalid".
      const read = valid + invalid + blank + counts.nulls > 0 || !problems;
      const skipped = [...(blank ? [plural(blank, column === undefined ? 'blank line' : 'blank value')] : []), ...(counts.nulls ? [plural(counts.nulls, 'null')] : [])];
      if (!options.quiet && read) io.stderr(`${valid} valid, ${invalid} invalid${skipped.length ? `, ${skipped.join(', ')} skipped` : ''}\n`);
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
