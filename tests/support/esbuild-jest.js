/*
 * A jest transform for the mutation run (jest.mutation.config.js): each .ts file transpiled alone with
 * esbuild (a devDependency, as tests/support/ts-hook.js uses it), types being checked once by
 * `tsc --noEmit`, as ts-jest does under isolatedModules, without ts-jest's TypeScript compiler (how
 * much of the mutation run's gain is the transform's has not been measured apart from the smaller suite).
 * Source maps keep the stack traces on the original lines.
 */
'use strict';
const { createHash } = require('crypto');
const { transformSync } = require('esbuild');

// tsconfig.json's options that change what code does: it is strict, and tsc emits "use strict" in every
// module, which esbuild does only when asked (without it a write to a frozen object would pass silently
// instead of throwing); class fields are assigned, not defined (useDefineForClassFields).
const tsconfigRaw = { compilerOptions: { alwaysStrict: true, useDefineForClassFields: false } };

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, { loader: 'ts', format: 'cjs', target: 'node20', sourcefile: filename, sourcemap: 'external', tsconfigRaw });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('esbuild-jest 2\0').update(filename).update('\0').update(source).digest('hex');
  },
};
