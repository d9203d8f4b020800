/*
 * jest for StrykerJS (stryker.config.json): the suite of jest.config.js less the tests that run the
 * built package (dist/, a packed tarball) or a browser, which never load the mutated sources; a setup
 * file and a test sequencer (tests/support/mutation-*.js) so that each mutant loads only the test
 * files whose tests reached it, and an environment that ends a mutant's run at its first failing test.
 * URNKIT_MUTATION_RUN tells the random-grammar test that compile times are not bounded here:
 * instrumented code runs many times slower (the bound holds in `npm test` and `npm run fuzz`).
 */
const { join } = require('path');
const base = require('./jest.config.js');

process.env.URNKIT_MUTATION_RUN = '1';

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', '/tests/consumer\\.test\\.ts$', '/tests/playground\\.test\\.ts$'],
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), join(__dirname, 'tests/support/mutation-coverage.js')],
  testSequencer: join(__dirname, 'tests/support/mutation-sequencer.js'),
  // A path, not <rootDir>/...: Stryker reads testEnvironment before jest resolves <rootDir>.
  testEnvironment: join(__dirname, 'tests/support/mutation-environment.js'),
};
