/*
 * The loop of the commands that answer each URN on its own (parse, normalize,
 * equal, explain): every input line of every source, blank lines of files and
 * standard input skipped (as validate skips them), each chunk's output
 * written at once, on stdout and stderr.
 */
import { CliError, reportProblem } from './errors';
import { chunksOf, Origin, Source } from './inputs';
import { Io } from './io';
import { output, Output } from './render';

/** Lines a chunk holds here: these commands do more per line than validate, and answer a slow input as it comes. */
const CHUNK = 256;

export type EachInput = (input: string, origin: Origin, i: number, out: Output, err: Output) => void;

export async function forEachInput(sources: readonly Source[], io: Io, command: string, setExit: (code: number) => void, each: EachInput): Promise<void> {
  const problem = (e: CliError): void => reportProblem(io, command, e, setExit);
  for await (const { lines, origin } of chunksOf(sources, io, CHUNK, problem)) {
    const out = output();
    const err = output();
    const fromLines = 'file' in origin;
    for (let i = 0; i < lines.length; i += 1) if (!(fromLines && lines[i].trim() === '')) each(lines[i], origin, i, out, err);
    if (err.text) io.stderr(err.text);
    if (out.text) {
      const wait = io.stdout(out.text);
      if (wait) await wait;
    }
  }
}

/** Whether the sources are one URN given as an argument: the commands then print as they always have, with no "where". */
export const singleArgument = (sources: readonly Source[]): boolean => sources.length === 1 && sources[0].kind === 'arguments' && sources[0].values.length === 1;
