/*
 * Mutation testing (npm run mutation): StrykerJS over src/ as stryker.config.json sets it up, with the
 * arguments given passed on (`npm run mutation -- --mutate 'src/encoding/**'`), then docs/mutation.md
 * written from the report. `--changed [base]` (npm run mutation:changed) mutates only the src/ files
 * changed since the branch left `base` (main by default), committed or not. Each run is logged
 * (scripts/lib/mutation-run.ts). The report, reports/mutation/mutation.json, is also the incremental
 * file: a run re-tests only the mutants whose code or covering tests changed since it was written.
 */
import { existsSync } from 'fs';
import { join } from 'path';
import { git, runStryker } from './lib/mutation-run';

const ROOT = join(__dirname, '..');

/** The src/ TypeScript files changed since the branch left `base`, committed, staged or not. */
function changedSources(base: string): string[] {
  const since = git('merge-base', 'HEAD', base);
  const names = [git('diff', '--name-only', '--diff-filter=AMR', since), git('ls-files', '--others', '--exclude-standard', 'src')].join('\n');
  return [...new Set(names.split('\n'))].filter((f) => /^src\/.*\.ts$/.test(f) && !f.endsWith('.d.ts') && existsSync(join(ROOT, f))).sort();
}

function strykerArgs(argv: string[]): string[] | undefined {
  const at = argv.indexOf('--changed');
  if (at < 0) return argv;
  const base = argv[at + 1] && !argv[at + 1].startsWith('-') ? argv[at + 1] : 'main';
  const rest = argv.filter((_, i) => i !== at && !(i === at + 1 && argv[i] === base));
  const files = changedSources(base);
  if (files.length === 0) {
    console.log(`No file under src/ changed since this branch left ${base}: nothing to mutate.`);
    return undefined;
  }
  console.log(`Mutating the ${files.length} file(s) changed since ${base}: ${files.join(', ')}`);
  return ['--mutate', files.join(','), ...rest];
}

const args = strykerArgs(process.argv.slice(2));
if (args) runStryker(args);
