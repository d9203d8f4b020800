/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  // Tests read files only inside the repository (tests/data/README.md).
  setupFiles: ['<rootDir>/tests/support/inside-repo.ts'],
  testTimeout: 120000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }] },
};
