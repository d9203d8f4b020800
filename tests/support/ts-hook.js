/*
 * Preloaded (node -r) by tests that run the TypeScript sources in a child
 * process: each .ts module is transpiled on require with esbuild (a
 * devDependency, used by the build), file by file, as ts-node's
 * transpile-only mode did, at a tenth of its start-up time (a CLI child took
 * 3-4 s under ts-node on the 2-core machine, 0.5 s with this). Types are
 * checked once for the whole project by `tsc --noEmit` in npm test.
 */
'use strict';
const { transformSync } = require('esbuild');
const { readFileSync } = require('fs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { loader: 'ts', format: 'cjs', target: 'node20', sourcefile: filename });
  module._compile(code, filename);
};
