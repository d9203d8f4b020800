/*
 * Writes docs/history.md (npm run history), or with --check fails, naming the
 * file, when the committed one is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { historyReport } from '../src/history/report';

const root = join(__dirname, '..');
const file = join(root, 'docs', 'history.md');
const vectors = readFileSync(join(root, 'tests', 'data', 'vectors.public.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { input: string }).input);
const fresh = historyReport({ grammarText: (name) => readFileSync(join(root, 'grammar', `${name}.abnf`), 'utf8'), vectors });
if (process.argv.includes('--check')) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== fresh) {
    console.error('docs/history.md is stale: run `npm run history` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('docs/history.md is up to date.');
  }
} else {
  writeFileSync(file, fresh);
  console.log('wrote docs/history.md');
}
