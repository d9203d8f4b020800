/*
 * npm run bench:guard: fails (exit 1) when the working tree makes a hot path
 * 1.3x as slow as the baseline commit (bench/baseline) or more, and is built
 * not to fail when nothing changed, on a shared, loaded machine. How it decides
 * (docs/benchmark-method.md, "The guard"):
 *   1. each row, both builds in fresh children (bench/compare.ts), QUICK_ROUNDS
 *      alternating rounds; a median ratio now / then under DOUBT passes;
 *   2. a row in doubt is measured again, RECHECKS times with fresh children and
 *      RECHECK_ROUNDS rounds each (new processes, so that a JIT decision that
 *      went one way for a whole process is drawn again); the verdict is the
 *      median over all those rounds: at SLOWER or more, the row fails.
 *   npm run bench:guard                        against bench/baseline
 *   npm run bench:guard -- --against <ref>     against another commit (no verdict kept)
 *   npm run bench:guard -- --repo <dir>        read the commits from that checkout (the CI's copy has no .git)
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { Build, buildCommit, buildWorkingTree, compareRow, dispose, fmt, loadAverage, removeInputs, repoOf, RowResult, writeInputs } from './compare';
import { median } from './harness';

/** The rows guarded: parse, isValid, tryParse (invalid), isValid with namespaces, extractUrns. */
const GUARDED = ['tryParse-valid', 'isValid', 'tryParse-invalid', 'isValid-ns', 'extract'];
/** A change this much slower or more fails. */
const SLOWER = 1.3;
/** A first median at or over this is measured again: below SLOWER, so that a real 1.3x whose first look came out low is looked at again. */
const DOUBT = 1.15;
const QUICK_ROUNDS = 9;
const RECHECKS = 2;
const RECHECK_ROUNDS = 15;
/** URNs of the corpus: the first fifth of npm run bench's (the same generator and seed), enough for rounds of 40 ms and quicker to warm. */
const SIZE = 20_000;

/** The baseline commit: the first line of bench/baseline that is not a comment. */
function baseline(): string {
  const text = readFileSync(join(__dirname, 'baseline'), 'utf8');
  const line = text.split('\n').find((l) => l.trim() && !l.trim().startsWith('#'));
  if (!line || !/^[0-9a-f]{40}$/.test(line.trim())) throw new Error('bench/baseline: expected a full commit id on its first line that is not a comment');
  return line.trim();
}

const spread = (xs: number[]): string => `${fmt(median(xs))} (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))}, ${xs.length} rounds)`;

interface Verdict {
  id: string;
  first: RowResult;
  rechecks: RowResult[];
  /** The median the verdict rests on: the first look's, or that of every round of the rechecks. */
  ratio: number;
  failed: boolean;
}

/** Whether a row's first look (its rounds' now / then ratios) calls for measuring it again. */
export const inDoubt = (ratios: readonly number[]): boolean => median(ratios) >= DOUBT;

/** Whether a row in doubt fails: the median of every round of its rechecks at SLOWER or more. */
export const slower = (rechecks: readonly (readonly number[])[]): boolean => median(rechecks.flat()) >= SLOWER;

async function judge(id: string, now: Build, then: Build, inputs: string): Promise<Verdict> {
  const first = await compareRow(id, now, then, inputs, QUICK_ROUNDS);
  if (!inDoubt(first.ratios)) return { id, first, rechecks: [], ratio: median(first.ratios), failed: false };
  const rechecks: RowResult[] = [];
  for (let i = 0; i < RECHECKS; i += 1) rechecks.push(await compareRow(id, now, then, inputs, RECHECK_ROUNDS));
  const ratios = rechecks.map((r) => r.ratios);
  return { id, first, rechecks, ratio: median(ratios.flat()), failed: slower(ratios) };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--against');
  const ref = i >= 0 ? process.argv[i + 1] : baseline();
  const started = Date.now();
  const load = loadAverage();
  const then = buildCommit(repoOf(), ref);
  const now = buildWorkingTree();
  const inputs = writeInputs(SIZE);
  const verdicts: Verdict[] = [];
  try {
    for (const id of GUARDED) {
      const v = await judge(id, now, then, inputs.file);
      verdicts.push(v);
      const again = v.rechecks.length ? `; in doubt, measured again: ${spread(v.rechecks.flatMap((r) => r.ratios))}` : '';
      console.log(`  ${id.padEnd(18)} now / then ${spread(v.first.ratios)}${again}: ${v.failed ? 'SLOWER' : 'ok'}`);
    }
  } finally {
    dispose(now);
    removeInputs(inputs.file);
  }
  const failed = verdicts.filter((v) => v.failed);
  console.log(
    `bench:guard: working tree against ${then.label}, load average ${load} at the start, ${loadAverage()} at the end, ${Math.round((Date.now() - started) / 1000)} s: ` +
      (failed.length ? `FAILED, ${failed.map((v) => `${v.id} ${fmt(v.ratio)}x`).join(', ')} (limit ${SLOWER}x)` : `passed (every row under ${SLOWER}x)`),
  );
  if (failed.length) process.exitCode = 1;
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 2;
  });
