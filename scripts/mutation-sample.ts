/*
 * Sampled mutation testing (npm run mutation:sample -- [--per-folder N] [--seed S] [folders]): lists every
 * mutant StrykerJS would make in the chosen folders of src/ (all of them by default) with its own
 * instrumenter (scripts/lib/mutants.mjs), draws N of each folder's mutants at random (all of a folder's
 * mutants where it has fewer), seeded so that the same seed draws the same mutants in a folder whatever
 * other folders are named, and runs exactly those: Stryker's `--mutate file:line:col-line:col` ranges,
 * one a drawn mutant (a range also holds the mutants nested in it, such as those inside a removed block:
 * the ignorer plugin scripts/lib/mutation-undrawn.cjs keeps most of them from running; only the drawn
 * ones are the sample). reports/mutation/sample.json keeps, per
 * folder, the seed, N, how many mutants it has and which were drawn. A folder with fewer than 300
 * mutants is run in full (`full`). `--concurrency N` sets Stryker's test runners (stryker.config.json's otherwise);
 * `--force` re-tests the drawn mutants whose results the report already holds (to check a draw reproduces them).
 */
import { execFileSync } from 'child_process';
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { folderOf, sourcesByFolder } from './lib/mutation-doc';
import { drawForFolder } from './lib/mutation-draw';
import { runStryker } from './lib/mutation-run';

const ROOT = join(__dirname, '..');
const SAMPLE = join(ROOT, 'reports', 'mutation', 'sample.json');

interface Position {
  line: number;
  column: number;
}

/** A mutant as Stryker's instrumenter makes it: lines from 1, columns from 0 (a `--mutate` range's units). */
interface Mutant {
  file: string;
  mutator: string;
  replacement: string;
  start: Position;
  end: Position;
}

interface FolderSample {
  seed: number;
  perFolder: number;
  mutants: number;
  /** Every mutant of the folder drawn: it has fewer than FULL_BELOW. */
  full: boolean;
  drawn: Mutant[];
}

/** A folder with fewer mutants than this is run in full, whatever N is (issue 44, item 5). */
const FULL_BELOW = 300;

interface Options {
  perFolder: number;
  seed: number;
  /** Stryker's test runners; stryker.config.json's concurrency when not given. */
  concurrency?: number;
  /** Re-test the drawn mutants even where the report holds their results (Stryker's --force). */
  force: boolean;
  folders: string[];
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { perFolder: 100, seed: 44, force: false, folders: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--per-folder' || arg === '--seed' || arg === '--concurrency') {
      const value = Number(argv[i + 1]);
      const max = arg === '--concurrency' ? 64 : 0xffffffff;
      if (!Number.isSafeInteger(value) || value < (arg === '--seed' ? 0 : 1) || value > max) throw new Error(`${arg} takes a whole number from ${arg === '--seed' ? 0 : 1} to ${max}, not ${JSON.stringify(argv[i + 1] ?? '')}`);
      if (arg === '--seed') options.seed = value;
      else if (arg === '--concurrency') options.concurrency = value;
      else options.perFolder = value;
      i += 1;
    } else if (arg === '--force') {
      options.force = true;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${JSON.stringify(arg)}: mutation:sample takes --per-folder N, --seed S, --concurrency N, --force and folders of src/`);
    } else {
      const folder = arg.replace(/\/+$/, '');
      // The files directly in src/ are one folder, named as docs/mutation.md names it.
      options.folders.push(folder === 'src' ? 'src (top level)' : folder);
    }
  }
  return options;
}

const range = (m: Mutant): string => `${m.file}:${m.start.line}:${m.start.column}-${m.end.line}:${m.end.column}`;

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const all = sourcesByFolder();
  const unknown = options.folders.filter((f) => !all.has(f));
  if (unknown.length) throw new Error(`not a folder of src/: ${unknown.join(', ')} (folders: ${[...all.keys()].join(', ')})`);
  const folders = options.folders.length ? options.folders : [...all.keys()];
  const files = folders.flatMap((f) => all.get(f) ?? []);
  const listed = execFileSync(process.execPath, [join(__dirname, 'lib', 'mutants.mjs'), ...files], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  const mutants = listed.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Mutant);
  const sample: Record<string, FolderSample> = existsSync(SAMPLE) ? (JSON.parse(readFileSync(SAMPLE, 'utf8')) as Record<string, FolderSample>) : {};
  for (const folder of folders) {
    const own = mutants.filter((m) => folderOf(m.file) === folder);
    const full = own.length < FULL_BELOW || own.length <= options.perFolder;
    sample[folder] = { seed: options.seed, perFolder: options.perFolder, mutants: own.length, full, drawn: full ? own : drawForFolder(own, options.perFolder, options.seed, folder) };
    console.log(`${folder}: ${full ? `all ${own.length} mutants (run in full)` : `${sample[folder].drawn.length} of ${own.length} mutants drawn`} (seed ${options.seed})`);
  }
  const sorted = Object.fromEntries(Object.keys(sample).sort().map((f) => [f, sample[f]]));
  writeFileSync(SAMPLE, `${JSON.stringify(sorted, null, 1)}\n`);
  // A folder run in full is mutated by its files rather than by one range a mutant.
  const ranges = [...new Set(folders.flatMap((f) => (sample[f].full ? (all.get(f) ?? []) : sample[f].drawn.map(range))))];
  // Thousands of ranges pass the length of one command-line argument: they go to Stryker in a config file.
  const config = join(tmpdir(), `urnkit-mutation-sample-${process.pid}.json`);
  const base = JSON.parse(readFileSync(join(ROOT, 'stryker.config.json'), 'utf8')) as Record<string, unknown>;
  delete base.$schema;
  // The drawn mutants' places, for the ignorer that keeps Stryker from running the mutants nested in them.
  const drawnFile = join(tmpdir(), `urnkit-mutation-drawn-${process.pid}.json`);
  writeFileSync(drawnFile, JSON.stringify(folders.flatMap((f) => (sample[f].full ? [] : sample[f].drawn))));
  process.env.URNKIT_MUTATION_DRAWN = drawnFile;
  const plugins = [...((base.plugins as string[] | undefined) ?? ['@stryker-mutator/*']), join(__dirname, 'lib', 'mutation-undrawn.cjs')];
  const ignorers = [...((base.ignorers as string[] | undefined) ?? []), 'undrawn'];
  writeFileSync(config, JSON.stringify({ ...base, mutate: ranges, plugins, ignorers, ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }) }));
  const logged = ['--mutate', `sample of ${options.perFolder} per folder, seed ${options.seed}: ${folders.join(',')}`];
  if (options.concurrency !== undefined) logged.push('--concurrency', String(options.concurrency));
  if (options.force) logged.push('--force');
  runStryker(options.force ? [config, '--force'] : [config], logged);
}

try {
  main();
} catch (e) {
  console.error(`mutation:sample: ${(e as Error).message}`);
  process.exitCode = 2;
}
