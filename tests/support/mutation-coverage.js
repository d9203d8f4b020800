/*
 * jest setup file of the mutation run (jest.mutation.config.js): during StrykerJS's dry run, writes
 * which mutants each test file's tests reached, so that ./mutation-sequencer.js can leave out, in each
 * mutant's run, the test files none of whose tests reached it. Stryker itself filters by test name only,
 * which still loads every test file (and the modules it imports) for every mutant.
 * Outside a Stryker dry run (no instrumented code, or a mutant active) it does nothing.
 */
const { mkdirSync, writeFileSync } = require('fs');
const { createHash } = require('crypto');
const { join } = require('path');

const DIR = join(__dirname, '..', '..', '.stryker-tmp-map');
const namespace = () => globalThis[globalThis.__strykerGlobalNamespace__ ?? '__stryker__'];
const reached = new Set();
const started = Date.now();

afterEach(() => {
  const stryker = namespace();
  if (!stryker || process.env.__STRYKER_ACTIVE_MUTANT__ !== undefined) return;
  const hits = stryker.mutantCoverage?.perTest?.[stryker.currentTestId];
  for (const id of Object.keys(hits ?? {})) reached.add(id);
});

afterAll(() => {
  const stryker = namespace();
  if (!stryker || process.env.__STRYKER_ACTIVE_MUTANT__ !== undefined) return;
  const { testPath } = expect.getState();
  mkdirSync(DIR, { recursive: true });
  const name = createHash('sha1').update(testPath).digest('hex');
  const statics = Object.keys(stryker.mutantCoverage?.static ?? {});
  writeFileSync(join(DIR, `${name}.json`), JSON.stringify({ testPath, ms: Date.now() - started, reached: [...reached], statics }));
});
