/*
 * The esbuild plugins every bundle of urnkit's sources uses (the ESM build,
 * the playground, the UDF bundle, and the tests' browser contexts), so that
 * all of them bundle the same code, and the options of its classic scripts:
 *   - src/engine/node-loader becomes node-loader.esm.mjs, which loads nothing
 *     outside Node (see src/engine/lazy.ts);
 *   - apg-js's parser modules are bundled, with their one Node-bound import,
 *     apg-lib/utilities.js (it pulls in a converter built on Node's Buffer),
 *     replaced by src/engine/apg-utilities.esm.js: the reference engine never
 *     calls what it holds. The package root 'apg-js' (the grammar compiler
 *     that urnkit/conformance uses) stays an import.
 * The playground's grammar lab compiles grammars in the page, so its bundle
 * (LAB_PLUGINS) takes apg-js's compiler too: 'apg-js' becomes its compiler
 * and parser library alone, and Node's `buffer` and apg-js's converter, of
 * which the compiler only asks Buffer.isBuffer and the conversion of a string
 * to code points and back, a stand-in (playground/shims/apg-node.js).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import { readFileSync } from 'fs';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');

export const esmLoader: Plugin = {
  name: 'urnkit-esm-loader',
  setup(b) {
    b.onResolve({ filter: /\/node-loader$/ }, () => ({ path: join(ROOT, 'src', 'engine', 'node-loader.esm.mjs') }));
  },
};

export const apgParserOnly: Plugin = {
  name: 'urnkit-apg-parser-only',
  setup(b) {
    b.onResolve({ filter: /^apg-js$/ }, () => ({ path: 'apg-js', external: true }));
    b.onResolve({ filter: /^\.\/utilities$/ }, (args) =>
      /[\\/]apg-js[\\/]src[\\/]apg-lib$/.test(args.resolveDir) ? { path: join(ROOT, 'src', 'engine', 'apg-utilities.esm.js') } : undefined,
    );
    // Their copyright notice travels with their code (BSD-2-Clause), as a comment bundlers keep.
    b.onLoad({ filter: /[\\/]apg-js[\\/]src[\\/]apg-lib[\\/][a-z-]+\.js$/ }, (args) => ({
      loader: 'js',
      contents: `/*! apg-js (https://github.com/ldthomas/apg-js): Copyright (c) 2021 Lowell D. Thomas, all rights reserved. License: BSD-2-Clause */\n${readFileSync(args.path, 'utf8')}`,
    }));
  },
};

/** Both, in the order they apply. */
export const URNKIT_PLUGINS: Plugin[] = [esmLoader, apgParserOnly];

/** One classic script (no module syntax), minified: the playground's page script and dist/urnkit.udf.js. */
export const SCRIPT_BUNDLE: BuildOptions = {
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  plugins: URNKIT_PLUGINS,
  legalComments: 'none',
  logLevel: 'warning',
  // node-loader.esm.mjs reads import.meta only where process.getBuiltinModule exists, which a script's host lacks.
  logOverride: { 'empty-import-meta': 'silent' },
};

/** 'apg-js' as the grammar lab needs it (the compiler and the parser library, not the generator or apg-exp), `buffer` and its converter as a stand-in. */
const apgCompiler: Plugin = {
  name: 'urnkit-apg-compiler',
  setup(b) {
    b.onResolve({ filter: /^apg-js$/ }, () => ({ path: 'apg-js', namespace: 'urnkit-apg' }));
    b.onLoad({ filter: /.*/, namespace: 'urnkit-apg' }, () => ({
      loader: 'js',
      resolveDir: ROOT,
      contents: "module.exports = { apgApi: require('apg-js/src/apg-api/api'), apgLib: require('apg-js/src/apg-lib/node-exports') };",
    }));
    b.onResolve({ filter: /^buffer$|[\\/]apg-conv-api[\\/]converter$/ }, () => ({ path: join(ROOT, 'playground', 'shims', 'apg-node.js') }));
    b.onLoad({ filter: /[\\/]apg-js[\\/]src[\\/].*\.js$/ }, (args) => ({
      loader: 'js',
      contents: `/*! apg-js (https://github.com/ldthomas/apg-js): Copyright (c) 2021 Lowell D. Thomas, all rights reserved. License: BSD-2-Clause */\n${readFileSync(args.path, 'utf8')}`,
    }));
  },
};

/** The grammar lab's page script: urnkit with apg-js's grammar compiler, for the browser. */
export const LAB_PLUGINS: Plugin[] = [esmLoader, apgCompiler];
