/*
 * Mutation testing (npm run mutation): StrykerJS over src/ as stryker.config.json sets it up, with the
 * arguments given passed on (`npm run mutation -- --mutate 'src/encoding/**'`), then docs/mutation.md
 * written from the report. `--changed [base]` (npm run mutation:changed) mutates only the src/ files
 * changed since the branch left `base` (main by default), committed or not. Each run is logged in
 * reports/mutation/runs.jsonl (when, on which commit, what it mutated, how long it took, the load).
 * The report, reports/mutation/mutation.json, is also the incremental file: a run re-tests only the
 * mutants whose code or covering tests changed since it was written. After each run the list of tests
 * that reached a killed mutant is dropped from it (Stryker reuses a killed mutant's result while the test
 * that killed it is unchanged; the lists of every covering test would make the file tens of megabytes).
 */
import { execFileSync, spawn } from 'child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'fs';
import { loadavg } from 'os';
import { join } from 'path';
import { writeMutationDoc } from './lib/mutation-doc';

const ROOT = join(__dirname, '..');
const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

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

/** Stryker's own figures, from its log: mutants instrumented, results reused, the initial test run and its length. */
function figures(log: string): Record<string, unknown> {
  const num = (re: RegExp): number | undefined => {
    const m = re.exec(log);
    return m ? Number(m[1]) : undefined;
  };
  // "Ran 5753 tests in 6 minutes and 3 seconds (net ...)": Stryker's timer leaves out a zero part.
  const initial = /Ran \d+ tests? in ([^(]*)\(/.exec(log)?.[1] ?? '';
  const part = (unit: string): number => Number(new RegExp(`(\\d+) ${unit}`).exec(initial)?.[1] ?? 0);
  return {
    mutants: num(/Instrumented \d+ source file\(s\) with (\d+) mutant\(s\)/),
    reused: num(/(\d+) of \d+ mutant result\(s\) are reused/),
    tests: num(/Ran (\d+) tests? in /),
    initialSeconds: initial ? 60 * part('minute') + part('second') : undefined,
  };
}

interface ReportMutant {
  status: string;
  coveredBy?: string[];
}

/** The report without what only slows it down: covering tests of killed mutants, the checkout's absolute path. */
function compact(): void {
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as { projectRoot?: string; files: Record<string, { mutants: ReportMutant[] }> };
  delete report.projectRoot;
  for (const file of Object.values(report.files)) {
    for (const m of file.mutants) if (m.status === 'Killed') delete m.coveredBy;
  }
  writeFileSync(REPORT, `${JSON.stringify(report, null, 1)}\n`);
}

function run(args: string[]): void {
  const started = new Date();
  const load = loadavg()[0];
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', ...args], { cwd: ROOT, stdio: ['inherit', 'pipe', 'inherit'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log += chunk.toString();
  });
  child.on('close', (code) => {
    const seconds = Math.round((Date.now() - started.getTime()) / 1000);
    const entry = { started: started.toISOString(), commit, args, seconds, load: [Number(load.toFixed(1)), Number(loadavg()[0].toFixed(1))], exit: code, ...figures(log) };
    appendFileSync(join(ROOT, 'reports', 'mutation', 'runs.jsonl'), `${JSON.stringify(entry)}\n`);
    if (code !== 0) {
      process.exitCode = code ?? 1;
      return;
    }
    compact();
    writeMutationDoc();
  });
}

const args = strykerArgs(process.argv.slice(2));
if (args) run(args);
