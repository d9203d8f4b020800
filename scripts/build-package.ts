/*
 * npm run build: the package's builds.
 *   dist/src/                    CommonJS, one file per module (tsc, without comments),
 *                                with the .d.ts types that the entry points reach
 *   dist/generated/              the generated modules, one copy that both builds load:
 *                                the main profiles' as tsc copies them, each namespace
 *                                grammar's and draft revision's three modules as one
 *                                file (each module still evaluated on first use),
 *                                minified, and the indexes that load them
 *   dist/namespaces/<nid>.js     urnkit/namespaces/<nid>, CommonJS for require and import:
 *                                one shipped namespace grammar's file, which exports its
 *                                `grammar` (types: dist/src/entries/namespace.d.ts), so
 *                                that a grammar added to grammar/namespaces/ gets its
 *                                entry point with no edit here
 *   dist/esm/                    ESM, one bundle per entry point (ENTRIES) with shared
 *                                chunks (esbuild, code splitting), which imports the
 *                                generated modules from dist/generated/, and .d.mts
 *                                types that re-export the declarations of the CommonJS build;
 *                                urnkit/duckdb (Node alone) re-exports the CommonJS build
 *   dist/urnkit.udf.js           the core as one script defining the global
 *                                `urnkit`, for SQL engines' JavaScript UDFs
 * The ESM core stays free of Node built-ins: the apg-js package root is
 * external, apg-js's parser is bundled without its Node-bound utilities, and
 * src/engine/node-loader.ts becomes node-loader.esm.mjs (scripts/lib/esm-plugins.ts).
 * A bundler bundles dist/esm/ with the generated modules it imports (CommonJS,
 * each in a module of its own: it leaves out what the imports never reach,
 * such as the diagnosing matchers for a bundle of isValid alone).
 */
import { execFileSync } from 'child_process';
import { build, Plugin, transformSync } from 'esbuild';
import { builtinModules } from 'module';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import { SCRIPT_BUNDLE, URNKIT_PLUGINS } from './lib/esm-plugins';

const root = join(__dirname, '..');
const dist = join(root, 'dist');

/** Entry points: name in dist/esm -> source. The exports map of package.json names the same ones, and ./namespaces/* (below). */
export const ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  reference: 'src/entries/reference.ts',
  namespaces: 'src/entries/namespaces.ts',
  registry: 'src/entries/registry.ts',
  drafts: 'src/entries/drafts.ts',
  conformance: 'src/entries/conformance.ts',
  schema: 'src/entries/schema.ts',
  patterns: 'src/entries/patterns.ts',
};

/**
 * The indexes in generated/ whose grammars ship as one file each
 * (bundleGrammars): the folder of those files from the index's, and whether
 * each is an entry point (urnkit/namespaces/<nid>, for the shipped grammars).
 */
const GRAMMAR_INDEXES: { index: string; files: string; entries: boolean }[] = [
  { index: 'namespaces/index.js', files: '../../namespaces', entries: true },
  { index: 'namespaces/community-index.js', files: 'community', entries: false },
  { index: 'drafts.js', files: '.', entries: false },
];

/** The three modules of one grammar in generated/: <name>.matcher.js, .diagnose.js, .grammar.js. */
const KINDS = ['matcher', 'diagnose', 'grammar'] as const;
const MODULE_OF = /require\("\.\/((?:[\w-]+\/)*)([\w.-]+?)\.(matcher|diagnose|grammar)\.js"\)/g;

const walk = (dir: string): string[] => readdirSync(dir, { recursive: true }).map(String).map((f) => join(dir, f));
const posix = (path: string): string => path.split('\\').join('/');
/** A relative module path as require() takes it: "./x" rather than "x". */
const dotted = (path: string): string => posix(path).replace(/^(?!\.)/, './');

/**
 * The ESM build imports the generated modules from dist/generated/ (the
 * CommonJS copy), so the package holds each once; an import (never a
 * require(), which an ES module cannot make) in src/ is what reaches them.
 */
const generatedExternal: Plugin = {
  name: 'urnkit-generated-external',
  setup(b) {
    b.onResolve({ filter: /[\\/]generated[\\/][\w./-]+\.js$/ }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      if (!target.startsWith(join(root, 'generated'))) return undefined;
      if (args.kind !== 'import-statement') return { errors: [{ text: `${args.path} is reached by ${args.kind}: src/ imports generated modules (import ... from), so that the ESM build can import them` }] };
      return { path: posix(join('..', relative(root, target))), external: true };
    });
  },
};

/**
 * One file for one grammar's three modules, each evaluated on first use
 * (`load`), minified: a namespace grammar's or a draft revision's. With `nid`,
 * also its urnkit/namespaces/<nid> entry point: `grammar`.
 */
async function grammarFile(modules: string, name: string, out: string, entry?: { nid: string; aliases: string[] }): Promise<void> {
  // CommonJS in, CommonJS out: esbuild's ESM export helper walks its exports with for...in, which a
  // property added to Object.prototype breaks; exports.<name> assignments are what Node's ESM import reads.
  const load = `const load = { ${KINDS.map((k) => `${k}: () => require(${JSON.stringify(`./${name}.${k}.js`)})`).join(', ')} };\nexports.load = load;\n`;
  const grammar = entry
    ? `const { grammarOfEntry } = require(${JSON.stringify(dotted(relative(dirname(out), join(dist, 'src', 'namespaces', 'indexed.js'))))});\n` +
      `exports.grammar = grammarOfEntry(${JSON.stringify(entry.nid)}, { aliases: ${JSON.stringify(entry.aliases)}, matcher: load.matcher, diagnoser: load.diagnose, grammar: load.grammar }, { shipped: true });\n`
    : '';
  await build({
    stdin: { contents: load + grammar, resolveDir: modules, loader: 'js', sourcefile: `${name}-entry.js` },
    outfile: out,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'es2022',
    external: ['*/src/namespaces/indexed.js'],
    minify: true,
    legalComments: 'none',
    banner: { js: entry ? `// urnkit/namespaces/${entry.nid}: the shipped grammar of the ${entry.nid} namespace (grammar/namespaces/${entry.nid}.abnf). Built by scripts/build-package.ts.` : `// The modules generated from the ${name} grammar (npm run grammars), each evaluated on first use. Built by scripts/build-package.ts.` },
    logLevel: 'warning',
  });
}

/**
 * Entry points for Node alone, whose ESM file re-exports the CommonJS build
 * rather than join the bundles: outside the code splitting, they leave the
 * other entries' chunks (and so the browser bundles' sizes) as they are.
 */
const NODE_ENTRIES: Record<string, string> = {
  duckdb: 'src/entries/duckdb.ts',
};

/** dist/esm/<name>.mjs for a Node entry: the CommonJS module's exports, as named exports. */
function nodeEntryModule(name: string, source: string): string {
  const target = `../${source.replace(/\.ts$/, '.js')}`;
  const exported = Object.keys(require(join(dist, target.slice(3)))).filter((k) => k !== '__esModule');
  return `// urnkit/${name} as ESM: the CommonJS build's module. Written by scripts/build-package.ts.\nimport { createRequire } from 'node:module';\nconst m = createRequire(import.meta.url)(${JSON.stringify(target)});\n${exported.map((k) => `export const ${k} = m.${k};`).join('\n')}\n`;
}

/**
 * Each grammar of a generated index as one file (grammarFile), and the index
 * rewritten to load from it; returns the shipped namespace entry points made.
 */
async function bundleGrammars(): Promise<string[]> {
  const made: string[] = [];
  for (const { index, files, entries: isEntry } of GRAMMAR_INDEXES) {
    const path = join(dist, 'generated', index);
    const text = readFileSync(path, 'utf8');
    const entries: Record<string, { aliases?: string[] }> = require(path);
    const folders = new Map<string, string>();
    for (const m of text.matchAll(MODULE_OF)) folders.set(m[2], m[1]);
    for (const [name, folder] of folders) {
      const modules = join(dirname(path), folder);
      const out = join(dirname(path), files, `${name}.js`);
      const shipped = isEntry ? { nid: name, aliases: entries[name].aliases ?? [] } : undefined;
      await grammarFile(modules, name, out, shipped);
      for (const k of KINDS) rmSync(join(modules, `${name}.${k}.js`));
      if (shipped) made.push(name);
    }
    writeFileSync(path, text.replace(MODULE_OF, (_m, _folder: string, name: string, kind: string) => `require(${JSON.stringify(`${dotted(join(files, name))}.js`)}).load.${kind}()`));
  }
  return made;
}

const NAMESPACE_TYPES = '// urnkit/namespaces/<nid>: one shipped namespace grammar (dist/namespaces/<nid>.js). Written by scripts/build-package.ts.\n' +
  "import type { NamespaceGrammar } from '../namespaces/types';\n" +
  '/** The namespace\'s grammar, for namespaceSet([...], registry) or a namespace set\'s with(). */\nexport declare const grammar: NamespaceGrammar;\n';

/**
 * Only the declarations the entry points' types reach stay (the CLI's, the
 * build's and the generated modules' are no one's API), and no .d.ts of a
 * generated module, which nothing imports.
 */
function pruneDeclarations(roots: string[]): void {
  const reached = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const file = todo.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)['"](\.[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), m[1]).replace(/\.js$/, '');
      const found = [`${base}.d.ts`, join(base, 'index.d.ts')].find(existsSync);
      if (found) todo.push(found);
    }
  }
  for (const file of walk(dist).filter((f) => f.endsWith('.d.ts') && !reached.has(f))) rmSync(file);
}

/**
 * The CommonJS build's JavaScript without tsc's copy of every comment (a
 * quarter of its bytes): the sources and the declarations keep them. The
 * statements stay as tsc wrote them, one a line.
 */
function withoutComments(dir: string): void {
  for (const file of walk(dir).filter((f) => f.endsWith('.js'))) {
    writeFileSync(file, transformSync(readFileSync(file, 'utf8'), { loader: 'js', charset: 'utf8', legalComments: 'inline' }).code);
  }
}

/** The functions of the UDF bundle (src/entries/udf.ts), its global `urnkit`. */
const UDF_EXPORTS = ['isValid', 'tryParse', 'normalize', 'equivalenceKey'] as const;

/**
 * dist/urnkit.udf.js: no imports, no exports, no global but `urnkit`
 * (tests/consumer.test.ts runs it in an empty context). The global is an
 * object of named functions, not esbuild's `globalName`: its export helper
 * walks the exports with for...in, and so read (and choked on) whatever a
 * script before it had added to Object.prototype.
 */
async function buildUdf(version: string): Promise<void> {
  await build({
    ...SCRIPT_BUNDLE,
    absWorkingDir: root,
    stdin: {
      contents: `import { ${UDF_EXPORTS.join(', ')} } from './src/entries/udf';\nglobalThis.urnkit = Object.freeze({ ${UDF_EXPORTS.join(', ')} });\n`,
      resolveDir: root,
      sourcefile: 'udf-global.ts',
      loader: 'ts',
    },
    outfile: join(dist, 'urnkit.udf.js'),
    platform: 'neutral',
    // Strict as the modules it is made of (a script is not strict by itself).
    banner: { js: `/* urnkit ${version} (MIT): isValid, tryParse, normalize and equivalenceKey as the global \`urnkit\`, for JavaScript UDFs. docs/sql.md. */\n"use strict";` },
  });
}

/** tsc's CommonJS spelling of a named re-export (\`export { x } from './m'\`): a getter, for a live binding. */
const RE_EXPORT = /^Object\.defineProperty\(exports, "([\w$]+)", \{ enumerable: true, get: function \(\) \{ return ([\w$]+)\.([\w$]+); \} \}\);$/gm;

/**
 * The CommonJS build's named re-exports as plain properties: a getter costs
 * every \`urnkit.isValid(s)\` call several nanoseconds (issue 23). The live
 * binding is not needed: no module of src/ reassigns an export, and none is
 * in an import cycle, so the module re-exported from is complete when read.
 */
function plainReExports(dir: string): void {
  for (const file of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'))) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const plain = text.replace(RE_EXPORT, 'exports.$1 = $2.$3;');
    if (plain !== text) writeFileSync(path, plain);
  }
}

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  plainReExports(join(dist, 'src'));
  withoutComments(join(dist, 'src'));
  const namespaces = await bundleGrammars();
  writeFileSync(join(dist, 'src', 'entries', 'namespace.d.ts'), NAMESPACE_TYPES);
  pruneDeclarations([join(dist, 'src', 'entries', 'namespace.d.ts'), ...Object.values({ ...ENTRIES, ...NODE_ENTRIES }).map((source) => join(dist, source.replace(/\.ts$/, '.d.ts')))]);
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: join(dist, 'esm'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    plugins: [generatedExternal, ...URNKIT_PLUGINS],
    // apg-js's parser is bundled into urnkit/reference: its copyright headers stay with it (BSD-2-Clause).
    legalComments: 'eof',
    logLevel: 'warning',
  });
  // A CommonJS module in the bundle (apg-js's parser) becomes `var require_x = __commonJS(...)`, which only
  // makes a lazy closure; marked pure, a consumer's bundler drops the ones its imports never reach.
  for (const file of walk(join(dist, 'esm')).filter((f) => f.endsWith('.mjs'))) {
    writeFileSync(file, readFileSync(file, 'utf8').replace(/= __commonJS\(/g, '= /* @__PURE__ */ __commonJS('));
  }
  for (const [name, source] of Object.entries(NODE_ENTRIES)) writeFileSync(join(dist, 'esm', `${name}.mjs`), nodeEntryModule(name, source));
  // Types for the import condition: ESM declarations re-exporting the CommonJS ones.
  for (const [name, source] of Object.entries({ ...ENTRIES, ...NODE_ENTRIES })) {
    const target = `../${source.replace(/\.ts$/, '.js')}`;
    writeFileSync(join(dist, 'esm', `${name}.d.mts`), `export * from '${target}';\n`);
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  await buildUdf(version);
  process.stdout.write(`built dist/ (CommonJS), dist/esm/ (${Object.keys({ ...ENTRIES, ...NODE_ENTRIES }).join(', ')}), dist/namespaces/<nid>.js for ${namespaces.length} NIDs and dist/urnkit.udf.js\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
