/*
 * Sampled mutation testing (npm run mutation:sample -- [--per-folder N] [--seed S] [folders]): lists every
 * mutant StrykerJS would make in the chosen folders of src/ (all of them by default) with its own
 * instrumenter (scripts/lib/mutants.mjs), draws N of each folder's mutants at random (all of a folder's
 * mutants where it has fewer), seeded so that the same seed draws the same mutants in a folder whatever
 * other folders are named, and runs exactly those: Stryker's `--mutate file:line:col-line:col` ranges,
 * one a drawn mutant (a range also holds the mutants nested in it, such as those inside a removed block:
 * they are run too, but only the drawn ones are the sample). reports/mutation/sample.json keeps, per
 * folder, the seed, N, how many mutants it has and which were drawn.
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
  drawn: Mutant[];
}

interface Options {
  perFolder: number;
  seed: number;
  folders: string[];
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { perFolder: 100, seed: 44, folders: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--per-folder' || arg === '--seed') {
      const value = Number(argv[i + 1]);
      if (!Number.isSafeInteger(value) || value < (arg === '--seed' ? 0 : 1) || value > 0xffffffff) throw new Error(`${arg} takes a whole number${arg === '--seed' ? ' from 0 to 4294967295' : ' from 1'}, not ${JSON.stringify(argv[i + 1] ?? '')}`);
      if (arg === '--seed') options.seed = value;
      else options.perFolder = value;
      i += 1;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${JSON.stringify(arg)}: mutation:sample takes --per-folder N, --seed S and folders of src/`);
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
    sample[folder] = { seed: options.seed, perFolder: options.perFolder, mutants: own.length, drawn: drawForFolder(own, options.perFolder, options.seed, folder) };
    console.log(`${folder}: ${sample[folder].drawn.length} of ${own.length} mutants drawn (seed ${options.seed})`);
  }
  const sorted = Object.fromEntries(Object.keys(sample).sort().map((f) => [f, sample[f]]));
  writeFileSync(SAMPLE, `${JSON.stringify(sorted, null, 1)}\n`);
  const ranges = [...new Set(folders.flatMap((f) => sample[f].drawn.map(range)))];
  // Thousands of ranges pass the length of one command-line argument: they go to Stryker in a config file.
  const config = join(tmpdir(), `urnkit-mutation-sample-${process.pid}.json`);
  const base = JSON.parse(readFileSync(join(ROOT, 'stryker.config.json'), 'utf8')) as Record<string, unknown>;
  delete base.$schema;
  writeFileSync(config, JSON.stringify({ ...base, mutate: ranges }));
  runStryker([config], ['--mutate', `sample of ${options.perFolder} per folder, seed ${options.seed}: ${folders.join(',')}`]);
}

try {
  main();
} catch (e) {
  console.error(`mutation:sample: ${(e as Error).message}`);
  process.exitCode = 2;
}
