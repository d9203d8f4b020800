import { Command } from 'commander';
import type { ValidateChunkOptions } from '../chunks';
import { EXIT, Io } from '../io';
import { lineChunks } from '../line-chunks';
import { progress } from '../progress';
import { jobsOption, namespacesFlag, revisionOption } from '../options';
import { chunked, chunkLinesFor } from '../parallel';

interface ValidateOptions extends ValidateChunkOptions {
  jobs: number;
}

/** The URNs given as arguments, in chunks, or standard input's lines. */
async function* chunksOf(args: string[], io: Io, size: number): AsyncGenerator<string[]> {
  if (!args.length) {
    yield* lineChunks(io.stdin, size);
    return;
  }
  for (let i = 0; i < args.length; i += size) yield args.slice(i, i + size);
}

export function validateCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('validate')
    .description('check URNs given as arguments, or standard input line by line; one result per line, a summary on stderr')
    .argument('[urn...]', 'URNs to check (none: read standard input)')
    .addOption(revisionOption())
    .option('--strict', 'treat warnings as errors', false)
    .addOption(namespacesFlag())
    .option('--json', 'print one JSON object per line', false)
    .option('-q, --quiet', 'print nothing; only the exit status says whether all were valid', false)
    .option('--blank', 'check blank lines too (skipped and counted by default)', false)
    .addOption(jobsOption())
    .action(async (args: string[], opts: ValidateOptions) => {
      const { jobs, ...options } = opts;
      let valid = 0;
      let invalid = 0;
      let blank = 0;
      const meter = opts.quiet ? progress({ ...io, stderrIsTTY: false }) : progress(io);
      for await (const chunk of chunked(chunksOf(args, io, chunkLinesFor(jobs)), { kind: 'validate', options }, jobs)) {
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
      if (!opts.quiet) io.stderr(`${valid} valid, ${invalid} invalid${blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : ''}\n`);
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
