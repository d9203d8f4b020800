/*
 * jest for StrykerJS (stryker.config.json): the unit-level test files that exercise src/ in process, so
 * that the initial run takes minutes and a mutant well under a second (docs/mutation.md, "Runs").
 * Everything left out still runs in `npm test`:
 *   - the packed package, the built dist/ or a browser, which never load the mutated sources:
 *     consumer, package, playground, chromium, grammar-lab (headless Chromium), user-docs (runs the
 *     README's examples against dist/), runtimes (bundles src/ with esbuild into a vm context);
 *   - database servers: postgres, clickhouse, mariadb, duckdb, validate-column (DuckDB over large columns;
 *     column-chunks, a few small files through the same in-process DuckDB, stays in),
 *     sql-scripts (PostgreSQL);
 *   - child processes: cli-core, cli-errors, cli-jobs, cli-streams (the CLI as a child), build-grammars
 *     (the grammar build), hostile (a child's memory, back-pressure), returned-errors (stack traces in a
 *     child), untrusted-grammars (compiles in a child), patterns-engines, patterns-long and pattern-literals
 *     (the patterns in other engines: JVM, Python, Perl, grep, PostgreSQL), patterns (random grammars, the
 *     engines' CLI);
 *   - long differential, exhaustive and random loops: differential, literals, namespace-rewrites, regex,
 *     prefix (exhaustive short strings, seeded mutants and random URNs against apg-js);
 *   - tests of the repository rather than src/: api-docs, bench-guard, citations, doc-links, inside-repo.
 * The setup file and the test sequencer (tests/support/mutation-*.js) make each mutant load only the
 * test files whose tests reached it, the environment ends a mutant's run at its first failing test, and
 * ts-jest stays the transform: an esbuild transform measured no faster here (initial run on src/views,
 * 5,264 tests: 48 and 48 s with ts-jest, 56 and 50 s with esbuild).
 * URNKIT_MUTATION_RUN tells the random-grammar tests that compile times are not bounded here.
 */
const { join } = require('path');
const base = require('./jest.config.js');

process.env.URNKIT_MUTATION_RUN = '1';

const TESTS = [
  'builder', 'cli-bin', 'cli-commands', 'cli-conventions', 'cli-equivalence', 'cli-json', 'cli-render', 'column-chunks',
  'conformance', 'conformance-report', 'core-api', 'core-errors', 'core-options', 'core-rewrites', 'core-vectors',
  'diagnose-passes', 'embedding', 'encoding', 'encoding-probes', 'equivalence', 'extract', 'extract-chunks',
  'frozen', 'grammar-automata', 'grammar-compiler', 'hints', 'history', 'history-report', 'line-json',
  'line-verdict', 'namespaces', 'pattern-dialects', 'prng', 'registration', 'registration-text', 'revisions',
  'schema', 'sql-literals', 'sql-script-text', 'sweep', 'untrusted-inputs', 'view-linear', 'views', 'work-bound',
];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  // Stryker runs jest in band and reads each file's coverage from its own process: jest.config.js's
  // workerIdleMemoryLimit would move the files into workers (jest then never runs in band), and every
  // file's coverage would be missing ("Missing coverage results" in the initial run).
  workerIdleMemoryLimit: undefined,
  testMatch: TESTS.map((name) => `<rootDir>/tests/${name}.test.ts`),
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), join(__dirname, 'tests/support/mutation-coverage.js')],
  testSequencer: join(__dirname, 'tests/support/mutation-sequencer.js'),
  // A path, not <rootDir>/...: Stryker reads testEnvironment before jest resolves <rootDir>.
  testEnvironment: join(__dirname, 'tests/support/mutation-environment.js'),
};
