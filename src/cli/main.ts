/* The urnkit command line: one subcommand per module in ./commands. */
import { Command, CommanderError } from 'commander';
import { GrammarError } from '../compile/grammar-error';
import { EXIT, Io, processIo } from './io';
import { parseCommand } from './commands/parse';
import { validateCommand } from './commands/validate';
import { normalizeCommand } from './commands/normalize';
import { equalCommand } from './commands/equal';
import { diffCommand } from './commands/diff';
import { explainCommand } from './commands/explain';
import { grammarCommand } from './commands/grammar';
import { extractCommand } from './commands/extract';
import { historyCommand } from './commands/history';
import { VERSION } from '../version';

type CommandFactory = (io: Io, setExit: (code: number) => void) => Command;

/** Every subcommand; a new command is one module and one entry here. */
const COMMANDS: CommandFactory[] = [parseCommand, validateCommand, normalizeCommand, equalCommand, diffCommand, explainCommand, historyCommand, grammarCommand, extractCommand];

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function run(argv: string[], io: Io = processIo): Promise<number> {
  let exit: number = EXIT.ok;
  const setExit = (code: number): void => {
    exit = Math.max(exit, code);
  };
  const program = new Command('urnkit')
    .description('Parse, validate, normalize and compare URNs under RFC 2141, the rfc2141bis drafts and RFC 8141')
    .version(VERSION, '-V, --version', 'print the version')
    .showHelpAfterError()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  for (const make of COMMANDS) {
    program.addCommand(make(io, setExit).configureOutput({ writeOut: io.stdout, writeErr: io.stderr }).exitOverride());
  }
  program.exitOverride();
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const mistake = userMistake(e);
    if (mistake === undefined) throw e;
    io.stderr(mistake.startsWith('urnkit.') ? `${mistake}\n` : `urnkit: ${mistake}\n`);
    return EXIT.usage;
  }
  return exit;
}

/** File-system errors a user causes (a wrong path, a folder, no permission), not a bug. */
const USER_ERRNO = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'EACCES', 'EPERM', 'ELOOP', 'ENAMETOOLONG']);

/**
 * The one line to print for an error the user caused (a path that cannot be
 * read, a malformed grammar, an argument urnkit refuses), or undefined for a
 * bug, which bin/urnkit.js reports with exit code 70.
 */
export function userMistake(e: unknown): string | undefined {
  if (e instanceof GrammarError) {
    const [first, ...rest] = e.diagnostics;
    return `${first}${rest.length ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''}; fix this one first)` : ''}`;
  }
  const errno = e as NodeJS.ErrnoException;
  if (errno && typeof errno.code === 'string' && USER_ERRNO.has(errno.code)) {
    const what = { ENOENT: 'no such file or folder', EISDIR: 'a folder, not a file', ENOTDIR: 'a path through something that is not a folder', EACCES: 'permission denied', EPERM: 'operation not permitted', ELOOP: 'too many symbolic links', ENAMETOOLONG: 'the name is too long' }[errno.code];
    return `cannot read ${errno.path ? JSON.stringify(errno.path) : 'the file'}: ${what}`;
  }
  if ((e instanceof TypeError || e instanceof RangeError) && /^urnkit\.[A-Za-z]+: /.test(e.message)) return e.message;
  return undefined;
}
