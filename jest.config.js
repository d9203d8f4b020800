/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  // Tests read files only inside the repository (tests/data/README.md).
  setupFiles: ['<rootDir>/tests/support/inside-repo.ts'],
  testTimeout: 120000,
  // Jest's default (one worker fewer than the cores) runs the suite in band on a 2-core machine;
  // the test files share nothing they write (each builds in its own temporary folder).
  maxWorkers: '100%',
  // A worker that ends with a heap near 1 GB takes about half a second to exit (V8 tears the heap
  // down), past the 500 ms jest waits before it force-exits one ("A worker process has failed to exit
  // gracefully") on a loaded machine; there was no open handle. A worker past this after a test
  // file is replaced by a fresh one, so none grows that large.
  workerIdleMemoryLimit: '512MB',
  // tsconfig.json's isolatedModules makes ts-jest compile each file alone, without type-checking it again:
  // `npm test` runs `tsc --noEmit` over the whole project first.
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }] },
};
