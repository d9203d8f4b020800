/*
 * What the native patterns are run on in the engines (tests/patterns-engines.test.ts): per grammar
 * (every revision's, every shipped namespace grammar's with a pattern), the spec vectors, 10^4 seeded
 * fuzzed inputs, and the traps each dialect has (a final newline, NUL, non-ASCII, the characters
 * Unicode case folding maps to ASCII letters, astral characters, lone surrogates, long repetitions);
 * and what isValid says of each (the verdicts the engines must give), with parse's parts.
 */
import { isValid, tryParse } from '../../src/parse';
import { ALL_SET } from '../../src/namespaces/community';
import type { NamespaceGrammar } from '../../src/namespaces/types';
import { PART_FIELDS } from '../../src/profiles/draft-urn';
import { REVISIONS } from '../../src/revisions';
import type { RevisionName } from '../../src/types';
import { AFTER_NSS, mutant, namespaceMutant, prng, withComponents } from '../../scripts/lib/fuzz';
import { readJsonl, vectors } from './vectors';

/** Seeded fuzzed inputs per grammar. */
export const FUZZED = 10_000;

/** Characters a dialect could mistake for ASCII ones, or mishandle: fold targets, line ends, NUL, astral, lone surrogates. */
export const TRAP_CHARACTERS = ['\n', '\r', '\r\n', '\u2028', '\u0085', '\0', '\u00e9', '\u212a', '\u017f', '\u0130', '\u{1f600}', '\ud800', '\udc00', '\t', ' '];

/** The inputs of one grammar: valid ones bent at each trap, and long repetitions. */
export function traps(valid: readonly string[], random: () => number): string[] {
  const out: string[] = [];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  for (const v of valid.slice(0, 40)) {
    for (const t of TRAP_CHARACTERS) {
      out.push(v + t, t + v);
      const at = 1 + Math.floor(random() * (v.length - 1));
      out.push(v.slice(0, at) + t + v.slice(at), v.slice(0, at) + t + v.slice(at + 1));
    }
    // Letters Unicode folds to ASCII in place of theirs: K (U+212A), long s (U+017F), dotted I (U+0130).
    out.push(v.replace(/k/i, '\u212a'), v.replace(/s/i, '\u017f'), v.replace(/i/i, '\u0130'), v.toUpperCase(), v.toLowerCase());
  }
  const v = pick(valid.length ? valid : ['urn:example:a']);
  const colon = v.indexOf(':', 4);
  for (const n of [30, 31, 32, 33, 62, 63, 64]) out.push(`urn:${'a'.repeat(n)}:x`, `urn:a${'-'.repeat(n)}a:x`, `urn:${'a1'.repeat(n >> 1)}:x`);
  for (const n of [255, 256, 1001, 5000]) out.push(v + 'a'.repeat(n), v + '%41'.repeat(n), `${v.slice(0, colon + 1)}${'9'.repeat(n)}`, v + '?'.repeat(n), v + '-'.repeat(n));
  return out;
}

export interface PatternCase {
  /** "rfc8141", "rfc2141bis-16", "isbn under rfc8141". */
  id: string;
  /** The revisions whose pattern this is (they share one grammar and rule table). */
  revisions: RevisionName[];
  namespace?: NamespaceGrammar;
  inputs: string[];
  /** What isValid says of each input (under each of the revisions: they agree, or the case records it). */
  valid: boolean[];
  /** Revisions that disagree with the first on some input (should be none). */
  split: string[];
}

/** The main profiles and the draft revisions, grouped by grammar (drafts add no error rule: one language per grammar). */
export function revisionGroups(): Array<{ grammar: string; revisions: RevisionName[] }> {
  const groups = new Map<string, RevisionName[]>();
  for (const r of REVISIONS) groups.set(r.grammar, [...(groups.get(r.grammar) ?? []), r.name as RevisionName]);
  return [...groups].map(([grammar, revisions]) => ({ grammar, revisions }));
}

/** The valid inputs of the spec vectors (any profile): the seeds of the traps. */
const validVectors = (): string[] => vectors().filter((v) => v.rfc2141 || v.rfc2141bis || v.rfc8141).map((v) => v.input);

/** A revision group's inputs and verdicts. */
export function revisionCase(grammar: string, revisions: RevisionName[], seed: number): PatternCase {
  const random = prng(seed);
  const spec = vectors().map((v) => v.input);
  const fuzzed = Array.from({ length: FUZZED }, () => mutant(random));
  const valid0 = [...spec, ...fuzzed].filter((s) => isValid(s, { profile: revisions[0] }));
  const inputs = [...spec, ...fuzzed, ...traps([...valid0.slice(0, 30), ...validVectors().slice(0, 10)], random)];
  return withVerdicts({ id: revisions.length > 1 ? `${grammar} (${revisions.join(', ')})` : grammar, revisions, inputs });
}

/** The valid vectors of a namespace (tests/data/namespaces/), and its grammar's @example URNs. */
export function namespaceSeeds(g: NamespaceGrammar): string[] {
  const file = `namespaces/${g.community ? 'community/' : ''}${g.nid}.jsonl`;
  // Rows with an input (the others are equivalence pairs).
  const rows = readJsonl<{ input?: string }>(file).flatMap((r) => (typeof r.input === 'string' ? [r.input] : []));
  return [...new Set([...rows, ...g.meta.namespace.examples])];
}

/** A namespace's inputs under `profile`, and the verdicts of the namespace's syntax (the check characters left out, as the pattern leaves them). */
export function namespaceCase(g: NamespaceGrammar, profile: RevisionName, seed: number): PatternCase {
  const random = prng(seed);
  const seeds = namespaceSeeds(g);
  const valid = seeds.filter((s) => syntaxValid(s, profile, g));
  const fuzzed = Array.from({ length: FUZZED }, (_, i) => withComponents(namespaceMutant(random, valid.length ? valid : seeds), i));
  // Other NIDs (an alias, a NID one letter off) and the components a profile allows after the NSS.
  const others = seeds.flatMap((s) => [s.replace(/^(urn:)[^:]*/i, '$1x' + g.nid), ...AFTER_NSS.map((_, k) => withComponents(s, k))]);
  const inputs = [...seeds, ...others, ...fuzzed, ...traps(valid, random)];
  return withVerdicts({ id: `${g.nid} under ${profile}`, revisions: [profile], namespace: g, inputs });
}

/** The NID of a URN as the profiles read it (between "urn:" and the next ":"). */
const nidOf = (s: string): string | undefined => (/^urn:/i.test(s) && s.indexOf(':', 4) > 4 ? s.slice(4, s.indexOf(':', 4)).toLowerCase() : undefined);

/** Whether `s` is valid under `profile` with `g`'s grammar on its NSS, its check characters aside. */
export function syntaxValid(s: string, profile: RevisionName, g: NamespaceGrammar): boolean {
  const nid = nidOf(s);
  if (nid === undefined || ![g.nid, ...g.aliases].includes(nid)) return false;
  const namespaces = g.community ? ALL_SET : true;
  if (isValid(s, { profile, namespaces })) return true;
  if (!g.meta.namespace.checks.length) return false;
  const r = tryParse(s, { profile, namespaces });
  return !r.ok && r.error.code === 'invalid-check-digit';
}

function withVerdicts(c: Omit<PatternCase, 'valid' | 'split'>): PatternCase {
  const verdict = (s: string, r: RevisionName): boolean => (c.namespace ? syntaxValid(s, r, c.namespace) : isValid(s, { profile: r }));
  const valid = c.inputs.map((s) => verdict(s, c.revisions[0]));
  const split = c.revisions.slice(1).filter((r) => c.inputs.some((s, i) => verdict(s, r) !== valid[i]));
  return { ...c, valid, split };
}

/** Parse's parts of a valid input, by group name (the Urn's field in lower case); absent parts undefined. */
export function partsOf(s: string, profile: RevisionName, groups: readonly string[]): Array<string | undefined> {
  const r = tryParse(s, { profile });
  if (!r.ok) throw new Error(`partsOf: ${JSON.stringify(s)} is not valid under ${profile}`);
  const byLower = new Map(Object.values(PART_FIELDS).map((f) => [f.toLowerCase(), f]));
  return groups.map((g) => (r.urn as unknown as Record<string, string | undefined>)[byLower.get(g) as string]);
}
