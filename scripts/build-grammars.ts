/*
 * Compiles grammar/<profile>.abnf (+ grammar/core.abnf) into generated/:
 *   <profile>.grammar.js  the apg-js grammar object (reference parser)
 *   <profile>.matcher.js  the generated matcher (fast path and diagnostics)
 *
 *   npm run grammars          write generated/
 *   npm run grammars:check    fail, naming the file, if generated/ is stale
 * On a grammar error it prints file:line: message and exits 1.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { compileGrammarFile, GrammarError } from '../src/compile/abnf';
import { generateMatcherSource } from '../src/compile/codegen';

// --root DIR builds another checkout's grammar/ into its generated/ (used by the tests).
const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? resolve(process.argv[rootArg + 1]) : resolve(__dirname, '..');
const grammarDir = join(root, 'grammar');
const generatedDir = join(root, 'generated');

function header(sources: string[], what: string): string {
  return [
    `// GENERATED FILE - DO NOT EDIT. ${what}`,
    `// Source: ${sources.map((s) => `grammar/${s}`).join(' + ')}`,
    '// Regenerate: npm run grammars   (CI runs npm run grammars:check)',
    '',
  ].join('\n');
}

function build(outDir: string): string[] {
  const profiles = readdirSync(grammarDir)
    .filter((f) => f.endsWith('.abnf') && f !== 'core.abnf')
    .sort();
  const written: string[] = [];
  for (const file of profiles) {
    const compiled = compileGrammarFile(join(grammarDir, file));
    const { meta } = compiled;
    const grammarJs = [
      header(meta.source, 'apg-js grammar object, built with the apg-js API.'),
      compiled.apgSource,
      `module.exports = grammar;`,
      `module.exports.meta = ${JSON.stringify(meta, null, 2)};`,
      '',
    ].join('\n');
    const matcherJs = [
      header(meta.source, 'Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.'),
      generateMatcherSource(compiled.grammar, meta),
      '',
    ].join('\n');
    for (const [name, text] of [
      [`${meta.profile}.grammar.js`, grammarJs],
      [`${meta.profile}.matcher.js`, matcherJs],
    ]) {
      writeFileSync(join(outDir, name), text);
      written.push(name);
    }
  }
  return written;
}

function check(): number {
  const temp = mkdtempSync(join(tmpdir(), 'urnkit-grammars-'));
  try {
    const fresh = build(temp);
    const problems: string[] = [];
    for (const name of fresh) {
      const committed = join(generatedDir, name);
      if (!existsSync(committed)) problems.push(`generated/${name} is missing`);
      else if (!readFileSync(committed).equals(readFileSync(join(temp, name)))) problems.push(`generated/${name} is stale`);
    }
    for (const name of existsSync(generatedDir) ? readdirSync(generatedDir) : []) {
      if (!fresh.includes(name)) problems.push(`generated/${name} has no grammar behind it`);
    }
    if (problems.length) {
      for (const p of problems) console.error(p);
      console.error('Run `npm run grammars` and commit generated/.');
      return 1;
    }
    console.log(`generated/ is up to date (${fresh.length} files).`);
    return 0;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

function main(): number {
  try {
    if (process.argv.includes('--check')) return check();
    mkdirSync(generatedDir, { recursive: true });
    const written = build(generatedDir);
    console.log(`wrote ${written.map((w) => `generated/${w}`).join(', ')}`);
    return 0;
  } catch (e) {
    if (e instanceof GrammarError) {
      for (const d of e.diagnostics) console.error(d);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main();
