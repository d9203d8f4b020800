/* The urnkit command line: one subcommand per module in ./commands. */
import { Command, CommanderError } from 'commander';
import { EXIT, Io, processIo } from './io';
import { userMistake } from './errors';
import { WorkerTimeout } from './parallel';
import { parseCommand } from './commands/parse';
import { validateCommand } from './commands/validate';
import { normalizeCommand } from './commands/normalize';
import { equalCommand } from './commands/equal';
import { diffCommand } from './commands/diff';
import { explainCommand } from './commands/explain';
import { grammarCommand } from './commands/grammar';
import { extractCommand } from './commands/extract';
import { historyCommand } from './commands/history';
import { namespacesCommand } from './commands/namespaces';
import { VERSION } from '../version';

type CommandFactory = (io: Io, setExit: (code: number) => void) => Command;

/** Every subcommand; a new command is one module and one entry here. */
const COMMANDS: CommandFactory[] = [parseCommand, validateCommand, normalizeCommand, equalCommand, diffCommand, explainCommand, historyCommand, grammarCommand, extractCommand, namespacesCommand];

/** "parse", "grammar compile": how a command is named in messages. */
function commandName(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c && c.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Every command's messages in one style: "urnkit <command>: <what>" (commander's
 * own "error: " prefix dropped), on stderr; --help and --version on stdout.
 */
function configure(cmd: Command, io: Io): void {
  const name = commandName(cmd);
  cmd.configureOutput({
    writeOut: io.stdout,
    writeErr: io.stderr,
    outputError: (text, write) => write(`urnkit${name ? ` ${name}` : ''}: ${text.replace(/^error: /, '')}`),
  });
  cmd.exitOverride();
  cmd.commands.forEach((c) => configure(c, io));
}

/** The command tree (tests read its options against the README's synopses). */
export function program(io: Io, setExit: (code: number) => void): Command {
  const root = new Command('urnkit')
    .description('Parse, validate, normalize and compare URNs under RFC 2141, the rfc2141bis drafts and RFC 8141')
    .version(VERSION, '-V, --version', 'print the version')
    .showHelpAfterError();
  for (const make of COMMANDS) root.addCommand(make(io, setExit));
  configure(root, io);
  return root;
}

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function run(argv: string[], io: Io = processIo): Promise<number> {
  let exit: number = EXIT.ok;
  const setExit = (code: number): void => {
    exit = Math.max(exit, code);
  };
  const cli = program(io, setExit);
  let current = '';
  cli.hook('preAction', (_program, action) => {
    current = commandName(action);
  });
  try {
    await cli.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    // A hung worker thread is no bug of the input's, but the command cannot finish: one line, exit 70.
    if (e instanceof WorkerTimeout) {
      io.stderr(`urnkit${current ? ` ${current}` : ''}: ${e.message}\n`);
      return EXIT.internal;
    }
    const mistake = userMistake(e);
    if (mistake === undefined) throw e;
    io.stderr(`urnkit${current ? ` ${current}` : ''}: ${mistake}\n`);
    return EXIT.usage;
  }
  return exit;
}
