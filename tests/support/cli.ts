/* Runs the CLI in-process with captured output. */
import { join } from 'path';
import { Readable } from 'stream';
import { run } from '../../src/cli/main';
import { SOURCE_WORKER } from '../../src/cli/parallel';

// --jobs starts worker threads from the sources: they load them with esbuild, as child processes do (./ts-hook.js).
SOURCE_WORKER.register = join(__dirname, 'ts-hook.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `stdinIsTTY`: standard input is a terminal (a command given no input then says how to give it). */
export async function cli(argv: string[], stdin = '', { stdinIsTTY = false } = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    stdin: Readable.from([stdin]),
    stderrIsTTY: false,
    stdinIsTTY,
  });
  return { code, stdout, stderr };
}
