/*
 * Writes docs/conformance.md from the grammars (npm run conformance), or with
 * --check fails, naming the file, when the committed one is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { conformanceReport } from '../src/conformance/report';

const file = join(__dirname, '..', 'docs', 'conformance.md');
const fresh = conformanceReport();
if (process.argv.includes('--check')) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== fresh) {
    console.error('docs/conformance.md is stale: run `npm run conformance` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('docs/conformance.md is up to date.');
  }
} else {
  writeFileSync(file, fresh);
  console.log('wrote docs/conformance.md');
}
