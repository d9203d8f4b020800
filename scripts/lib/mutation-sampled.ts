/*
 * A sampled folder's results (docs/mutation.md, "Sampled folders"): the statuses of the mutants drawn by
 * npm run mutation:sample (reports/mutation/sample.json), found in Stryker's report by file, start,
 * mutator and replacement, and the score over them with its 95% Wilson interval. The mutants nested in a
 * drawn one's range, which Stryker runs too, are left out: counting them would weigh the sample towards
 * large statements.
 */
import { wilsonInterval } from './wilson';

interface Position {
  line: number;
  column: number;
}

/** A drawn mutant as sample.json keeps it: columns from 0 (the instrumenter's). */
export interface DrawnMutant {
  file: string;
  mutator: string;
  replacement: string;
  start: Position;
  /** Where its range ends (sample.json has it; older draws may not). */
  end?: Position;
}

/** A folder's draw (reports/mutation/sample.json). */
export interface FolderDraw {
  seed: number;
  mutants: number;
  full?: boolean;
  drawn: readonly DrawnMutant[];
}

/** A mutant of Stryker's report: columns from 1. */
interface ReportedMutant {
  mutatorName: string;
  replacement?: string;
  location: { start: Position };
  status: string;
}

/** The drawn mutants by status, and the score over those that ran with its interval. */
export interface SampleCounts {
  drawn: number;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Survived or not covered, and listed in reports/mutation/equivalent.json: no input tells it from the code, so it is left out of the score (Stryker's "ignored"). */
  equivalent: number;
  /** Drawn but without a score: static (not run), errors, pending, or absent from the report. */
  other: number;
  /** Killed and timed out over killed, timed out, survived and no coverage; undefined when none ran. */
  score?: number;
  interval?: [number, number];
}

const key = (file: string, line: number, column: number, mutator: string, replacement: string): string => JSON.stringify([file, line, column, mutator, replacement]);

/** Whether a mutant of the report (columns from 1) was drawn in one of `samples`' folders. */
export function drawnIn(samples: Readonly<Record<string, FolderDraw>>): (file: string, m: ReportedMutant) => boolean {
  const drawn = new Set(Object.values(samples).flatMap((d) => d.drawn.map((m) => key(m.file, m.start.line, m.start.column + 1, m.mutator, m.replacement))));
  return (file, m) => drawn.has(key(file, m.location.start.line, m.location.start.column, m.mutatorName, m.replacement ?? m.mutatorName));
}

const before = (a: Position, b: Position): boolean => a.line < b.line || (a.line === b.line && a.column <= b.column);

/**
 * Whether a mutant of the report (columns from 1) lies inside a drawn mutant's range, where Stryker runs it too.
 * One outside every range was not run by the sample: the report holds it from an earlier run (Stryker's incremental
 * mode keeps the results of mutants out of scope), made on the tests of then.
 */
export function nestedIn(samples: Readonly<Record<string, FolderDraw>>): (file: string, m: { location: { start: Position; end: Position } }) => boolean {
  return (file, m) => {
    const start = { line: m.location.start.line, column: m.location.start.column - 1 };
    const end = { line: m.location.end.line, column: m.location.end.column - 1 };
    return Object.values(samples).some((d) => d.drawn.some((r) => r.file === file && r.end !== undefined && before(r.start, start) && before(end, r.end)));
  };
}

/**
 * Counts the statuses the report gives the folder's drawn mutants; a surviving or uncovered one that
 * `isEquivalent` (file, line, mutator, replacement) recognises counts as equivalent, outside the score.
 */
export function sampleCounts(
  draw: FolderDraw,
  files: Readonly<Record<string, { mutants: readonly ReportedMutant[] }>>,
  isEquivalent: (file: string, line: number, mutator: string, replacement: string) => boolean = () => false,
): SampleCounts {
  const status = new Map<string, string>();
  for (const file of new Set(draw.drawn.map((m) => m.file))) {
    for (const m of Object.hasOwn(files, file) ? files[file].mutants : []) {
      status.set(key(file, m.location.start.line, m.location.start.column, m.mutatorName, m.replacement ?? m.mutatorName), m.status);
    }
  }
  const c: SampleCounts = { drawn: draw.drawn.length, killed: 0, timedOut: 0, survived: 0, noCoverage: 0, equivalent: 0, other: 0 };
  for (const m of draw.drawn) {
    const s = status.get(key(m.file, m.start.line, m.start.column + 1, m.mutator, m.replacement));
    if ((s === 'Survived' || s === 'NoCoverage') && isEquivalent(m.file, m.start.line, m.mutator, m.replacement)) c.equivalent += 1;
    else if (s === 'Killed') c.killed += 1;
    else if (s === 'Timeout') c.timedOut += 1;
    else if (s === 'Survived') c.survived += 1;
    else if (s === 'NoCoverage') c.noCoverage += 1;
    else c.other += 1;
  }
  const detected = c.killed + c.timedOut;
  const valid = detected + c.survived + c.noCoverage;
  const interval = wilsonInterval(detected, valid);
  return interval ? { ...c, score: detected / valid, interval } : c;
}
