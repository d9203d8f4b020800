/*
 * npm run fuzz: seeded random and mutated inputs through both engines (the
 * generated matcher and apg-js must say the same, and isValid with them), and
 * the invariants of scripts/lib/fuzz.ts on every valid one. One run per
 * profile, then one per namespace grammar (namespace URNs mutated in their
 * NSS, components after it, namespace rules on), one per community grammar
 * (the same, with the shipped and community sets together), then random
 * grammars (scripts/lib/grammar-fuzz.ts: compiled, run through both engines
 * and the expression, each compile within COMPILE_BOUND; diamond chains past
 * GRAMMAR_LIMITS.work refused with the documented error), spread over worker
 * processes.
 *
 *   npm run fuzz -- [--count 1000000] [--namespace-count N] [--revision-count N] [--grammars G] [--seed S] [--jobs J]
 *
 * --count is per main profile, --namespace-count per namespace grammar and
 * --revision-count per draft revision (both default: --count), --grammars the
 * random grammars (default 100,000). Exits 1 and
 * prints the seed, target and input of each failure.
 */
import { fork } from 'child_process';
import { availableParallelism } from 'os';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { REVISIONS } from '../src/revisions';
import { PROFILES, RevisionName } from '../src/types';
import { namespacesWithCommunity } from '../src/entries/namespaces';
import { caseVariant, disagreement, invariantFailure, mutant, namespaceMutant, prng, withComponents } from './lib/fuzz';
import { fuzzGrammars } from './lib/grammar-fuzz';

/** Random grammars per task: compiling them is the cost, so a slice is smaller than one of inputs. */
const GRAMMAR_SLICE = 250;

interface Task {
  /** A profile (a main one or a draft revision), "namespace <nid>", "community <nid>" or "grammars". */
  target: string;
  count: number;
  seed: number;
}

interface Outcome {
  target: string;
  count: number;
  failures: string[];
  ms: number;
  /** Random grammars: the inputs they were run on, and the slowest compile over COMPILE_BOUND. */
  inputs?: number;
  undecided?: number;
  /** Random grammars refused past GRAMMAR_LIMITS.work (diamond chains). */
  refused?: number;
  worstBound?: number;
}

const NAMESPACE_DATA = join(__dirname, '..', 'tests', 'data', 'namespaces');
const COMMUNITY_DATA = join(NAMESPACE_DATA, 'community');

/** The inputs of a namespace's vector file (tests/data/namespaces/<nid>.jsonl). */
function vectorInputs(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l) => {
      const input = (JSON.parse(l) as { input?: unknown }).input;
      return typeof input === 'string' ? [input] : [];
    });
}

function run(task: Task): Outcome {
  const started = Date.now();
  const random = prng(task.seed);
  if (task.target === 'grammars') {
    const g = fuzzGrammars(random, task.count, task.seed);
    return { target: task.target, count: g.grammars, failures: g.failures, ms: Date.now() - started, inputs: g.inputs, undecided: g.undecided, refused: g.refused, worstBound: g.worstBound };
  }
  const [kind, nid] = task.target.split(' ');
  const namespace = kind === 'namespace' || kind === 'community' ? nid : undefined;
  const seeds = namespace ? vectorInputs(join(kind === 'community' ? COMMUNITY_DATA : NAMESPACE_DATA, `${namespace}.jsonl`)) : [];
  const option = kind === 'community' ? namespacesWithCommunity : namespace !== undefined;
  const failures: string[] = [];
  for (let i = 0; i < task.count && failures.length < 10; i += 1) {
    const profile: RevisionName = namespace ? PROFILES[i % PROFILES.length] : (task.target as RevisionName);
    // A namespace URN gets components after its NSS: its grammar must not read them.
    const input = namespace ? withComponents(namespaceMutant(random, seeds), i) : mutant(random);
    const other = random() < 0.5 ? caseVariant(random, input) : mutant(random);
    const found = disagreement(input, profile, option) || invariantFailure(input, other, profile, option);
    if (found) failures.push(`seed ${task.seed}, ${task.target}, input #${i}: ${found}`);
  }
  return { target: task.target, count: task.count, failures, ms: Date.now() - started };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function number(name: string, fallback: number): number {
  const v = arg(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not ${JSON.stringify(v)}`);
  return n;
}

async function main(): Promise<void> {
  const count = number('count', 1_000_000);
  const namespaceCount = number('namespace-count', count);
  const revisionCount = number('revision-count', count);
  const drafts = REVISIONS.map((r) => r.name).filter((name) => !(PROFILES as readonly string[]).includes(name));
  const grammars = number('grammars', 100_000);
  const seed = number('seed', Date.now() % 2 ** 31);
  const jobs = Math.max(1, number('jobs', availableParallelism()));
  const nidsIn = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.jsonl')).map((f) => f.replace(/\.jsonl$/, '')).sort();
  const tasks: Task[] = [
    ...PROFILES.map((p) => ({ target: p as string, count, seed })),
    ...drafts.map((d) => ({ target: d as string, count: revisionCount, seed })),
    ...nidsIn(NAMESPACE_DATA).map((n) => ({ target: `namespace ${n}`, count: namespaceCount, seed })),
    ...nidsIn(COMMUNITY_DATA).map((n) => ({ target: `community ${n}`, count: namespaceCount, seed })),
  ];
  // Each target is cut into slices so that the workers stay busy; a slice's seed is the run's seed plus its index.
  const slice = Math.max(1, Math.ceil(Math.max(count, namespaceCount, revisionCount) / (jobs * 4)));
  const sliced = (t: Task, size: number): Task[] => Array.from({ length: Math.ceil(t.count / size) }, (_, k) => ({ target: t.target, count: Math.min(size, t.count - k * size), seed: t.seed + k }));
  // The grammars first: their slices are the longest, so the workers end together.
  const queue = [...sliced({ target: 'grammars', count: grammars, seed }, GRAMMAR_SLICE), ...tasks.flatMap((t) => sliced(t, slice))];
  if (grammars) tasks.push({ target: 'grammars', count: grammars, seed });
  const totals = new Map<string, Outcome>(tasks.map((t) => [t.target, { target: t.target, count: 0, failures: [], ms: 0, inputs: 0, undecided: 0, refused: 0, worstBound: 0 }]));
  const started = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      const child = fork(__filename, ['--worker'], { execArgv: ['--require', 'ts-node/register/transpile-only'] });
      let pending: { resolve(o: Outcome): void; reject(e: Error): void } | undefined;
      child.on('message', (m) => pending?.resolve(m as Outcome));
      child.on('exit', (code) => pending?.reject(new Error(`a fuzz worker exited with code ${code}`)));
      for (let task = queue.shift(); task; task = queue.shift()) {
        const current = task;
        const out = await new Promise<Outcome>((resolve, reject) => {
          pending = { resolve, reject };
          child.send(current);
        });
        const t = totals.get(out.target) as Outcome;
        t.count += out.count;
        t.failures.push(...out.failures);
        t.ms += out.ms;
        t.inputs = (t.inputs ?? 0) + (out.inputs ?? 0);
        t.undecided = (t.undecided ?? 0) + (out.undecided ?? 0);
        t.refused = (t.refused ?? 0) + (out.refused ?? 0);
        t.worstBound = Math.max(t.worstBound ?? 0, out.worstBound ?? 0);
      }
      pending = undefined;
      child.disconnect();
    }),
  );
  let failed = 0;
  for (const t of totals.values()) {
    failed += t.failures.length;
    const what = t.target === 'grammars' ? `grammars compiled (${t.refused ?? 0} more refused past GRAMMAR_LIMITS.work; ${(t.inputs ?? 0).toLocaleString('en-US')} inputs, ${t.undecided ?? 0} past a work budget; slowest compile ${((t.worstBound ?? 0) * 100).toFixed(0)}% of COMPILE_BOUND)` : 'inputs';
    console.log(`${t.target.padEnd(20)} ${t.count.toLocaleString('en-US').padStart(10)} ${what}  ${(t.ms / 1000).toFixed(0).padStart(5)} s CPU  ${t.failures.length ? `${t.failures.length} FAILED` : 'ok'}`);
    for (const f of t.failures.slice(0, 10)) console.error(f);
  }
  console.log(`seed ${seed}, ${jobs} workers, ${((Date.now() - started) / 1000).toFixed(0)} s: ${failed ? `${failed} failures` : 'no disagreement, every invariant held'}`);
  process.exitCode = failed ? 1 : 0;
}

if (process.argv.includes('--worker')) {
  process.on('message', (task: Task) => (process.send as (m: Outcome) => void)(run(task)));
} else {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 2;
  });
}
