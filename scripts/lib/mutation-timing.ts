/*
 * The cost of one mutant, measured: tests/support/mutation-sequencer.js appends a line {pid, mutant, t}
 * to the file named by URNKIT_MUTATION_TIMING each time a test runner (one process, one mutant at a
 * time) starts a mutant's jest run, so a mutant costs the time to the next start in the same process,
 * everything included (jest's start, the tests, Stryker's own work). The last mutant of each process has
 * no next start and is left out. Stryker's report keeps no time per mutant.
 */
import { existsSync, readFileSync } from 'fs';

/** One start logged by the sequencer: the test runner's process, the mutant's id, the time in ms. */
export interface MutantStart {
  pid: number;
  mutant: string;
  t: number;
}

/** Per-mutant seconds: the median, the 90th percentile (nearest rank) and how many mutants they are over. */
export interface MutantCost {
  medianSeconds: number;
  p90Seconds: number;
  timed: number;
}

/** Seconds between consecutive starts in the same process, each process's last start dropped. */
export function mutantSeconds(starts: readonly MutantStart[]): number[] {
  const byPid = new Map<number, number[]>();
  for (const s of starts) byPid.set(s.pid, [...(byPid.get(s.pid) ?? []), s.t]);
  const out: number[] = [];
  for (const times of byPid.values()) {
    const sorted = [...times].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i += 1) out.push((sorted[i] - sorted[i - 1]) / 1000);
  }
  return out;
}

/** The median (mean of the middle two for an even count) and nearest-rank 90th percentile; undefined without any. */
export function mutantCost(seconds: readonly number[]): MutantCost | undefined {
  if (seconds.length === 0) return undefined;
  const s = [...seconds].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  const p90 = s[Math.ceil(0.9 * s.length) - 1];
  const round = (n: number): number => Math.round(n * 100) / 100;
  return { medianSeconds: round(median), p90Seconds: round(p90), timed: s.length };
}

/** The starts logged in `path` (none when it is missing), lines that are not a start skipped. */
export function readStarts(path: string): MutantStart[] {
  if (!existsSync(path)) return [];
  const starts: MutantStart[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const s = JSON.parse(line) as MutantStart;
      if (Number.isFinite(s.pid) && Number.isFinite(s.t) && typeof s.mutant === 'string') starts.push(s);
    } catch {
      // A line cut short by a killed runner: not a start.
    }
  }
  return starts;
}
