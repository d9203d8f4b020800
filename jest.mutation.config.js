/*
 * jest for StrykerJS (stryker.config.json): the suite of jest.config.js less the tests that run the
 * built package (dist/, a packed tarball) or a browser, which never load the mutated sources.
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', '/tests/consumer\\.test\\.ts$', '/tests/playground\\.test\\.ts$'],
};
