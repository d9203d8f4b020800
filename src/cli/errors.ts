/*
 * The user's mistakes and the conditions of their machine (a missing file, a
 * folder as input, a full disk), as one line each: "urnkit <command>: ...",
 * exit status 2, never a stack trace. Only what none of these is reaches
 * bin.ts as a bug (exit 70).
 */
import { escapeText } from '../diagnostics/excerpt';
import { plural } from '../plural';
import { GrammarError } from '../compile/grammar-error';

/** A mistake urnkit has put in words; main.ts prints it after "urnkit <command>: ". */
export class CliError extends Error {
  get name(): string {
    return 'CliError';
  }
}

/** A worker thread of --jobs that did not answer in time: the command ends (exit 70) rather than wait forever. */
export class WorkerTimeout extends Error {
  constructor(ms: number) {
    super(`a worker thread did not answer within ${(ms / 1000).toFixed(1)} s (--jobs); stopped`);
    this.name = 'WorkerTimeout';
  }
}

/** The reasons a file operation fails that are the user's or the machine's doing, in words. */
const REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'a file of that name is in the way',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would be too large',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EIO: 'an input/output error',
  EBADF: 'it is closed',
  EBUSY: 'it is busy',
  ETXTBSY: 'it is busy',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  EINVAL: 'it cannot be read or written this way',
};

/** A file-system error by shape (an error made in another realm is no instance of this one's Error). */
function errnoOf(e: unknown): NodeJS.ErrnoException | undefined {
  const errno = e as NodeJS.ErrnoException | null;
  return typeof errno === 'object' && errno !== null && typeof errno.code === 'string' && REASONS[errno.code] !== undefined ? errno : undefined;
}

/** Why a file operation failed, in words, when the user or the machine caused it; else undefined. */
export const reasonOf = (e: unknown): string | undefined => {
  const errno = errnoOf(e);
  return errno ? REASONS[errno.code as string] : undefined;
};

/** How a path is named in a message: quoted and escaped as every echoed text is; standard input by that name. */
export const showPath = (path: string): string => (path === '-' ? 'standard input' : `"${escapeText(path)}"`);

/**
 * The CliError for a failed file operation (`action`: "read", "write",
 * "create the folder"), or undefined when `e` is not one a user causes.
 */
export function fileError(e: unknown, action: string, path: string | undefined): CliError | undefined {
  const errno = errnoOf(e);
  if (!errno) return undefined;
  const where = path ?? (typeof errno.path === 'string' ? errno.path : undefined);
  return new CliError(`cannot ${action} ${where === undefined ? 'the file' : showPath(where)}: ${reasonOf(errno)}`);
}

/**
 * The one line to print for an error the user caused, or undefined for a bug.
 * A file-system error that reaches here unexplained was met while reading (the
 * commands that write catch their own), and names its path.
 */
export function userMistake(e: unknown): string | undefined {
  if (e instanceof CliError) return e.message;
  if (e instanceof GrammarError) {
    // GrammarError escapes the file names it quotes, and grammar text is printable ASCII.
    const [first, ...rest] = e.diagnostics;
    return `${first}${rest.length ? ` (and ${plural(rest.length, 'more problem')}; fix this one first)` : ''}`;
  }
  const read = fileError(e, 'read', undefined);
  if (read) return read.message;
  // A library function's own TypeError or RangeError for a value the user gave.
  if ((e instanceof TypeError || e instanceof RangeError) && /^urnkit\.[A-Za-z]+: /.test(e.message)) return escapeText(e.message);
  return undefined;
}

/** Prints a problem that does not stop the command (one unreadable file of several) and sets exit status 2. */
export function reportProblem(io: { stderr(text: string): void }, command: string, e: CliError, setExit: (code: number) => void): void {
  io.stderr(`urnkit ${command}: ${e.message}\n`);
  setExit(2);
}
