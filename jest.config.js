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
  // tsconfig.json's isolatedModules makes ts-jest compile each file alone, without type-checking it again:
  // `npm test` runs `tsc --noEmit` over the whole project first.
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }] },
};
