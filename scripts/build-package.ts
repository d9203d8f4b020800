/*
 * npm run build: the package's builds.
 *   dist/src/, dist/generated/   CommonJS, one file per module (tsc), with .d.ts types
 *   dist/esm/                    ESM, one bundle per entry point with shared chunks
 *                                (esbuild, code splitting), and .d.mts types that
 *                                re-export the declarations of the CommonJS build;
 *                                urnkit/duckdb (Node alone) re-exports the CommonJS build
 *   dist/src/entries/namespaces/<nid>.js, dist/esm/namespaces/<nid>.mjs
 *                                urnkit/namespaces/<nid>: one shipped namespace
 *                                grammar each, written here from
 *                                generated/namespaces/index.js, so that a grammar
 *                                added there gets its entry point with no edit
 *   dist/urnkit.udf.js           the core as one script defining the global
 *                                `urnkit`, for SQL engines' JavaScript UDFs
 * The ESM core stays runtime-neutral: Node built-ins and the apg-js package root
 * are external, apg-js's parser is bundled without its Node-bound utilities,
 * and src/engine/node-loader.ts becomes node-loader.esm.mjs (scripts/lib/esm-plugins.ts).
 */
import { execFileSync } from 'child_process';
import { build, Plugin } from 'esbuild';
import { builtinModules } from 'module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
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

/** The shipped namespace grammars: NID -> aliases (generated/namespaces/index.js). */
export function shippedNamespaceEntries(): Record<string, string[]> {
  const index: Record<string, { aliases: string[] }> = require(join(root, 'generated', 'namespaces', 'index.js'));
  return Object.fromEntries(Object.entries(index).map(([nid, e]) => [nid, [...e.aliases]]));
}

/** The index entry of one namespace for grammarOfEntry (src/namespaces/indexed.ts), `generated` being the path to generated/namespaces. */
const modulesOf = (nid: string, aliases: string[], generated: string): string =>
  `{ aliases: ${JSON.stringify(aliases)}, ${['matcher', 'diagnoser', 'grammar'].map((k) => `${k}: () => require(${JSON.stringify(`${generated}/${nid}.${k === 'diagnoser' ? 'diagnose' : k}.js`)})`).join(', ')} }`;

const HEADER = (nid: string): string => `// urnkit/namespaces/${nid}: the shipped grammar of the ${nid} namespace alone. Written by scripts/build-package.ts.`;

/** urnkit/namespaces/<nid> in the CommonJS build, with its types. */
function writeNamespaceEntries(namespaces: Record<string, string[]>): void {
  const dir = join(dist, 'src', 'entries', 'namespaces');
  mkdirSync(dir, { recursive: true });
  for (const [nid, aliases] of Object.entries(namespaces)) {
    writeFileSync(
      join(dir, `${nid}.js`),
      `"use strict";\n${HEADER(nid)}\nObject.defineProperty(exports, "__esModule", { value: true });\n` +
        `const indexed_1 = require("../../namespaces/indexed");\n` +
        `exports.grammar = (0, indexed_1.grammarOfEntry)(${JSON.stringify(nid)}, ${modulesOf(nid, aliases, '../../../generated/namespaces')}, { shipped: true });\n`,
    );
    writeFileSync(
      join(dir, `${nid}.d.ts`),
      `${HEADER(nid)}\nimport type { NamespaceGrammar } from '../../namespaces/types';\n` +
        `/** The ${nid} namespace's grammar, for namespaceSet([...], registry) or a namespace set's with(). */\nexport declare const grammar: NamespaceGrammar;\n`,
    );
  }
}

/** urnkit/namespaces/<nid> for the ESM build: a module per NID, made up for esbuild. */
function namespaceModules(namespaces: Record<string, string[]>): Plugin {
  return {
    name: 'urnkit-namespace-entries',
    setup(b) {
      b.onResolve({ filter: /^urnkit-namespace:/ }, (args) => ({ path: args.path.slice('urnkit-namespace:'.length), namespace: 'urnkit-namespace' }));
      b.onLoad({ filter: /.*/, namespace: 'urnkit-namespace' }, (args) => ({
        resolveDir: root,
        loader: 'ts',
        contents:
          `import { grammarOfEntry } from './src/namespaces/indexed';\n` +
          `export const grammar = /* @__PURE__ */ grammarOfEntry(${JSON.stringify(args.path)}, ${modulesOf(args.path, namespaces[args.path], './generated/namespaces')}, { shipped: true });\n`,
      }));
    },
  };
}

/** dist/urnkit.udf.js: no imports, no exports, no global but `urnkit` (tests/consumer.test.ts runs it in an empty context). */
async function buildUdf(version: string): Promise<void> {
  await build({
    ...SCRIPT_BUNDLE,
    absWorkingDir: root,
    entryPoints: [join(root, 'src', 'entries', 'udf.ts')],
    outfile: join(dist, 'urnkit.udf.js'),
    globalName: 'urnkit',
    platform: 'neutral',
    banner: { js: `/* urnkit ${version} (MIT): isValid, tryParse, normalize and equivalenceKey as the global \`urnkit\`, for JavaScript UDFs. docs/sql.md. */` },
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
  const namespaces = shippedNamespaceEntries();
  writeNamespaceEntries(namespaces);
  const perNamespace = Object.fromEntries(Object.keys(namespaces).map((nid) => [`namespaces/${nid}`, `urnkit-namespace:${nid}`]));
  await build({
    absWorkingDir: root,
    entryPoints: { ...ENTRIES, ...perNamespace },
    outdir: join(dist, 'esm'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    plugins: [...URNKIT_PLUGINS, namespaceModules(namespaces)],
    // apg-js's parser is bundled into urnkit/reference: its copyright headers stay with it (BSD-2-Clause).
    legalComments: 'eof',
    logLevel: 'warning',
  });
  // A CommonJS module in the bundle (generated/) becomes `var require_x = __commonJS(...)`, which only
  // makes a lazy closure; marked pure, a consumer's bundler drops the ones its imports never reach
  // (the diagnosing variants, for a bundle of isValid alone).
  for (const file of readdirSync(join(dist, 'esm'), { recursive: true }).map(String).filter((f) => f.endsWith('.mjs'))) {
    const path = join(dist, 'esm', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/= __commonJS\(/g, '= /* @__PURE__ */ __commonJS('));
  }
  for (const [name, source] of Object.entries(NODE_ENTRIES)) writeFileSync(join(dist, 'esm', `${name}.mjs`), nodeEntryModule(name, source));
  // Types for the import condition: ESM declarations re-exporting the CommonJS ones.
  for (const [name, source] of Object.entries({ ...ENTRIES, ...NODE_ENTRIES })) {
    const target = `../${source.replace(/\.ts$/, '.js')}`;
    writeFileSync(join(dist, 'esm', `${name}.d.mts`), `export * from '${target}';\n`);
  }
  for (const nid of Object.keys(namespaces)) writeFileSync(join(dist, 'esm', 'namespaces', `${nid}.d.mts`), `export * from '../../src/entries/namespaces/${nid}.js';\n`);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  await buildUdf(version);
  process.stdout.write(`built dist/ (CommonJS), dist/esm/ (${Object.keys({ ...ENTRIES, ...NODE_ENTRIES }).join(', ')}, namespaces/<nid> for ${Object.keys(namespaces).length} NIDs) and dist/urnkit.udf.js\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
