/*
 * An input's lines in chunks, for commands that work a chunk at a time
 * (./parallel.ts). A chunk ends at `size` lines, or earlier when the input
 * falls silent for a moment: a big file goes in full chunks, while a line
 * typed or piped in slowly is answered at once. Reading pauses while two
 * chunks wait, so memory stays flat. CRLF, LF and CR all end a line; a UTF-8
 * byte order mark at the very start is not part of the first line.
 */
import { createInterface } from 'readline';
import { Readable } from 'stream';

/** How long the input may be silent before the lines read so far are handed over. */
const IDLE_MS = 10;

export async function* lineChunks(input: Readable, size: number): AsyncGenerator<string[]> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  const ready: string[][] = [];
  let chunk: string[] = [];
  let first = true;
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let lines = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const push = (): void => {
    ready.push(chunk);
    chunk = [];
    if (ready.length >= 2) rl.pause();
    notify();
  };
  // A partial chunk goes out when no line has come for IDLE_MS: a file's next read comes sooner.
  const watch = (): void => {
    const seen = lines;
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (!chunk.length) return;
      if (lines === seen) push();
      else watch();
    }, IDLE_MS);
  };
  rl.on('line', (line: string) => {
    chunk.push(first && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
    first = false;
    lines += 1;
    if (chunk.length >= size) push();
    else if (!idleTimer) watch();
  });
  rl.on('close', () => {
    ended = true;
    notify();
  });
  // readline passes the input's errors on as its own 'error' event, which
  // nobody listening to would make an uncaught exception (a missing file
  // crashed `urnkit diff` so); the input's own is kept for a stream readline does not watch.
  const fail = (e: Error): void => {
    failure ??= e;
    notify();
  };
  rl.on('error', fail);
  input.on('error', fail);
  try {
    for (;;) {
      if (failure) throw failure;
      const next = ready.shift();
      if (next) {
        if (ready.length < 2) rl.resume();
        yield next;
        continue;
      }
      if (ended) {
        if (chunk.length) {
          const last = chunk;
          chunk = [];
          yield last;
        }
        if (failure) throw failure;
        return;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    if (idleTimer) clearTimeout(idleTimer);
    rl.close();
  }
}
