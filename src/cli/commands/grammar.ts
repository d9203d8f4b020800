import { Command, Option } from 'commander';
import { randomBytes } from 'crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'fs';
import { basename, dirname, join } from 'path';
import { compileGrammarText } from '../../compile/abnf';
import { impliedStart } from '../../compile/implied-start';
import { grammarModules, moduleExtension, namespaceModule } from '../../compile/modules';
import { CORE_ABNF, shippedProfileGrammars } from '../../conformance/namespace-text';
import { escapeText } from '../../diagnostics/excerpt';
import { fileError, showPath } from '../errors';
import { EXIT, Io } from '../io';
import { readStdin, STDIN_NAME } from '../inputs';
import { jsonLine } from '../render';

/** Runs a file-system write; a failure the user or the machine caused is a CliError naming the path. */
function writing<T>(action: string, path: string, write: () => T): T {
  try {
    return write();
  } catch (e) {
    throw fileError(e, action, path) ?? e;
  }
}

/**
 * Writes `path` as a new file renamed over the old one: a link already at
 * `path` is replaced, never followed, so what it points to (perhaps outside
 * --out) stays as it was; the new file is created exclusively ("wx"), so a
 * link planted at its name is an error too. No partial module is left behind.
 */
function replaceFile(path: string, source: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  let created = false;
  try {
    fd = openSync(temporary, 'wx');
    created = true;
    writeFileSync(fd, source);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    if (created) rmSync(temporary, { force: true });
    throw e;
  }
}

export function grammarCommand(io: Io, setExit: (code: number) => void): Command {
  const compile = new Command('compile')
    .description(
      'compile a namespace grammar, an .abnf file with "; @namespace <nid>", into modules as the shipped ones are built; load <nid>.cjs (or <nid>.mjs) into the namespaces option',
    )
    .argument('<file>', 'the .abnf file, or - for standard input')
    .requiredOption('--out <dir>', 'folder to write <nid>, <nid>.matcher, <nid>.diagnose and <nid>.grammar into (.cjs or .mjs); made if missing')
    .addOption(
      new Option('--format <format>', 'cjs: CommonJS modules (.cjs), for require() and for import in any project; esm: ES modules (.mjs), for import and bundlers')
        .choices(['cjs', 'esm'])
        .default('cjs'),
    )
    .option('--json', 'one JSON object: the NID and the files written')
    .addHelpText('after', '\nExit status: 0 written, 2 a usage error, a malformed grammar, or a file that cannot be read or written.')
    .action(async (file: string, opts: { out: string; format: 'cjs' | 'esm'; json?: boolean }, cmd: Command) => {
      // A malformed grammar or an unreadable path ends in main.ts: one line, exit 2.
      const name = file === '-' ? STDIN_NAME : basename(file);
      const read = file === '-' ? await readStdin(io) : readFileSync(file, 'utf8');
      // No "; @start": the rule for the NSS, or the first rule; said, since a grammar's start decides what it accepts.
      const implied = impliedStart(read);
      const text = implied ? `${read}${/(\r\n|\r|\n)$/.test(read) || !read ? '' : '\n'}; @start ${implied.rule}\n` : read;
      if (implied) {
        const why = implied.reason === 'nss' ? 'the rule named for the NSS' : 'the first rule, as apg-js and RFC 5234 tools take it';
        io.stderr(`urnkit grammar compile: ${escapeText(name)} has no "; @start" pragma: the start rule is ${implied.rule}, ${why}\n`);
      }
      const compiled = compileGrammarText([
        { name, text },
        { name: 'core.abnf', text: CORE_ABNF },
      ]);
      const ns = compiled.meta.namespace;
      if (!ns) cmd.error(`${showPath(file)} is not a namespace grammar: it needs "; @namespace <nid>"`, { exitCode: EXIT.usage });
      const nid = (ns as NonNullable<typeof ns>).nid;
      const sources = [name, 'core.abnf (urnkit)'];
      const regenerate = `urnkit grammar compile ${file === '-' ? '-' : name} --out <dir>${opts.format === 'esm' ? ' --format esm' : ''}`;
      const files = grammarModules(compiled, nid, sources, regenerate, shippedProfileGrammars(), opts.format);
      files.set(`${nid}${moduleExtension(opts.format)}`, namespaceModule(nid, sources, regenerate, opts.format));
      writing('create the folder', opts.out, () => mkdirSync(opts.out, { recursive: true }));
      for (const [module, source] of files) {
        const path = join(opts.out, module);
        writing('write', path, () => replaceFile(path, source));
      }
      const written = [...files.keys()].map((n) => join(opts.out, n));
      io.stdout(opts.json ? jsonLine({ nid, files: written }) : `wrote ${written.map(escapeText).join(', ')}\n`);
      setExit(EXIT.ok);
    });
  return new Command('grammar').description('work with grammar files').addCommand(compile);
}
