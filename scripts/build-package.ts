/*
 * npm run build: the package's two builds.
 *   dist/src/, dist/generated/   CommonJS, one file per module (tsc), with .d.ts types
 *   dist/esm/                    ESM, one bundle per entry point with shared chunks
 *                                (esbuild, code splitting), and .d.mts types that
 *                                re-export the declarations of the CommonJS build
 * The ESM core stays runtime-neutral: Node built-ins and apg-js are external, and
 * src/engine/node-loader.ts becomes node-loader.esm.mjs (see src/engine/lazy.ts).
 */
import { execFileSync } from 'child_process';
import { build, Plugin } from 'esbuild';
import { builtinModules } from 'module';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';

const root = join(__dirname, '..');
const dist = join(root, 'dist');

/** Entry points: name in dist/esm -> source. The exports map of package.json names the same six. */
export const ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  reference: 'src/entries/reference.ts',
  namespaces: 'src/entries/namespaces.ts',
  drafts: 'src/entries/drafts.ts',
  conformance: 'src/entries/conformance.ts',
  schema: 'src/entries/schema.ts',
};

/** The ESM build loads the other entry points through process.getBuiltinModule, not require. */
const esmLoader: Plugin = {
  name: 'urnkit-esm-loader',
  setup(b) {
    b.onResolve({ filter: /\/node-loader$/ }, () => ({ path: join(root, 'src', 'engine', 'node-loader.esm.mjs') }));
  },
};

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
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
    external: ['apg-js', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    plugins: [esmLoader],
    legalComments: 'none',
    logLevel: 'warning',
  });
  // A CommonJS module in the bundle (generated/) becomes `var require_x = __commonJS(...)`, which only
  // makes a lazy closure; marked pure, a consumer's bundler drops the ones its imports never reach
  // (the diagnosing variants, for a bundle of isValid alone).
  for (const file of readdirSync(join(dist, 'esm')).filter((f) => f.endsWith('.mjs'))) {
    const path = join(dist, 'esm', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/= __commonJS\(/g, '= /* @__PURE__ */ __commonJS('));
  }
  // Types for the import condition: ESM declarations re-exporting the CommonJS ones.
  for (const [name, source] of Object.entries(ENTRIES)) {
    const target = `../${source.replace(/\.ts$/, '.js')}`;
    writeFileSync(join(dist, 'esm', `${name}.d.mts`), `export * from '${target}';\n`);
  }
  process.stdout.write(`built dist/ (CommonJS) and dist/esm/ (${Object.keys(ENTRIES).join(', ')})\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
