/*
 * The loop of the commands that answer each URN on its own (parse, normalize,
 * equal, explain): every input line of every source, blank lines of files and
 * standard input skipped (as validate skips them), each chunk's output
 * written at once, on stdout and stderr.
 */
import { CliError, reportProblem } from './errors';
import { chunkLines, chunksOf, isBlank, Source } from './inputs';
import { Io } from './io';
import { output, Output, Where } from './render';

/** Lines a chunk holds at most here, as for validate (a read of a file or of standard input holds fewer, and is answered as it comes). */
const CHUNK = 2048;

/** One input: line `i` of the chunk `where` tells of; its output goes to `out`, its problems to `err`. */
export type EachInput = (input: string, where: Where, i: number, out: Output, err: Output) => void;

/**
 * Calls `each` on every input. Blank lines of files and standard input are
 * skipped unless `blank` is given: it then answers them (normalize's text
 * output keeps one line per input line).
 */
export async function forEachInput(sources: readonly Source[], io: Io, command: string, setExit: (code: number) => void, each: EachInput, blank?: EachInput): Promise<void> {
  const problem = (e: CliError): void => reportProblem(io, command, e, setExit);
  for await (const chunk of chunksOf(sources, io, CHUNK, problem)) {
    const lines = chunkLines(chunk);
    const where = new Where(chunk.origin);
    const out = output();
    const err = output();
    const fromLines = !chunk.args;
    for (let i = 0; i < lines.length; i += 1) {
      if (!(fromLines && isBlank(lines[i]))) each(lines[i], where, i, out, err);
      else if (blank) blank(lines[i], where, i, out, err);
    }
    if (err.text) io.stderr(err.done());
    if (out.text) {
      const wait = io.stdout(out.done());
      if (wait) await wait;
    }
  }
}

/** Whether the sources are one URN given as an argument: the commands then print as they always have, with no "where". */
export const singleArgument = (sources: readonly Source[]): boolean => sources.length === 1 && sources[0].kind === 'arguments' && sources[0].values.length === 1;
