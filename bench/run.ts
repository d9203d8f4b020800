/*
 * npm run bench: urnkit against its peers, a regular expression and a scan
 * floor, on one seeded corpus (bench/corpus.ts), each contender in its own
 * child process (node --expose-gc) so that JIT state, inline caches and garbage
 * of one never weigh on another. Prints the tables and writes docs/benchmarks.md.
 *
 * Timing (CPU time of the child, and wall clock): in each child, warm-up passes over the contender's slice of the corpus
 * (at least 2 and 300 ms), then 7 timed rounds; a round is one pass, or as many
 * passes as make it last 50 ms or more for small slices. Reported: the median
 * round in ns per URN, with the fastest and slowest round.
 * Memory: after timing, gc(), then one pass sampled every 256 URNs (see memory()).
 *
 *   npm run bench                 full run, writes docs/benchmarks.md
 *   npm run bench -- --quick      10,000 URNs, 3 rounds, prints only
 *   npm run bench -- --only isValid,floor
 *   npm run bench -- --only isValid,tryParse,drafts   the draft revisions against rfc8141
 */
import { spawnSync } from 'child_process';
import { writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as v8 from 'v8';
import { corpusHash, DEFAULT_SEED, DEFAULT_SIZE, generateCorpus } from './corpus';
import { contender, CONTENDERS, DRAFT_CONTENDERS, DRAFTS_MEASURED, loadBuild } from './contenders';
import { checksum, Contender, floorPass, median, pass, passesFor, round, warmUp } from './harness';
import { isValid } from '../src';

const ROUNDS = 7;
const SAMPLE_EVERY = 50;
const MIN_ROUND_MS = 50;

interface Measured {
  id: string;
  hash: string;
  urns: number;
  chars: number;
  /** CPU ns per URN of each round. */
  rounds: number[];
  /** Wall-clock ns per URN of each round. */
  wallRounds: number[];
  /** CPU ns per URN of the scan floor on the same slice, in rounds alternating with the contender's. */
  floorRounds: number[];
  passesPerRound: number;
  accepted?: number;
  /** URNs whose verdict differs from urnkit's rfc8141 verdict. */
  disagree?: number;
  memory: Memory;
  checksum: number;
}

interface Memory {
  /** Bytes allocated per URN, estimated from heap growth between samples with no GC between them. */
  allocPerUrn: number;
  /** Highest heapUsed during the pass, over the heapUsed after gc() before it. */
  peakHeapOver: number;
  /** RSS after corpus generation and gc(), before any work. */
  baseRss: number;
  /** Peak RSS of the whole child (getrusage maxRSS). */
  peakRss: number;
}

interface Slices {
  all: string[];
  valid: string[];
  invalid: string[];
  sample: string[];
  verdicts: Map<string, boolean>;
}

function slices(size: number): Slices & { hash: string } {
  const corpus = generateCorpus(DEFAULT_SEED, size);
  const verdicts = new Map<string, boolean>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const s of corpus.urns) {
    const ok = isValid(s);
    verdicts.set(s, ok);
    (ok ? valid : invalid).push(s);
  }
  const sample = corpus.urns.filter((_, i) => i % SAMPLE_EVERY === 0);
  return { all: corpus.urns, valid, invalid, sample, verdicts, hash: corpusHash(corpus.urns) };
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

function memory(c: Contender, urns: readonly string[], baseRss: number): Memory {
  gc();
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  let allocated = 0;
  let counted = 0;
  const newSpace = (): number => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_used_size ?? 0;
  let heap = v8.getHeapStatistics().used_heap_size;
  let young = newSpace();
  for (let i = 0; i < urns.length; i += 256) {
    const end = Math.min(i + 256, urns.length);
    for (let j = i; j < end; j += 1) c.one(urns[j]);
    const h = v8.getHeapStatistics().used_heap_size;
    const y = newSpace();
    // A scavenge empties new space: growth across one is not allocation.
    if (y >= young && h >= heap) {
      allocated += h - heap;
      counted += end - i;
    }
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    heap = h;
    young = y;
  }
  return { allocPerUrn: counted ? allocated / counted : NaN, peakHeapOver: peak - base, baseRss, peakRss: process.resourceUsage().maxRSS * 1024 };
}

function child(id: string, size: number, rounds: number): Measured {
  const c = contender(id);
  const s = slices(size);
  gc();
  const baseRss = process.memoryUsage().rss;
  const { dataset } = c;
  if (dataset === 'text' || dataset === 'valid-lines' || dataset === 'invalid-lines') throw new Error(`${id} runs on ${dataset}: npm run bench:compare times it`);
  const urns = c.only ? s[dataset].filter((u) => (c.only as (u: string) => boolean)(u)) : s[dataset];
  const run = (): number => pass(c, urns);
  const floor = contender('floor');
  const runFloor = (): number => floorPass(floor, urns);
  const passMs = warmUp(run, 2, 300);
  const floorMs = warmUp(runFloor, 2, 100);
  const passesPerRound = passesFor(passMs, MIN_ROUND_MS);
  const floorPasses = passesFor(floorMs, MIN_ROUND_MS);
  // Contender and floor rounds alternate: a change of machine load hits both.
  const perUrn: number[] = [];
  const wallRounds: number[] = [];
  const floorRounds: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const [cpu, wall] = round(run, passesPerRound, urns.length);
    perUrn.push(cpu);
    wallRounds.push(wall);
    floorRounds.push(round(runFloor, floorPasses, urns.length)[0]);
  }
  let accepted: number | undefined;
  let disagree: number | undefined;
  if (c.verdict) {
    accepted = 0;
    disagree = 0;
    for (const u of urns) {
      const v = c.verdict(u);
      if (v) accepted += 1;
      if (v !== s.verdicts.get(u)) disagree += 1;
    }
  }
  const chars = urns.reduce((n, u) => n + u.length, 0);
  return { id, hash: s.hash, urns: urns.length, chars, rounds: perUrn, wallRounds, floorRounds, passesPerRound, accepted, disagree, memory: memory(c, urns, baseRss), checksum: checksum() };
}

// ---------------------------------------------------------------- parent

function ns(x: number): string {
  return x >= 1e5 ? Math.round(x).toLocaleString('en-US') : x >= 100 ? x.toFixed(0) : x.toFixed(1);
}
const mib = (b: number): string => (b / 1024 / 1024).toFixed(1);
const ratio = (x: number): string => (x >= 100 ? `${Math.round(x).toLocaleString('en-US')}x` : `${x.toFixed(2)}x`);

function runChild(id: string, size: number, rounds: number): Measured {
  const args = ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, '--child', id, '--size', String(size), '--rounds', String(rounds)];
  const r = spawnSync(process.execPath, args, { cwd: path.join(__dirname, '..'), encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`bench child ${id} failed (${r.status}):\n${r.stderr}`);
  const line = r.stdout.trim().split('\n').pop() as string;
  return JSON.parse(line) as Measured;
}

/** The contender's time over the floor's, median over the alternating rounds of its child. */
const xFloor = (m: Measured): number => median(m.rounds.map((t, i) => t / m.floorRounds[i]));

interface Target {
  what: string;
  id: string;
  limit: number;
  /** Measured against this contender (as the ratio of their "x floor" figures) instead of the floor. */
  against?: string;
}
const TARGETS: Target[] = [
  { what: 'isValid <= 1.0x the RFC 8141 regex baseline', id: 'isValid', limit: 1.0, against: 'regex' },
  { what: 'isValid with namespace grammars <= 2.2x isValid (2x before)', id: 'isValid-ns', limit: 2.2, against: 'isValid' },
  { what: 'parse of a valid URN into a typed object <= 2x the floor', id: 'tryParse-valid', limit: 2 },
  { what: 'tryParse of an invalid URN (offset read) <= 10x the floor', id: 'tryParse-invalid', limit: 10 },
  { what: 'invalid URN with full diagnostics <= 10x the floor (50x before)', id: 'tryParse-invalid-full', limit: 10 },
  { what: 'isValid, CommonJS build, <= 1.0x the RFC 8141 regex baseline', id: 'isValid-cjs', limit: 1.0, against: 'regex' },
  { what: 'isValid, ESM build, <= 1.0x the RFC 8141 regex baseline', id: 'isValid-esm', limit: 1.0, against: 'regex' },
  { what: 'parse of a valid URN into a typed object, CommonJS build, <= 2x the floor', id: 'tryParse-valid-cjs', limit: 2 },
  { what: 'parse of a valid URN into a typed object, ESM build, <= 2x the floor', id: 'tryParse-valid-esm', limit: 2 },
  { what: 'tryParse on the mixed corpus <= 0.5x urn-lib', id: 'tryParse', limit: 0.5, against: 'urn-lib' },
];
const PEERS = ['regex', 'urns', 'urn-lib', 'fast-uri', 'canParse'];

function report(results: Map<string, Measured>, size: number, rounds: number, wallS: number, loadAtStart: readonly number[]): string {
  const get = (id: string): Measured | undefined => results.get(id);
  const hashes = new Set([...results.values()].map((m) => m.hash));
  const all = get('floor') ?? [...results.values()][0];
  const cpus = os.cpus();
  const out: string[] = [];
  out.push('# Benchmarks', '');
  out.push('Generated by `npm run bench` (bench/run.ts); do not edit by hand. Every figure below comes from one run,');
  out.push('so ratios compare contenders measured minutes apart on the same machine under the same load.', '');
  out.push(`- machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${os.type()} ${os.release()} (${os.arch()}), ${mib(os.totalmem())} MiB RAM`);
  out.push(`- load average (1, 5, 15 min) at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}; when the report was written: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}: the machine may be shared with other jobs, which is why each row is read as a ratio to the floor timed in alternating rounds`);
  out.push(`- Node ${process.version} (V8 ${process.versions.v8})`);
  out.push(`- date: ${new Date().toISOString()}`);
  out.push(`- command: \`npm run bench\` (\`ts-node -T bench/run.ts\`), ${Math.round(wallS)} s wall clock`);
  out.push(
    `- corpus: bench/corpus.ts, seed 0x${DEFAULT_SEED.toString(16)}, ${size.toLocaleString('en-US')} URNs, ${all ? all.chars.toLocaleString('en-US') : '?'} characters; ` +
      `${get('tryParse-invalid')?.urns.toLocaleString('en-US') ?? '?'} invalid under rfc8141 (urnkit's verdict, identical to the generator's intent); ` +
      `FNV-1a ${[...hashes].join(', ')}${hashes.size === 1 ? ' in every child' : ' (CHILDREN DIFFER!)'}`,
  );
  out.push(`- method: each contender in its own \`node --expose-gc\` child; warm-up, then ${rounds} timed rounds alternating with rounds of the scan floor on the same slice.`);
  out.push('  "ns/URN" is CPU time (process.cpuUsage, user + system, all threads of the child, so GC helper threads count) per URN: median round (min-max over rounds).');
  out.push('  On this shared machine CPU time is steadier than wall-clock time, which is shown too ("wall ns/URN", median round).', '');

  out.push('## Throughput', '');
  out.push('| contender | slice (URNs) | ns/URN median | min-max | wall ns/URN | floor ns/URN | x floor | accepted | differs from urnkit | note |');
  out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const c of CONTENDERS) {
    const m = get(c.id);
    if (!m) continue;
    const lo = Math.min(...m.rounds);
    const hi = Math.max(...m.rounds);
    out.push(
      `| ${c.label} | ${c.dataset} (${m.urns.toLocaleString('en-US')}) | ${ns(median(m.rounds))} | ${ns(lo)}-${ns(hi)} | ${ns(median(m.wallRounds))} | ${ns(median(m.floorRounds))} | ${ratio(xFloor(m))} | ${m.accepted ?? ''} | ${m.disagree ?? ''} | ${c.note} |`,
    );
  }
  out.push('', '"x floor": each child times the scan floor on the same slice (all, valid, invalid, or the 2,000-URN sample) in rounds alternating with the contender\'s;');
  out.push('the figure is the median over rounds of contender time / floor time, so a change in machine load between children cancels out.');
  out.push('"differs from urnkit" counts URNs whose verdict is not urnkit\'s RFC 8141 verdict: the peers do not implement RFC 8141 exactly.', '');

  const urnkit = ['isValid', 'tryParse'].filter((id) => get(id));
  const peers = PEERS.filter((id) => get(id));
  if (urnkit.length && peers.length) {
    out.push('## urnkit against each peer', '', 'urnkit time / peer time on the full corpus (below 1: urnkit is faster), as the ratio of their "x floor" figures.', '');
    out.push(`| | ${peers.map((p) => contender(p).label).join(' | ')} |`);
    out.push(`| --- | ${peers.map(() => '---:').join(' | ')} |`);
    for (const u of urnkit) out.push(`| ${contender(u).label} | ${peers.map((p) => ratio(xFloor(get(u) as Measured) / xFloor(get(p) as Measured))).join(' | ')} |`);
    if (get('reference') && get('tryParse')) out.push('', `The apg-js engine takes ${ratio(xFloor(get('reference') as Measured) / xFloor(get('tryParse') as Measured))} the time of the generated matcher per URN (in x floor, sample vs full corpus).`);
    out.push('');
  }

  out.push('## Targets', '');
  out.push('| target | measured | met |', '| --- | ---: | --- |');
  for (const t of TARGETS) {
    const m = get(t.id);
    const base = t.against ? get(t.against) : m;
    if (!m || !base) continue;
    const x = t.against ? xFloor(m) / xFloor(base) : xFloor(m);
    const vs = t.against ? median(base.rounds) : median(m.floorRounds);
    out.push(`| ${t.what} | ${ratio(x)} (${ns(median(m.rounds))} vs ${ns(vs)} ns/URN) | ${x <= t.limit ? 'yes' : '**no**'} |`);
  }
  out.push('');

  const drafts = DRAFTS_MEASURED.filter((p) => ['isValid', 'tryParse', 'tryParse-valid', 'tryParse-invalid'].every((k) => get(`${k}:${p}`)));
  const base = ['isValid', 'tryParse', 'tryParse-valid', 'tryParse-invalid'].map(get);
  if (drafts.length && base.every(Boolean)) {
    const [isValid8141, tryParse8141, valid8141, invalid8141] = base as Measured[];
    out.push('## Draft revisions', '');
    out.push('Each draft revision with a grammar of its own (and -18, RFC 8141\'s grammar under a draft\'s Urn class), against the rfc8141');
    out.push('profile, as the ratio of their "x floor" figures; target 1.2x or less. isValid and tryParse run on the whole corpus, which is');
    out.push('RFC 8141\'s: a draft rejects a different share of it (saintandre-00 a third), and an error costs several times a parse, so the');
    out.push('mixed tryParse figure follows the share. tryParse on the URNs a draft accepts, and on those it rejects, is set against');
    out.push('rfc8141\'s tryParse on its valid and its invalid URNs: the cost of the code, whatever the verdicts. The target is judged on those and isValid.', '');
    out.push('| revision | valid under it | isValid | x rfc8141 | tryParse, its valid URNs | x rfc8141 | its invalid URNs | x rfc8141 | tryParse, whole corpus | x rfc8141 | within 1.2x |');
    out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const p of drafts) {
      const [v, t, tv, ti] = ['isValid', 'tryParse', 'tryParse-valid', 'tryParse-invalid'].map((k) => get(`${k}:${p}`) as Measured);
      const x = (m: Measured, against: Measured): number => xFloor(m) / xFloor(against);
      const judged = [x(v, isValid8141), x(tv, valid8141), x(ti, invalid8141)];
      const cells = [[v, isValid8141], [tv, valid8141], [ti, invalid8141], [t, tryParse8141]].map(([m, a]) => `${ns(median(m.rounds))} | ${ratio(x(m, a))}`);
      out.push(`| ${p} | ${v.accepted ?? ''} | ${cells.join(' | ')} | ${judged.every((r) => r <= 1.2) ? 'yes' : '**no**'} |`);
    }
    out.push('', 'ns/URN figures are medians; each ratio compares the two children\'s "x floor" figures, so load between children cancels.', '');
  }

  out.push('## Memory', '');
  out.push('Measured in each child after timing: `gc()` twice, then one pass over the slice, sampling every 256 URNs.');
  out.push('"alloc/URN" is heap growth between two samples with no scavenge between them (new space did not shrink), per URN: an estimate of garbage made per URN.');
  out.push('"peak heap" is the highest `process.memoryUsage().heapUsed` during that pass over the value after `gc()` (garbage included).');
  out.push('"peak RSS" is the child\'s getrusage maxRSS over its whole life, corpus included; "base RSS" is its RSS after building the corpus.', '');
  out.push('| contender | alloc/URN (bytes) | peak heap over base (MiB) | base RSS (MiB) | peak RSS (MiB) |', '| --- | ---: | ---: | ---: | ---: |');
  for (const c of CONTENDERS) {
    const m = get(c.id);
    if (!m) continue;
    out.push(`| ${c.label} | ${Number.isFinite(m.memory.allocPerUrn) ? m.memory.allocPerUrn.toFixed(0) : '?'} | ${mib(m.memory.peakHeapOver)} | ${mib(m.memory.baseRss)} | ${mib(m.memory.peakRss)} |`);
  }
  out.push('');
  out.push('## Elsewhere', '');
  out.push('- [docs/extract-benchmarks.md](extract-benchmarks.md) (`npm run bench:extract`): `extractUrns` throughput on prose (target 200 MB/s) and linear time on hostile text.');
  out.push('- [docs/hostile-benchmarks.md](hostile-benchmarks.md) (`npm run bench:hostile`): time and peak memory per input character of every engine on adversarial inputs up to the default `maxLength`.');
  out.push('- [docs/playground-benchmarks.md](playground-benchmarks.md) (`npm run bench:playground`): how long the playground takes to show a 2,000-character URN, against one frame.');
  out.push('- [docs/cli-benchmarks.md](cli-benchmarks.md) (`npm run bench:cli`): `urnkit validate`, `extract`, `diff` and `normalize` on a 1M-line file and 32 MB of text, wall time and peak memory against a line-copy, an `isValid` loop, a regex extractor and `grep` measured in the same run, with `--jobs 1` and the default.');
  out.push('');
  return out.join('\n');
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const childId = argValue('--child');
  if (childId) {
    await loadBuild(childId);
    const m = child(childId, Number(argValue('--size')), Number(argValue('--rounds')));
    process.stdout.write(`${JSON.stringify(m)}\n`);
    return;
  }
  const quick = process.argv.includes('--quick');
  const size = quick ? 10_000 : DEFAULT_SIZE;
  const rounds = quick ? 3 : ROUNDS;
  const only = argValue('--only')?.split(',');
  const ids = [...CONTENDERS, ...DRAFT_CONTENDERS].map((c) => c.id).filter((id) => !only || only.some((o) => id === o || (o === 'drafts' && id.includes(':'))));
  // The rows of the builds measure dist/ as it is now.
  if (ids.some((id) => /-(cjs|esm)$/.test(id))) spawnSync('npm', ['run', 'build'], { cwd: path.join(__dirname, '..'), stdio: 'ignore' });
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const results = new Map<string, Measured>();
  for (const id of ids) {
    const t = Date.now();
    const m = runChild(id, size, rounds);
    results.set(id, m);
    process.stderr.write(`  ${id.padEnd(18)} ${ns(median(m.rounds)).padStart(9)} ns/URN  (${((Date.now() - t) / 1000).toFixed(1)} s)\n`);
  }
  const text = report(results, size, rounds, (Date.now() - started) / 1000, loadAtStart);
  console.log(text);
  if (!quick && !only) {
    const file = path.join(__dirname, '..', 'docs', 'benchmarks.md');
    writeFileSync(file, `${text}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

void main();
