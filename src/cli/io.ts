/* The CLI's view of the process, injectable so tests run commands in-process. */
import { once } from 'events';
import { Readable } from 'stream';

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
}

export const processIo: Io = {
  stdout: (t) => (process.stdout.write(t) ? undefined : once(process.stdout, 'drain').then(() => undefined)),
  stderr: (t) => {
    process.stderr.write(t);
  },
  stdin: process.stdin,
  stderrIsTTY: Boolean(process.stderr.isTTY),
};

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;
