/*
 * The process around the CLI (bin/urnkit.js): exit codes, a reader that goes
 * away (`urnkit validate < big | head -1` ends quietly with 0), output that
 * cannot be written (a full disk: exit 2, in words), and the report of a real
 * bug (exit 70).
 */
import { reasonOf } from './errors';
import { EXIT } from './io';
import { run } from './main';

/** Where to report bugs (package.json "bugs"). */
const BUGS = 'https://github.com/urnkit/urnkit/issues';

export function main(argv = process.argv.slice(2)): void {
  // A closed output pipe is the reader saying it has enough, not an error.
  const failed = (stream: string) => (e: NodeJS.ErrnoException): void => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
    const reason = reasonOf(e);
    if (reason === undefined) throw e;
    // stderr may be the stream that failed: the status says it then.
    if (stream === 'standard output') process.stderr.write(`urnkit: cannot write standard output: ${reason}\n`);
    process.exit(EXIT.usage);
  };
  process.stdout.on('error', failed('standard output'));
  process.stderr.on('error', failed('standard error'));
  run(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Anything a user can cause exits 2 inside run(); what reaches here is a bug.
      process.stderr.write(
        `urnkit: internal error (a bug in urnkit, not in your input): please report it at ${BUGS} with the command you ran.\n${error instanceof Error && error.stack ? error.stack : String(error)}\n`,
      );
      process.exitCode = EXIT.internal;
    },
  );
}
