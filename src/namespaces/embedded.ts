/*
 * isValid with namespaces as one expression per URN: the NID is read where
 * the profile's layout puts it (src/compile/embedding.ts), its namespace is
 * looked up without building a string, and the profile's expression joined
 * with the namespace's decides (built once per namespace and profile). Check
 * characters then run on the texts its groups captured. Where any of this is
 * missing, the answer is undefined and isValid takes its general path.
 *
 * The layout holds only for input the profile's expression accepts; on other
 * input the NID read here may be wrong, but every expression tested here
 * contains the profile's, so the verdict is still false.
 */
import type { ProfileLayout } from '../compile/embedding';
import type { CheckAlgorithm } from '../compile/meta';
import { checkHolds } from './check-digits';
import type { NamespaceGrammar, NamespaceSet } from './types';

interface Entry {
  /** The NID, ASCII letters in lower case, and its hash (see embeddedValid). */
  nid: string;
  hash: number;
  /** A NID of at most SHORT_NID characters as a number (see embeddedValid), else -1. */
  code: number;
  grammar: NamespaceGrammar | undefined;
  /** Whether the grammar has check characters (@check): read here, not through the grammar's meta, on every URN. */
  checks: boolean;
  /** The profile layout met last, and the joined expression for it (null where the namespace cannot join). */
  layout: ProfileLayout | undefined;
  pattern: RegExp | null;
  /**
   * With checks: the groups of that expression that capture a checked rule, with their checks, copied
   * from the grammar's embedding for the profile (a loaded grammar's arrays are frozen, which V8 reads slower).
   */
  groups: [number, CheckAlgorithm][];
  /** Those of other profiles met before. */
  others: Map<ProfileLayout, RegExp | null> | undefined;
  next: Entry | undefined;
}

/** NIDs seen with a set, hashed: a NID is looked up once, whatever its case, and never sliced again. */
interface Table {
  buckets: Array<Entry | undefined>;
  size: number;
}

const BUCKET_BITS = 10;
const BUCKETS = 1 << BUCKET_BITS;
/** Beyond this many NIDs a table keeps only those with a grammar: a stream of made-up NIDs is looked up each time instead. */
const TABLE_LIMIT = 4096;
/** NIDs are at most 32 characters in every profile; a longer run is left to the general path. */
const NID_LIMIT = 64;
/**
 * NIDs up to this long are keyed by their characters as one number, exact in
 * a double: found without hashing or comparing characters again (isbn, uuid,
 * ietf, oid...). Longer ones are hashed and compared.
 */
const SHORT_NID = 7;

const tables = /* @__PURE__ */ new WeakMap<NamespaceSet, Table>();
/** The table of the set last used: a loop passes the same set each time, and a WeakMap lookup costs more than a NID. */
let lastSet: NamespaceSet | undefined;
let lastTable: Table | undefined;

function tableOf(set: NamespaceSet): Table {
  if (set === lastSet) return lastTable as Table;
  let table = tables.get(set);
  if (!table) tables.set(set, (table = { buckets: Array.from({ length: BUCKETS }, () => undefined), size: 0 }));
  lastSet = set;
  lastTable = table;
  return table;
}

/** The NID-end characters of the layout last met, below 0x80, as a table: the scan reads one entry per character instead of walking ranges. */
let endsLayout: ProfileLayout | undefined;
let endsTable = new Uint8Array(0x80);

function asciiEnds(layout: ProfileLayout): Uint8Array {
  if (layout === endsLayout) return endsTable;
  const table = new Uint8Array(0x80);
  for (const [lo, hi] of layout.nidEnd) for (let c = lo; c <= hi && c < 0x80; c += 1) table[c] = 1;
  endsLayout = layout;
  return (endsTable = table);
}

function inRanges(ranges: ProfileLayout['nidEnd'], c: number): boolean {
  for (let i = 0; i < ranges.length; i += 1) if (c >= ranges[i][0] && c <= ranges[i][1]) return true;
  return false;
}

/** The character as the table keys it: ASCII letters in lower case. */
const fold = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

/** The hash of a long NID: its folded characters, base 31. */
function nidHash(input: string, start: number, end: number): number {
  let hash = 0;
  for (let i = start; i < end; i += 1) hash = (Math.imul(hash, 31) + fold(input.charCodeAt(i))) | 0;
  return hash;
}

/** The bucket of a short NID's code: its high and low 32 bits mixed. */
const codeBucket = (code: number): number => Math.imul((code | 0) ^ ((code / 0x100000000) | 0), 0x9e3779b1) >>> (32 - BUCKET_BITS);

function sameNid(entry: Entry, hash: number, input: string, start: number, end: number): boolean {
  const nid = entry.nid;
  if (entry.hash !== hash || nid.length !== end - start) return false;
  for (let i = start; i < end; i += 1) if (fold(input.charCodeAt(i)) !== nid.charCodeAt(i - start)) return false;
  return true;
}

/** Adds the NID input[start, end) to `table`; once the table is full, only a NID with a grammar (the set has finitely many). */
function addEntry(set: NamespaceSet, table: Table, input: string, start: number, end: number, code: number): Entry {
  const nid = input.slice(start, end).replace(/[A-Z]+/g, (s) => s.toLowerCase());
  const grammar = set.grammarFor(nid);
  const hash = nidHash(input, start, end);
  const bucket = code < 0 ? hash & (BUCKETS - 1) : codeBucket(code);
  const entry: Entry = { nid, hash, code, grammar, checks: (grammar?.meta.namespace.checks.length ?? 0) > 0, layout: undefined, pattern: null, groups: [], others: undefined, next: table.buckets[bucket] };
  if (table.size < TABLE_LIMIT || grammar !== undefined) {
    table.buckets[bucket] = entry;
    table.size += 1;
  }
  return entry;
}

/** A NID (ASCII, letters in lower case) as an expression that matches it in any case. */
const anyCase = (nid: string): string => nid.replace(/[^]/g, (c) => (c >= 'a' && c <= 'z' ? `[${c.toUpperCase()}${c}]` : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));

/**
 * The profile's expression joined with the namespace's, as the namespace's
 * matcher module says (null: cannot), for the URNs whose NID is `nid` in
 * some case; `input` is one of them, its NID ending at `end`.
 */
function joined(g: NamespaceGrammar, profile: string, profilePattern: RegExp, layout: ProfileLayout, nid: string, input: string, end: number): RegExp | null {
  const e = g.matcher.embeds?.[profile];
  if (!e || e.layout !== layout.key) return null;
  const [from, to] = layout.nssCut;
  const [nss, after] = [profilePattern.source.slice(from, to), profilePattern.source.slice(to)];
  let before = profilePattern.source.slice(0, from);
  // The NID itself where the profile's NID rule stands: the rule ignores case
  // (e.nid), so the NID is valid in every case if in one, as this test with
  // the input's text around it tells (where it fails, on an invalid NID or
  // input, the rule stays). V8 reads "[Uu][Uu][Ii][Dd]" faster than the rule.
  try {
    if (e.nid && new RegExp(before).test(input.slice(0, layout.nidStart) + nid + input.slice(end, end + layout.gap))) before = before.slice(0, e.nid[0]) + anyCase(nid) + before.slice(e.nid[1]);
    return new RegExp(e.how === 'within' ? `${before}(?:${e.source})${after}` : `${before}(?=(?:${e.source})${layout.nssEndAhead})${nss}${after}`);
  } catch {
    return null;
  }
}

/**
 * Whether `input` is valid under the profile of `profilePattern` (its expression) and the namespaces
 * of `set`; undefined where this path cannot tell. The caller has ruled out
 * strictness, error-level rules, the reference engine and overlong input.
 */
export function embeddedValid(set: NamespaceSet, profile: string, profilePattern: RegExp, layout: ProfileLayout, input: string): boolean | undefined {
  const start = layout.nidStart;
  const n = input.length;
  let end = start;
  // The folded characters as digits 1-128 in base 129: distinct NIDs of up to SHORT_NID characters get distinct codes.
  let code = 0;
  const ends = asciiEnds(layout);
  for (; end < n; end += 1) {
    const c = input.charCodeAt(end);
    if (c < 0x80) {
      if (ends[c] === 1) break;
    } else if (inRanges(layout.nidEnd, c)) break;
    else return undefined;
    if (end - start >= NID_LIMIT) return undefined;
    code = code * 129 + fold(c) + 1;
  }
  const table = tableOf(set);
  let entry: Entry | undefined;
  if (end - start <= SHORT_NID) {
    entry = table.buckets[codeBucket(code)];
    while (entry !== undefined && entry.code !== code) entry = entry.next;
  } else {
    code = -1;
    const hash = nidHash(input, start, end);
    entry = table.buckets[hash & (BUCKETS - 1)];
    while (entry !== undefined && !sameNid(entry, hash, input, start, end)) entry = entry.next;
  }
  if (entry === undefined) entry = addEntry(set, table, input, start, end, code);
  const g = entry.grammar;
  if (g === undefined) return profilePattern.test(input);
  if (entry.layout !== layout) {
    // Another profile than last time: keep what was joined for it.
    if (entry.layout !== undefined) (entry.others ??= new Map()).set(entry.layout, entry.pattern);
    entry.pattern = entry.others?.has(layout) ? (entry.others.get(layout) as RegExp | null) : joined(g, profile, profilePattern, layout, entry.nid, input, end);
    entry.layout = layout;
    entry.groups = (g.matcher.embeds?.[profile]?.checks ?? []).map(([k, algorithm]) => [k, algorithm]);
  }
  const pattern = entry.pattern;
  if (pattern === null) return undefined;
  let m: RegExpExecArray | null;
  // The engine may give up on an expression of one's own (its backtrack stack): the general path decides then.
  try {
    if (!entry.checks) return pattern.test(input);
    m = pattern.exec(input);
  } catch {
    return undefined;
  }
  if (m === null) return false;
  // A grammar with check characters joins only with the groups that capture their texts (src/compile/embedding.ts).
  for (const [k, algorithm] of entry.groups) {
    // A group outside the path that matched captures nothing, and the empty text has nothing to check.
    const text = m[k] ?? '';
    if (!checkHolds(algorithm, text, 0, text.length)) return false;
  }
  return true;
}
