/*
 * Compiles every grammar into generated/:
 *   grammar/<profile>.abnf (+ core.abnf)         -> generated/<profile>.grammar.js, .matcher.js, .diagnose.js
 *   grammar/namespaces/<nid>.abnf (+ core.abnf)  -> generated/namespaces/<nid>.grammar.js, .matcher.js, .diagnose.js
 *   the main profiles' modules, by kind         -> generated/matchers.js, diagnosers.js, grammars.js (each
 *                                                  module loaded on first use; one index a kind, so that a
 *                                                  bundle that never diagnoses leaves the diagnosers out)
 *   the draft revisions' grammars               -> generated/drafts.js (their modules, loaded on first use)
 *   all namespace grammars                      -> generated/namespaces/index.js (loaded on first use)
 *   grammar/namespaces/community/<nid>.abnf     -> generated/namespaces/community/<nid>.*.js, and
 *                                                  generated/namespaces/community-index.js (the opt-in community set)
 *   grammar/namespaces/iana/urn-namespaces.xml   -> generated/namespaces/registry.js
 *   grammar/core.abnf                           -> generated/core-abnf.js (its text)
 *   grammar/registration/supplied.abnf          -> generated/supplied-abnf.js (its text: the rules a
 *                                                  registration template may name, src/conformance/registration/)
 * <name>.grammar.js is the apg-js grammar object (reference engine); <name>.matcher.js
 * the generated matcher with the grammar's metadata (a profile's also with its verdict expression,
 * src/patterns/verdict.ts); <name>.diagnose.js its diagnosing variant.
 *
 *   npm run grammars          write generated/
 *   npm run grammars:check    fail, naming the file, if generated/ is stale
 * On a grammar error it prints file:line: message and exits 1.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import { CompiledGrammar, GrammarError } from '../src/compile/abnf';
import { compileGrammarFile } from '../src/compile/files';
import { generatedHeader as header, grammarModules } from '../src/compile/modules';
import { verdictSource } from '../src/patterns/verdict';
import { PROFILES } from '../src/types';
import { readRegistryXml } from './lib/registry';

// --root DIR builds another checkout's grammar/ into its generated/ (used by the tests).
const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? resolve(process.argv[rootArg + 1]) : resolve(__dirname, '..');
const grammarDir = join(root, 'grammar');
const generatedDir = join(root, 'generated');
const REGISTRY_XML = join(grammarDir, 'namespaces', 'iana', 'urn-namespaces.xml');

/** Generated files by path relative to generated/. */
type Outputs = Map<string, string>;

const abnfIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.abnf') && f !== 'core.abnf').sort() : []);

/** The modules of one grammar: the apg-js grammar object, the matcher (with `verdict`, isValid's test, for a profile) and the diagnoser. */
function emitGrammar(out: Outputs, compiled: CompiledGrammar, folder: string, name: string, profiles: CompiledGrammar[] = [], verdict: string | null = null): void {
  const sources = compiled.meta.source.map((s) => (s === 'core.abnf' ? 'grammar/core.abnf' : `grammar/${folder}${s}`));
  for (const [file, text] of grammarModules(compiled, name, sources, undefined, profiles, 'js', verdict)) out.set(`${folder}${file}`, text);
}

function buildProfiles(out: Outputs): CompiledGrammar[] {
  return abnfIn(grammarDir).map((file) => {
    const compiled = compileGrammarFile(join(grammarDir, file));
    emitGrammar(out, compiled, '', compiled.meta.profile, [], verdictSource(compiled.grammar, compiled.meta.start, compiled.meta.parts));
    return compiled;
  });
}

/**
 * The namespace grammars of one folder (the registered ones, or the community
 * set in community/) and the index that loads them by NID. A namespace's
 * matcher says how it joins each profile's expression, so it is built from the
 * profiles too. `seen` holds the NIDs claimed so far, across folders.
 */
function buildNamespaceFolder(out: Outputs, profiles: CompiledGrammar[], folder: string, index: string, what: string, seen: Map<string, string>, registered = new Set<string>()): void {
  const dir = join(grammarDir, folder);
  const entries: string[] = [];
  for (const file of abnfIn(dir)) {
    const compiled = compileGrammarFile(join(dir, file), join(grammarDir, 'core.abnf'));
    const ns = compiled.meta.namespace;
    if (!ns) throw new GrammarError([`${folder}/${file}:1: a namespace grammar needs "; @namespace <nid>"`]);
    if (`${ns.nid}.abnf` !== file) throw new GrammarError([`${folder}/${file}:1: @namespace ${ns.nid} does not match the file name`]);
    for (const nid of [ns.nid, ...ns.aliases]) {
      if (seen.has(nid)) throw new GrammarError([`${folder}/${file}:1: NID "${nid}" is also claimed by ${seen.get(nid)}`]);
      if (registered.has(nid)) throw new GrammarError([`${folder}/${file}:1: NID "${nid}" is registered with IANA: its grammar belongs in grammar/namespaces/`]);
      seen.set(nid, `${folder}/${file}`);
    }
    emitGrammar(out, compiled, `${folder}/`, ns.nid, profiles);
    const key = JSON.stringify(ns.nid);
    const prefix = relative(dirname(join(generatedDir, index)), join(generatedDir, folder)) || '.';
    const mod = (kind: string): string => `() => require(${JSON.stringify(`./${prefix === '.' ? '' : `${prefix}/`}${ns.nid}.${kind}.js`)})`;
    entries.push(`  ${key}: { aliases: ${JSON.stringify(ns.aliases)}, matcher: ${mod('matcher')}, diagnoser: ${mod('diagnose')}, grammar: ${mod('grammar')} },`);
  }
  out.set(index, `${header([`grammar/${folder}/*.abnf`], what)}'use strict';\n${objectModule(entries.join('\n'))}`);
}

/**
 * A namespace's matcher says how it joins each main profile's expression, so it is
 * built from those profiles too (the draft revisions' grammars join none: their
 * isValid with namespaces takes the matcher's way).
 */
function buildNamespaces(out: Outputs, all: CompiledGrammar[]): void {
  const profiles = all.filter((p) => (PROFILES as readonly string[]).includes(p.meta.profile));
  const seen = new Map<string, string>();
  buildNamespaceFolder(out, profiles, 'namespaces', 'namespaces/index.js', 'The shipped namespace grammars by NID; each module loads on first use.', seen);
  // Basenames stay unique across generated/ (the package test checks it): the community index is not another index.js.
  const registered = new Set(readRegistryXml(readFileSync(REGISTRY_XML, 'utf8')).entries.map((e) => e.nid));
  buildNamespaceFolder(out, profiles, 'namespaces/community', 'namespaces/community-index.js', 'The community namespace grammars (unregistered NIDs) by NID; each module loads on first use.', seen, registered);
}

/**
 * The main profiles' modules of each kind, by profile, loaded on first use:
 * what src/engine/generated.ts and urnkit/reference import. The ESM build
 * imports these files rather than holding a copy of each module.
 */
function buildProfileIndexes(out: Outputs): void {
  const kinds: [file: string, kind: string, what: string][] = [
    ['matchers.js', 'matcher', 'matchers'],
    ['diagnosers.js', 'diagnose', 'diagnosing matchers'],
    ['grammars.js', 'grammar', 'apg-js grammar objects'],
  ];
  for (const [file, kind, what] of kinds) {
    const entries = PROFILES.map((name) => `  ${JSON.stringify(name)}: () => require(${JSON.stringify(`./${name}.${kind}.js`)}),`);
    out.set(file, `${header(['grammar/*.abnf'], `The main profiles' ${what} by name; each module loads on first use.`)}'use strict';\n${objectModule(entries.join('\n'))}`);
  }
}

/** The grammars of the draft revisions (every profile grammar but the main three's), for urnkit/drafts. */
function buildDraftIndex(out: Outputs, profiles: CompiledGrammar[]): void {
  const drafts = profiles.map((p) => p.meta.profile).filter((name) => !(PROFILES as readonly string[]).includes(name));
  const mod = (name: string, kind: string): string => `() => require(${JSON.stringify(`./${name}.${kind}.js`)})`;
  const entries = drafts.map((name) => `  ${JSON.stringify(name)}: { matcher: ${mod(name, 'matcher')}, diagnoser: ${mod(name, 'diagnose')}, grammar: ${mod(name, 'grammar')} },`);
  out.set(
    'drafts.js',
    `${header(['grammar/*.abnf'], "The draft revisions' grammars by name; each module loads on first use.")}'use strict';\n${objectModule(entries.join('\n'))}`,
  );
}

function buildRegistry(out: Outputs): void {
  const registry = readRegistryXml(readFileSync(REGISTRY_XML, 'utf8'));
  const lines = registry.entries.map((e) => `  ${JSON.stringify(e)},`);
  out.set(
    'namespaces/registry.js',
    `${header(['grammar/namespaces/iana/urn-namespaces.xml'], "IANA's URN namespace registry, from the committed snapshot.")}'use strict';\n` +
      objectModule(`  updated: ${JSON.stringify(registry.updated)},\n  entries: [\n${lines.map((l) => `  ${l}`).join('\n')}\n  ],`),
  );
}

/**
 * An index module's exports. The own __esModule flag is false: a bundler's
 * default import of this file (esbuild's and tsc's interop) reads that flag,
 * and one inherited from a polluted Object.prototype would make it read
 * `default` from there instead of taking module.exports.
 */
const objectModule = (body: string): string => `module.exports = {\n${body}\n};\nObject.defineProperty(module.exports, '__esModule', { value: false });\n`;

/** A grammar file's text as a module: grammars compiled at run time need it, without reading grammar/ from disk. */
function buildText(out: Outputs, file: string, module: string, what: string): void {
  const text = readFileSync(join(grammarDir, file), 'utf8');
  out.set(module, `${header([`grammar/${file}`], what)}'use strict';\nmodule.exports = ${JSON.stringify(text)};\n`);
}

function build(): Outputs {
  const out: Outputs = new Map();
  buildText(out, 'core.abnf', 'core-abnf.js', 'The core rules, for grammars compiled at run time.');
  buildText(out, 'registration/supplied.abnf', 'supplied-abnf.js', 'The rules a registration template may name without defining them, beside the core rules.');
  const profiles = buildProfiles(out);
  buildProfileIndexes(out);
  buildDraftIndex(out, profiles);
  buildNamespaces(out, profiles);
  buildRegistry(out);
  return out;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath ?? (d as unknown as { path: string }).path, d.name)))
    .sort();
}

function check(): number {
  const fresh = build();
  const problems: string[] = [];
  for (const [name, text] of fresh) {
    const committed = join(generatedDir, name);
    if (!existsSync(committed)) problems.push(`generated/${name} is missing`);
    else if (readFileSync(committed, 'utf8') !== text) problems.push(`generated/${name} is stale`);
  }
  for (const name of filesUnder(generatedDir)) {
    if (!fresh.has(name)) problems.push(`generated/${name} has no grammar behind it`);
  }
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error('Run `npm run grammars` and commit generated/.');
    return 1;
  }
  console.log(`generated/ is up to date (${fresh.size} files).`);
  return 0;
}

function write(): number {
  const fresh = build();
  for (const name of filesUnder(generatedDir)) if (!fresh.has(name)) rmSync(join(generatedDir, name));
  for (const [name, text] of fresh) {
    mkdirSync(dirname(join(generatedDir, name)), { recursive: true });
    writeFileSync(join(generatedDir, name), text);
  }
  console.log(`wrote ${fresh.size} files in generated/`);
  return 0;
}

function main(): number {
  try {
    return process.argv.includes('--check') ? check() : write();
  } catch (e) {
    if (e instanceof GrammarError) {
      for (const d of e.diagnostics) console.error(d);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main();
