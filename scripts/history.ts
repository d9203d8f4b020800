/*
 * Writes docs/history.md (npm run history), or with --check fails, naming the
 * file, when the committed one is stale.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { historyReport } from '../src/history/report';
import { writeOrCheck } from './lib/generated-doc';

const root = join(__dirname, '..');
const vectors = readFileSync(join(root, 'tests', 'data', 'vectors.public.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { input: string }).input);

writeOrCheck('history.md', 'history', historyReport({ grammarText: (name) => readFileSync(join(root, 'grammar', `${name}.abnf`), 'utf8'), vectors }));
