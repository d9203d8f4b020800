/*
 * Every mutant StrykerJS would make in the files named on the command line, from its own instrumenter
 * (@stryker-mutator/instrumenter, the code `stryker run` instruments with), printed as JSON lines:
 * file, mutator, replacement and location (lines from 1, columns from 0, as Stryker's `--mutate
 * file:line:col-line:col` ranges take them). An ES module because the instrumenter is one.
 * Used by scripts/mutation-sample.ts.
 */
import { readFileSync } from 'fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const quiet = () => undefined;
const logger = { isTraceEnabled: () => false, isDebugEnabled: () => false, isInfoEnabled: () => false, isWarnEnabled: () => false, isErrorEnabled: () => false, isFatalEnabled: () => false, trace: quiet, debug: quiet, info: quiet, warn: quiet, error: quiet, fatal: quiet };

const files = process.argv.slice(2).map((name) => ({ name, content: readFileSync(name, 'utf8'), mutate: true }));
const { mutants } = await new Instrumenter(logger).instrument(files, { plugins: null, excludedMutations: [], ignorers: [] });
const out = mutants.map((m) =>
  JSON.stringify({ file: m.fileName, mutator: m.mutatorName, replacement: m.replacement, start: { line: m.location.start.line + 1, column: m.location.start.column }, end: { line: m.location.end.line + 1, column: m.location.end.column } }),
);
process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
