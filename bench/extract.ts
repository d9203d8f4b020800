/*
 * Benchmark of URN extraction (issue 11): throughput of extractUrns on seeded
 * prose with a URN about every 200 bytes, and the time of hostile inputs at
 * three sizes, where linear time shows as time growing by the same factor as
 * the size. Prints a markdown section and writes it to docs/extract-benchmarks.md.
 *   npx ts-node -T bench/extract.ts            full run
 *   npx ts-node -T bench/extract.ts --quick    smaller text, fewer rounds, prints only
 */
import { writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Readable } from 'stream';
import { extractUrns } from '../src/extract/extract';
import { CandidateScanner, findStart } from '../src/extract/candidates';
import { extractUrnsFromStream } from '../src/extract/stream';
import { prng } from '../src/prng';
import { countMatches } from './harness';

const quick = process.argv.includes('--quick');
const MB = 1e6;
const SEED = 0x11;
const PROSE_BYTES = quick ? 4 * MB : 32 * MB;
const ROUNDS = quick ? 3 : 7;
const HOSTILE_SIZES = quick ? [1 * MB, 2 * MB, 4 * MB] : [2.5 * MB, 5 * MB, 10 * MB];

const WORDS = (
  'the a of to and in is that for it as was with be by on not he this are or his from at which but have an they you were ' +
  'identifier namespace resource record catalogue register assertion schema payload element attribute document library ' +
  'migration inventory audit resolver service name persistent location binding version see also under where each'
).split(' ');

/** A URN of a common shape, or (1 in 20) a broken one, in one of the ways URNs sit in text. */
function urn(next: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const hex = (n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('');
  const body = pick([
    () => `urn:isbn:978-${digits(1)}-${digits(3)}-${digits(5)}-${digits(1)}`,
    () => `urn:uuid:${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    () => `urn:ietf:rfc:${digits(4)}`,
    () => `urn:oasis:names:tc:SAML:2.0:${pick(['assertion', 'protocol', 'metadata'])}`,
    () => `URN:NBN:de:${digits(4)}-${digits(6)}`,
    () => `urn:example:${hex(6)}?=lang=en#sec-${digits(2)}`,
    () => `urn:ietf:params:scim:schemas:core:2.0:User`,
    () => `urn:a:${hex(4)}`, // invalid: a one-character NID
  ])();
  return pick([
    (u: string) => u,
    (u: string) => `(${u})`,
    (u: string) => `<${u}>`,
    (u: string) => `"${u}"`,
    (u: string) => `${u}.`,
    (u: string) => `${u},`,
    (u: string) => `[${u}]`,
  ])(body);
}

/** Prose of about `bytes` ASCII characters: words, sentences, lines of about 80 characters, a URN every 150-250 characters. */
export function prose(bytes: number, seed = SEED): string {
  const next = prng(seed);
  const parts: string[] = [];
  let length = 0;
  let line = 0;
  let untilUrn = 200;
  while (length < bytes) {
    let word: string;
    if (untilUrn <= 0) {
      word = urn(next);
      untilUrn = 150 + Math.floor(next() * 101);
    } else {
      word = WORDS[Math.floor(next() * WORDS.length)];
      if (next() < 0.08) word += next() < 0.7 ? '.' : ',';
    }
    const sep = line + word.length > 80 ? '\n' : ' ';
    line = sep === '\n' ? 0 : line + word.length + 1;
    parts.push(word, sep);
    length += word.length + 1;
    untilUrn -= word.length + 1;
  }
  return parts.join('');
}

let sink = 0;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU time of this process in ms: on a shared machine, steadier than the wall clock (bench/run.ts measures the same way). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Median and best CPU ms of one `run` over `rounds` rounds after a warm-up; a
 * round repeats `run` until it lasts 20 ms, so that short runs are not lost in
 * the timer's granularity.
 */
function time(run: () => number, rounds = ROUNDS): { median: number; best: number } {
  const w = cpuMs();
  sink += run();
  const reps = Math.max(1, Math.ceil(20 / Math.max(cpuMs() - w, 0.01)));
  const ms: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = cpuMs();
    for (let r = 0; r < reps; r += 1) sink += run();
    ms.push((cpuMs() - t) / reps);
  }
  return { median: median(ms), best: Math.min(...ms) };
}

function countCandidates(text: string): number {
  const s = new CandidateScanner();
  let n = 0;
  let from = 0;
  for (;;) {
    const stop = s.next(text, from, 0);
    if (stop < 0) return n + (s.finish(text.length) ? 1 : 0);
    n += 1;
    from = stop;
  }
}

/** The common grep: "urn:" and then anything but white space, quotes and angle brackets. */
function countRegex(text: string): number {
  const re = /\burn:[^\s"'<>]+/gi;
  let n = 0;
  while (re.exec(text)) n += 1;
  return n;
}

async function countStream(text: string, chunk: number): Promise<number> {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunk) chunks.push(text.slice(i, i + chunk));
  let n = 0;
  for await (const m of extractUrnsFromStream(Readable.from(chunks))) n += m.line > 0 ? 1 : 0;
  return n;
}

const HOSTILE: [string, (n: number) => string, { invalid: boolean }?][] = [
  ['`urn:` repeated (one candidate, too long)', (n) => 'urn:'.repeat(n / 4)],
  ['one line of `(`', (n) => '('.repeat(n)],
  ['one line of `)`', (n) => ')'.repeat(n)],
  ['`(urn:` repeated (openers inside one candidate)', (n) => '(urn:'.repeat(n / 5)],
  ['`(` run, `urn:a:b`, `)` run', (n) => `${'('.repeat(n / 2)}urn:a:b${')'.repeat(n / 2)}`],
  ['`urn:a:b` then a run of `.`', (n) => `urn:a:b${'.'.repeat(n)}`],
  ['`:` repeated (a ":" at every character)', (n) => ':'.repeat(n)],
  ["`'urn:` repeated (opener, empty candidates)", (n) => "'urn:".repeat(n / 5)],
  ['`urn:ab:c ` repeated (many valid URNs)', (n) => 'urn:ab:c '.repeat(n / 9)],
  ['`urn:a ` repeated (many invalid candidates)', (n) => 'urn:a '.repeat(n / 6)],
  ['the same, without `invalid: true` (no errors built)', (n) => 'urn:a '.repeat(n / 6), { invalid: false }],
];

async function main(): Promise<void> {
  const text = prose(PROSE_BYTES);
  const mb = text.length / MB;
  const urns = countMatches(extractUrns, text);
  const candidates = countCandidates(text);
  const rows: string[] = [];
  const throughput = (name: string, run: () => number, note: string): number => {
    const t = time(run);
    const rate = mb / (t.median / 1000);
    rows.push(`| ${name} | ${t.median.toFixed(0)} | ${rate.toFixed(0)} | ${(mb / (t.best / 1000)).toFixed(0)} | ${note} |`);
    return rate;
  };
  const rate = throughput('`extractUrns` (rfc8141)', () => countMatches(extractUrns, text), `${urns.toLocaleString('en-US')} URNs of ${candidates.toLocaleString('en-US')} candidates`);
  throughput('`extractUrns` (rfc8141, `invalid: true`)', () => countMatches(extractUrns, text, { invalid: true }), 'the invalid candidates too, with their errors');
  throughput('`extractUrns` (rfc2141)', () => countMatches(extractUrns, text, { profile: 'rfc2141' }), '');
  throughput('candidate rule only (no parse)', () => countCandidates(text), 'CandidateScanner alone');
  throughput('`"urn:"` starts only', () => {
    let n = 0;
    for (let i = findStart(text, 0, -1); i >= 0; i = findStart(text, i + 4, -1)) n += 1;
    return n;
  }, 'findStart alone: the floor of any extractor');
  throughput('grep-style regex `/\\burn:[^\\s"\'<>]+/gi`', () => countRegex(text), 'for comparison: it cannot tell where a URN ends');
  const streamMs: number[] = [];
  for (let i = 0; i < Math.max(3, ROUNDS - 2); i += 1) {
    const t = cpuMs();
    sink += await countStream(text, 64 * 1024);
    streamMs.push(cpuMs() - t);
  }
  const sm = median(streamMs);
  rows.push(`| \`extractUrnsFromStream\` (64 KiB string chunks) | ${sm.toFixed(0)} | ${(mb / (sm / 1000)).toFixed(0)} | ${(mb / (Math.min(...streamMs) / 1000)).toFixed(0)} | with line and column |`);

  const hostileRows: string[] = [];
  let worstRatio = 0;
  for (const [name, make, options = { invalid: true }] of HOSTILE) {
    const cells: string[] = [];
    const times: number[] = [];
    let found = 0;
    for (const size of HOSTILE_SIZES) {
      const input = make(size);
      const t = time(() => {
        let n = 0;
        for (const m of extractUrns(input, options)) n += m.text.length > 0 ? 1 : 0;
        found = n;
        return n;
      }, 3);
      times.push(t.best);
      cells.push(t.best.toFixed(t.best < 10 ? 2 : 1));
    }
    const ratio = times[2] / times[0];
    worstRatio = Math.max(worstRatio, ratio);
    hostileRows.push(`| ${name} | ${cells.join(' | ')} | ${ratio.toFixed(1)} | ${found.toLocaleString('en-US')} |`);
  }
  const sizes = HOSTILE_SIZES.map((s) => `${s / MB} MB (ms)`);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const md = [
    '## URN extraction',
    '',
    `Generated by \`npx ts-node -T bench/extract.ts\`${quick ? ' --quick' : ''}; do not edit by hand.`,
    '',
    `- machine: ${cpu}, ${os.cpus().length} cores, ${os.type()} ${os.release()} (${os.arch()}); Node ${process.version}`,
    `- date: ${new Date().toISOString()}`,
    `- text: seeded prose (mulberry32, seed 0x${SEED.toString(16)}), ${text.length.toLocaleString('en-US')} ASCII characters in lines of about 80, ` +
      `a URN every 150-250 characters (bare, in parentheses, angle brackets, quotes, square brackets, before "." or ","; 1 in 8 invalid), ${urns.toLocaleString('en-US')} valid URNs`,
    `- method: one warm-up pass, then ${ROUNDS} timed passes over the whole string, in CPU time (process.cpuUsage, user + system: the machine is shared); MB/s = 10^6 characters per CPU second, median pass (best pass)`,
    '',
    '| what | ms per pass | MB/s | best MB/s | note |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `Target: at least 200 MB/s for \`extractUrns\`: ${rate.toFixed(0)} MB/s, ${rate >= 200 ? 'met' : 'not met'}.`,
    '',
    `### Hostile inputs (\`extractUrns\` with \`invalid: true\` unless noted, CPU time, best of 3 rounds of at least 20 ms; linear time: the ratio column near ${(HOSTILE_SIZES[2] / HOSTILE_SIZES[0]).toFixed(0)})`,
    '',
    `| input | ${sizes.join(' | ')} | ratio ${HOSTILE_SIZES[2] / MB} / ${HOSTILE_SIZES[0] / MB} MB | matches at ${HOSTILE_SIZES[2] / MB} MB |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | ---: |`,
    ...hostileRows,
    '',
    `Largest time ratio between the largest and the smallest size: ${worstRatio.toFixed(1)} (size ratio ${(HOSTILE_SIZES[2] / HOSTILE_SIZES[0]).toFixed(0)}).`,
    '',
  ].join('\n');
  console.log(md);
  if (!quick) writeFileSync(path.join(__dirname, '..', 'docs', 'extract-benchmarks.md'), `# Benchmarks: URN extraction\n\n${md}`);
  if (sink === -1) console.log('');
}

if (require.main === module) void main();
