/*
 * The lines a command reads: its arguments, or standard input one line at a
 * time (streamed: memory stays flat however long the input). A UTF-8 byte
 * order mark at the very start is not part of the first line; CRLF, LF and CR
 * all end a line.
 */
import { createInterface } from 'readline';
import { Io } from './io';

export interface Line {
  text: string;
  /** 1-based line number (argument position for arguments). */
  number: number;
}

export async function* inputLines(args: readonly string[], io: Io): AsyncGenerator<Line> {
  if (args.length) {
    for (let i = 0; i < args.length; i += 1) yield { text: args[i], number: i + 1 };
    return;
  }
  let number = 0;
  for await (const line of createInterface({ input: io.stdin, crlfDelay: Infinity })) {
    number += 1;
    yield { text: number === 1 && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line, number };
  }
}

/** A progress line on stderr for long runs, only when stderr is a terminal. */
export function progress(io: Io): { tick(count: number): void; done(): void } {
  if (!io.stderrIsTTY) return { tick: () => undefined, done: () => undefined };
  let last = Date.now();
  let shown = false;
  return {
    tick(count) {
      if ((count & 0x3ff) !== 0) return;
      const now = Date.now();
      if (now - last < 500) return;
      last = now;
      shown = true;
      io.stderr(`\r${count.toLocaleString('en-US')} lines`);
    },
    done() {
      if (shown) io.stderr('\r\u001b[K');
    },
  };
}
