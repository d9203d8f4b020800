/*
 * jest test sequencer of the mutation run (jest.mutation.config.js): while StrykerJS runs a mutant
 * (its id in __STRYKER_ACTIVE_MUTANT__), keeps only the test files whose tests reached that mutant in
 * the dry run, as ./mutation-coverage.js recorded. Stryker's own filter, a pattern of test names, still
 * applies inside the files kept; a file left out holds no test that reached the mutant, so no test
 * that could fail on it. A mutant absent from the record and the dry run itself run every file, and so
 * does a static mutant (one reached while loading a module, outside any test) unless stryker.config.json
 * sets ignoreStatic, under which Stryker runs such a mutant, if a test reached it too, with those tests only.
 * Each mutant's start is logged ({pid, mutant, t}) to the file URNKIT_MUTATION_TIMING names, when set, for
 * scripts/lib/mutation-timing.ts to measure a mutant's cost: the time to the next start in the same runner.
 */
const { appendFileSync, existsSync, readdirSync, readFileSync } = require('fs');
const { join } = require('path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, '.stryker-tmp-map');
const IGNORE_STATIC = JSON.parse(readFileSync(join(ROOT, 'stryker.config.json'), 'utf8')).ignoreStatic === true;
let record;

function load() {
  const files = new Map();
  const statics = new Set();
  for (const name of existsSync(DIR) ? readdirSync(DIR) : []) {
    const entry = JSON.parse(readFileSync(join(DIR, name), 'utf8'));
    for (const id of entry.statics) statics.add(id);
    for (const id of entry.reached) {
      if (!files.has(id)) files.set(id, new Set());
      files.get(id).add(entry.testPath);
    }
  }
  return { files, statics };
}

class MutationSequencer extends Sequencer {
  sort(tests) {
    const id = process.env.__STRYKER_ACTIVE_MUTANT__;
    if (id === undefined) return super.sort(tests);
    const timing = process.env.URNKIT_MUTATION_TIMING;
    if (timing) appendFileSync(timing, `${JSON.stringify({ pid: process.pid, mutant: id, t: Date.now() })}\n`);
    record ??= load();
    const files = record.files.get(id);
    const kept = files === undefined || (!IGNORE_STATIC && record.statics.has(id)) ? tests : tests.filter((test) => files.has(test.path));
    return this.quickFirst(kept);
  }

  /**
   * A mutant's run stops at its first failing test (./mutation-environment.js), so the files that failed
   * in the last run (the neighbouring mutant's killers) go first, then the quickest: jest's own order
   * (failed, then slowest first) minus the "slowest".
   */
  quickFirst(tests) {
    const cost = (test) => this.time(test) ?? Number.MAX_SAFE_INTEGER;
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || cost(a) - cost(b));
  }
}

module.exports = MutationSequencer;
