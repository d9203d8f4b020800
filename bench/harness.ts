/*
 * What npm run bench (bench/run.ts) and npm run bench:compare (bench/compare.ts)
 * share: the contender type, the scan floor, urnkit's rows written against an
 * API object (the source tree's, or a build of another commit), and the timing
 * loop. Nothing here imports urnkit: a child of bench:compare loads only the
 * build it times, and creates each row's closures once, as npm run bench does.
 */
import type * as urnkit from '../src';

/** Which slice of the corpus a contender runs on ('text': dense prose, for extractUrns; '-lines': the slice in chunks of lines, bench/cli-rows.ts). */
export type Dataset = 'all' | 'valid' | 'invalid' | 'sample' | 'text' | 'valid-lines' | 'invalid-lines';

export interface Contender {
  /** Key on the command line of a child process. */
  id: string;
  label: string;
  dataset: Dataset;
  /** One URN: a number that depends on the result. */
  one(s: string): number;
  /** The verdict the contender gives (undefined: it gives none). */
  verdict?(s: string): boolean;
  /** Keeps only the URNs of the slice this accepts (a draft's own valid or invalid URNs). */
  only?(s: string): boolean;
  note: string;
}

/** The floor: read every character once through a 128-entry table, as any validator must. */
const SCAN_TABLE = new Uint8Array(128);
for (let c = 0; c < 128; c += 1) SCAN_TABLE[c] = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]/.test(String.fromCharCode(c)) ? 1 : 0;

export function scan(s: string): number {
  let acc = 0;
  for (let i = 0; i < s.length; i += 1) acc += SCAN_TABLE[s.charCodeAt(i) & 127];
  return acc;
}

export const FLOOR: Contender = { id: 'floor', label: 'char-code scan floor', dataset: 'all', one: scan, note: 'charCodeAt + Uint8Array(128) lookup of every character, summed' };

/** The part of urnkit's API its rows call: the source tree's, or another build's (bench/compare.ts times two side by side). */
export type UrnkitApi = Pick<typeof urnkit, 'isValid' | 'tryParse' | 'parse' | 'extractUrns'>;

const WITH_NAMESPACES = { namespaces: true } as const;

/** The URNs extractUrns finds in `text` (bench/extract.ts and the extract row). */
export function countMatches(extract: UrnkitApi['extractUrns'], text: string, options?: Parameters<UrnkitApi['extractUrns']>[1]): number {
  let n = 0;
  for (const m of extract(text, options)) n += m.urn ? 1 : 0;
  return n;
}

/**
 * urnkit's rows, calling `api`: npm run bench passes the source tree, bench/compare.ts
 * each of the two builds it compares, so that both time the same code.
 */
export function urnkitRows(api: UrnkitApi): Contender[] {
  const parseOffset = (s: string): number => {
    try {
      return api.parse(s).nss.length;
    } catch (e) {
      return (e as { offset: number }).offset;
    }
  };
  return [
    {
      id: 'isValid',
      label: 'urnkit isValid (rfc8141)',
      dataset: 'all',
      one: (s) => (api.isValid(s) ? 1 : 0),
      verdict: (s) => api.isValid(s),
      note: "the js pattern of the grammar's automaton, written into the matcher by the grammar build (src/patterns/verdict.ts); no Urn built (rfc8141 has no error-level rules)",
    },
    {
      id: 'isValid-ns',
      label: 'urnkit isValid (rfc8141, namespaces)',
      dataset: 'all',
      one: (s) => (api.isValid(s, WITH_NAMESPACES) ? 1 : 0),
      verdict: (s) => api.isValid(s, WITH_NAMESPACES),
      note: "one expression per URN: the profile's joined with the NID's namespace grammar (src/compile/embedding.ts), ISBN/ISSN check digits on the texts its groups captured; verdicts differ where a namespace rule fails",
    },
    {
      id: 'tryParse',
      label: 'urnkit tryParse (rfc8141)',
      dataset: 'all',
      one: (s) => {
        const r = api.tryParse(s);
        return r.ok ? r.urn.nss.length : r.error.offset;
      },
      verdict: (s) => api.tryParse(s).ok,
      note: 'Rfc8141Urn (its parts own data properties, cut at the parse); UrnParseError for the invalid 10% (fields computed when read)',
    },
    {
      id: 'tryParse-valid',
      label: 'urnkit tryParse, valid URNs -> typed object',
      dataset: 'valid',
      one: (s) => {
        const r = api.tryParse(s);
        return r.ok ? r.urn.nss.length + (r.urn.qComponent?.length ?? 0) : -1;
      },
      note: 'Rfc8141Urn for every valid URN of the corpus, nss and qComponent read',
    },
    {
      id: 'parse-valid',
      label: 'urnkit parse (throwing), valid URNs',
      dataset: 'valid',
      one: parseOffset,
      note: 'as above through parse',
    },
    {
      id: 'tryParse-invalid-none',
      label: 'urnkit tryParse, invalid URNs, nothing read',
      dataset: 'invalid',
      one: (s) => (api.tryParse(s).ok ? 1 : 0),
      note: 'the failing match and the returned UrnParseError (an object on its prototype, no native Error construction), no field read',
    },
    {
      id: 'tryParse-invalid',
      label: 'urnkit tryParse, invalid URNs, offset read',
      dataset: 'invalid',
      one: (s) => {
        const r = api.tryParse(s);
        return r.ok ? -1 : r.error.offset;
      },
      note: 'UrnParseError, its offset read (the fast matcher locates the failure; the rest is computed when read)',
    },
    {
      id: 'tryParse-invalid-full',
      label: 'urnkit tryParse, invalid URNs, full diagnostics',
      dataset: 'invalid',
      one: (s) => {
        const r = api.tryParse(s);
        return r.ok ? -1 : r.error.expected.length + r.error.offset + r.error.message.length;
      },
      note: 'UrnParseError with code, offset, expected, found, section and message read (the diagnosing matcher runs)',
    },
    {
      id: 'tryParse-invalid-json',
      label: 'urnkit tryParse, invalid URNs, as JSON',
      dataset: 'invalid',
      one: (s) => {
        const r = api.tryParse(s);
        return r.ok ? -1 : JSON.stringify(r.error).length;
      },
      note: "JSON.stringify of the UrnParseError: every field, the hint and up to three corrected URNs, the record of an invalid line of validate --json",
    },
    {
      id: 'parse-invalid',
      label: 'urnkit parse (throwing), invalid URNs, offset read',
      dataset: 'invalid',
      one: parseOffset,
      note: 'as tryParse, plus the stack trace a thrown error captures',
    },
    {
      id: 'extract',
      label: 'urnkit extractUrns, dense prose',
      dataset: 'text',
      one: (text) => countMatches(api.extractUrns, text),
      note: 'bench/extract.ts\'s prose, a URN every 150-250 characters; "per URN" figures are per text',
    },
  ];
}

let sink = 0;

/** What the timed work returned, summed: printed by the caller so that no result can be optimized away. */
export const checksum = (): number => sink;

export function pass(c: Contender, urns: readonly string[]): number {
  let acc = 0;
  for (let i = 0; i < urns.length; i += 1) acc += c.one(urns[i]);
  return acc;
}

/**
 * pass() again, for the floor: the same code shape as the contender's loop, but
 * its own call site, so that the one in pass() stays monomorphic.
 */
export function floorPass(c: Contender, urns: readonly string[]): number {
  let acc = 0;
  for (let i = 0; i < urns.length; i += 1) acc += c.one(urns[i]);
  return acc;
}

/** CPU time of this process (all threads, so GC helpers count), in ns. */
function cpuNs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

const wallNs = (): number => Number(process.hrtime.bigint());

/**
 * Runs `run` until it has run `min` times and `ms` milliseconds (at most `max`
 * times); ms per run. Milliseconds of the wall clock, or with `cpu` of CPU
 * time: on a loaded machine 300 ms of the wall clock may be a tenth of that
 * on the processor, too little for the JIT to have settled.
 */
export function warmUp(run: () => number, min: number, ms: number, cpu = false, max = 50): number {
  const clock = cpu ? cpuNs : wallNs;
  const t0 = clock();
  let n = 0;
  let acc = 0;
  while (n < min || (clock() - t0 < ms * 1e6 && n < max)) {
    acc += run();
    n += 1;
  }
  sink += acc;
  return (clock() - t0) / 1e6 / n;
}

/** ns per URN of one round of `passes` passes: CPU time, and wall-clock time. */
export function round(run: () => number, passes: number, urns: number): [number, number] {
  const c = cpuNs();
  const t = process.hrtime.bigint();
  for (let p = 0; p < passes; p += 1) sink += run();
  const wall = Number(process.hrtime.bigint() - t);
  return [(cpuNs() - c) / (passes * urns), wall / (passes * urns)];
}

/** Passes per round that make a round last `minMs` or more, given the ms of one pass. */
export const passesFor = (passMs: number, minMs: number): number => Math.max(1, Math.ceil(minMs / Math.max(passMs, 1e-3)));

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
