/*
 * jest test environment of the mutation run (jest.mutation.config.js): node's, plus a bail. While
 * StrykerJS runs a mutant (its id in __STRYKER_ACTIVE_MUTANT__), once one test has failed the mutant is
 * killed, so every later test of that run is skipped, in this file and the next. Stryker bails so
 * with the runners that let it; it cannot ask jest to. The dry run, with no mutant, runs everything.
 */
const { TestEnvironment } = require('jest-environment-node');

/** The mutant whose run has a failed test (module state: one jest process runs the files in band). */
let killed;

class MutationEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
    if (mutant === undefined) return;
    if (event.name === 'test_done' && event.test.errors.length > 0) killed = mutant;
    else if (event.name === 'test_start' && killed === mutant) event.test.mode = 'skip';
  }
}

module.exports = MutationEnvironment;
