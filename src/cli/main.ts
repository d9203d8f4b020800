/*
 * The urnkit command line: one subcommand per module in ./commands. A run loads
 * the module of the command it names and no other (each brings in the parts of
 * the library it uses): start-up is paid on every command, however small its input.
 */
import { Command, CommanderError } from 'commander';
import { EXIT, Io, processIo } from './io';
import { escapeText } from '../diagnostics/excerpt';
import { userMistake, WorkerTimeout } from './errors';
import { VERSION } from '../version';

type CommandFactory = (io: Io, setExit: (code: number) => void) => Command;

/* eslint-disable @typescript-eslint/no-require-imports */
/** Every subcommand, by name, in the order help lists them; a new command is one module and one entry here. */
const COMMANDS: readonly (readonly [string, () => CommandFactory])[] = [
  ['parse', () => (require('./commands/parse') as typeof import('./commands/parse')).parseCommand],
  ['validate', () => (require('./commands/validate') as typeof import('./commands/validate')).validateCommand],
  ['normalize', () => (require('./commands/normalize') as typeof import('./commands/normalize')).normalizeCommand],
  ['equal', () => (require('./commands/equal') as typeof import('./commands/equal')).equalCommand],
  ['diff', () => (require('./commands/diff') as typeof import('./commands/diff')).diffCommand],
  ['explain', () => (require('./commands/explain') as typeof import('./commands/explain')).explainCommand],
  ['history', () => (require('./commands/history') as typeof import('./commands/history')).historyCommand],
  ['grammar', () => (require('./commands/grammar') as typeof import('./commands/grammar')).grammarCommand],
  ['extract', () => (require('./commands/extract') as typeof import('./commands/extract')).extractCommand],
  ['namespaces', () => (require('./commands/namespaces') as typeof import('./commands/namespaces')).namespacesCommand],
  ['registration', () => (require('./commands/registration') as typeof import('./commands/registration')).registrationCommand],
  ['pattern', () => (require('./commands/pattern') as typeof import('./commands/pattern')).patternCommand],
  ['sql', () => (require('./commands/sql') as typeof import('./commands/sql')).sqlCommand],
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** "parse", "grammar compile": how a command is named in messages. */
function commandName(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c && c.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Commander's error text as echoed user input is printed everywhere else:
 * escaped (src/diagnostics/excerpt.ts), so that no argument writes a control
 * sequence to the terminal, and the value it quotes in "argument '...' is
 * invalid" whole, line breaks too, so that the error stays one line.
 */
function safeError(text: string): string {
  const lines = (s: string): string => s.split('\n').map(escapeText).join('\n');
  const quoted = /^([^]*?argument ')([^]*)(' is invalid\.[^]*)$/.exec(text);
  return quoted ? lines(quoted[1]) + escapeText(quoted[2]) + lines(quoted[3]) : lines(text);
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
    outputError: (text, write) => write(`urnkit${name ? ` ${name}` : ''}: ${safeError(text.replace(/^error: /, ''))}`),
  });
  cmd.exitOverride();
  cmd.commands.forEach((c) => configure(c, io));
}

/**
 * The command tree (tests read its options against the synopses in docs/cli.md):
 * every command, or only the one named `only`.
 */
export function program(io: Io, setExit: (code: number) => void, only?: string): Command {
  const root = new Command('urnkit')
    .description('Parse, validate, normalize and compare URNs under RFC 2141, the rfc2141bis drafts and RFC 8141')
    .version(VERSION, '-V, --version', 'print the version')
    .showHelpAfterError();
  for (const [name, load] of COMMANDS) if (only === undefined || name === only) root.addCommand(load()(io, setExit));
  configure(root, io);
  return root;
}

/**
 * The command `argv` runs when it starts with a command's name (commander then
 * reads nothing else of the tree); undefined for anything else (--help, a
 * misspelt command, none), which needs every command to answer.
 */
const commandOf = (argv: readonly string[]): string | undefined => (argv.length && COMMANDS.some(([name]) => name === argv[0]) ? argv[0] : undefined);

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function run(argv: string[], io: Io = processIo): Promise<number> {
  let exit: number = EXIT.ok;
  const setExit = (code: number): void => {
    exit = Math.max(exit, code);
  };
  const cli = program(io, setExit, commandOf(argv));
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
