/*
 * One StrykerJS run as stryker.config.json sets it up (scripts/mutation.ts, scripts/mutation-sample.ts):
 * logged in reports/mutation/runs.jsonl (when, on which commit, what it mutated, how long it took, the
 * load), the report compacted, then docs/mutation.md written from it. After each run the list of tests
 * that reached a killed mutant is dropped from the report (Stryker reuses a killed mutant's result while
 * the test that killed it is unchanged; the lists of every covering test would make the file tens of megabytes).
 */
import { execFileSync, spawn } from 'child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { writeMutationDoc } from './mutation-doc';
import { mutantCost, mutantSeconds, readStarts } from './mutation-timing';

const ROOT = join(__dirname, '..', '..');
const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
export const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

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
  statusReason?: string;
  coveredBy?: string[];
}

/** The reason the sample's ignorer gives the mutants it kept from running (nested in a drawn one, not drawn). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REASON: UNDRAWN } = require('./mutation-undrawn.cjs') as { REASON: string };

/** The report without what only slows it down: covering tests of killed mutants, the checkout's absolute path, mutants not run. */
function compact(): void {
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as { projectRoot?: string; files: Record<string, { mutants: ReportMutant[] }> };
  delete report.projectRoot;
  for (const file of Object.values(report.files)) {
    // Mutants a sample kept from running were never tested: the report holds no result for them.
    file.mutants = file.mutants.filter((m) => !(m.status === 'Ignored' && m.statusReason === UNDRAWN));
    for (const m of file.mutants) if (m.status === 'Killed') delete m.coveredBy;
  }
  writeFileSync(REPORT, `${JSON.stringify(report, null, 1)}\n`);
}

/**
 * Runs `stryker run` with `args`; `logged` is what runs.jsonl records as the arguments (a sample's
 * description rather than its thousands of ranges). `done` follows the doc's update.
 */
export function runStryker(args: string[], logged: string[] = args, done?: () => void): void {
  const started = new Date();
  const load = loadavg()[0];
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  // Each mutant's start, logged by the test sequencer (tests/support/mutation-sequencer.js), for its cost.
  const timing = join(tmpdir(), `urnkit-mutation-timing-${process.pid}.jsonl`);
  rmSync(timing, { force: true });
  const env = { ...process.env, URNKIT_MUTATION_TIMING: timing };
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', ...args], { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'inherit'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log += chunk.toString();
  });
  child.on('close', (code) => {
    const seconds = Math.round((Date.now() - started.getTime()) / 1000);
    const cost = mutantCost(mutantSeconds(readStarts(timing)));
    rmSync(timing, { force: true });
    const entry = { started: started.toISOString(), commit, args: logged, seconds, load: [Number(load.toFixed(1)), Number(loadavg()[0].toFixed(1))], exit: code, ...figures(log), ...cost };
    appendFileSync(join(ROOT, 'reports', 'mutation', 'runs.jsonl'), `${JSON.stringify(entry)}\n`);
    if (code !== 0) {
      process.exitCode = code ?? 1;
      return;
    }
    compact();
    writeMutationDoc();
    done?.();
  });
}

