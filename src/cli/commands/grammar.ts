import { Command } from 'commander';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { basename, join } from 'path';
import { compileGrammarText } from '../../compile/abnf';
import { grammarModules, namespaceModule } from '../../compile/modules';
import { CORE_ABNF, shippedProfileGrammars } from '../../engine/runtime';
import { escapeText } from '../../diagnostics/excerpt';
import { EXIT, Io } from '../io';

export function grammarCommand(io: Io, setExit: (code: number) => void): Command {
  const compile = new Command('compile')
    .description('compile a namespace grammar (.abnf with "; @namespace <nid>") into modules, as the shipped ones are built; load <nid>.js into the namespaces option')
    .argument('<file>', 'the .abnf file')
    .requiredOption('--out <dir>', 'folder to write <nid>.js, <nid>.matcher.js, <nid>.diagnose.js and <nid>.grammar.js into')
    .action((file: string, opts: { out: string }, cmd: Command) => {
      // A malformed grammar or an unreadable path ends in main.ts: one line, exit 2.
      const compiled = compileGrammarText([
        { name: basename(file), text: readFileSync(file, 'utf8') },
        { name: 'core.abnf', text: CORE_ABNF },
      ]);
      const ns = compiled.meta.namespace;
      if (!ns) cmd.error(`error: "${escapeText(basename(file))}" is not a namespace grammar: it needs "; @namespace <nid>"`, { exitCode: EXIT.usage });
      const nid = (ns as NonNullable<typeof ns>).nid;
      const sources = [basename(file), 'core.abnf (urnkit)'];
      const regenerate = `urnkit grammar compile ${basename(file)} --out <dir>`;
      const files = grammarModules(compiled, nid, sources, regenerate, shippedProfileGrammars());
      files.set(`${nid}.js`, namespaceModule(nid, sources, regenerate));
      mkdirSync(opts.out, { recursive: true });
      for (const [name, text] of files) writeFileSync(join(opts.out, name), text);
      io.stdout(`wrote ${[...files.keys()].map((n) => escapeText(join(opts.out, n))).join(', ')}\n`);
      setExit(EXIT.ok);
    });
  compile.configureOutput({ writeOut: io.stdout, writeErr: io.stderr }).exitOverride();
  return new Command('grammar').description('work with grammar files').addCommand(compile);
}
