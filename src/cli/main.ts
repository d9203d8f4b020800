/* The urnkit command line: one subcommand per module in ./commands. */
import { Command, CommanderError } from 'commander';
import { EXIT, Io, processIo } from './io';
import { parseCommand } from './commands/parse';
import { validateCommand } from './commands/validate';
import { normalizeCommand } from './commands/normalize';
import { equalCommand } from './commands/equal';
import { diffCommand } from './commands/diff';
import { explainCommand } from './commands/explain';

type CommandFactory = (io: Io, setExit: (code: number) => void) => Command;

/** Every subcommand; a new command is one module and one entry here. */
const COMMANDS: CommandFactory[] = [parseCommand, validateCommand, normalizeCommand, equalCommand, diffCommand, explainCommand];

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function run(argv: string[], io: Io = processIo): Promise<number> {
  let exit: number = EXIT.ok;
  const setExit = (code: number): void => {
    exit = Math.max(exit, code);
  };
  const program = new Command('urnkit')
    .description('Parse, validate, normalize and compare URNs under RFC 2141, rfc2141bis-03 and RFC 8141')
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
    throw e;
  }
  return exit;
}
