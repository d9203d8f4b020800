/* The CLI's view of the process, injectable so tests run commands in-process. */
import { once } from 'events';
import { fstatSync } from 'fs';
import { Readable } from 'stream';
import { CliError, fileError } from './errors';

export interface Io {
  /**
   * Writes to standard output. A promise means "wait before writing more": the
   * reader is slower than us (back-pressure), so memory stays flat.
   */
  stdout: (text: string) => void | Promise<void>;
  stderr: (text: string) => void;
  stdin: Readable;
  /** Whether stderr is a terminal (progress output goes there only then). */
  stderrIsTTY: boolean;
  /** Whether stdin is a terminal: a command given no input then says how to give it, rather than wait. */
  stdinIsTTY?: boolean;
  /** Throws a CliError when standard input cannot be read as text (a folder, a closed descriptor). */
  checkStdin?: () => void;
}

/**
 * Standard input that is a folder reads as empty in Node (a stream that ends
 * at once), which would make "< folder" look like an empty file.
 */
function checkProcessStdin(): void {
  let folder: boolean;
  try {
    folder = fstatSync(0).isDirectory();
  } catch (e) {
    throw fileError(e, 'read', '-') ?? e;
  }
  if (folder) throw new CliError('cannot read standard input: it is a folder');
}

export const processIo: Io = {
  stdout: (t) => (process.stdout.write(t) ? undefined : once(process.stdout, 'drain').then(() => undefined)),
  stderr: (t) => {
    process.stderr.write(t);
  },
  get stdin() {
    return process.stdin;
  },
  stderrIsTTY: Boolean(process.stderr.isTTY),
  stdinIsTTY: Boolean(process.stdin.isTTY),
  checkStdin: checkProcessStdin,
};

/** Exit codes shared by every command (docs/cli.md, "Exit status"). */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;
