/* A progress line on stderr for long runs, only when stderr is a terminal. */
import { Io } from './io';

/** `tick` takes the number of lines done so far; it writes at most twice a second. */
export function progress(io: Io): { tick(count: number): void; done(): void } {
  if (!io.stderrIsTTY) return { tick: () => undefined, done: () => undefined };
  let last = Date.now();
  let shown = false;
  return {
    tick(count) {
      const now = Date.now();
      if (now - last < 500) return;
      last = now;
      shown = true;
      io.stderr(`\r${count.toLocaleString('en-US')} line${count === 1 ? '' : 's'}`);
    },
    done() {
      if (shown) io.stderr('\r\u001b[K');
    },
  };
}
