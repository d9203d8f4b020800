/*
 * Seeded inputs for the differential tests (tests/differential.test.ts) and
 * npm run fuzz (scripts/fuzz.ts): exhaustive strings over the
 * characters that matter to the grammars, random strings, and mutations of
 * valid URNs.
 */
import { isValid, tryParse } from '../../src/parse';
import type { NamespacesOption } from '../../src/namespaces/set';
export { prng } from '../../src/prng';
import { PROFILES, ProfileName, RevisionName, RevisionParseOptions, Urn } from '../../src/types';
import { build } from '../../src/builder/build';
import { partsOf } from '../../src/builder/with';
import { equivalenceKey, equivalent } from '../../src/equivalence/key';
import { EquivalenceMode, normalize } from '../../src/equivalence/normalize';

// Read once (as src/prng.ts does): jest runs each test file in a vm context, where every read of a global costs a call.
const { floor, max } = Math;

/** Characters significant to some profile's grammar, plus one non-ASCII. */
export const ALPHABET = ['u', 'r', 'n', ':', 'a', '1', '-', '%', '2', 'F', '/', '?', '+', '=', '#', '&', '~', '\u00e9'];

/** Every string over `alphabet` of length 0..max, each prefixed with `prefix`. */
export function* exhaustive(prefix: string, max: number, alphabet = ALPHABET): Generator<string> {
  let level = [''];
  for (let n = 0; n <= max; n += 1) {
    for (const s of level) yield prefix + s;
    if (n < max) level = level.flatMap((s) => alphabet.map((c) => s + c));
  }
}

const SEEDS = [
  'urn:example:a123,z456?+CCResolve:cc=uk?=op=map&x=1#frag/x?y',
  'urn:isbn:0451450523',
  'URN:ietf:params:scim:schemas:core:2.0:User',
  'urn:ex:a%2Fb?s=I2L&c=ToC#f',
  'urn:a:b?c#d',
  'urn:nbn:de:bvb:19-146642',
  'urn:lex:it:stato:legge:2003-09-21;456',
  // The drafts' components: a p-component (-08 to -11), "??" (-12 to -14), a resolverID (-15).
  'urn:example:a123,456//789/x?q=1#f',
  'urn:example:0-395-36341-1?q??cc=uk#c',
  'urn:example:foo?=op=map?+CCResolve:cc=uk',
];

/** A random edit of a valid URN, or a random string over the alphabet. */
export function mutant(random: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[floor(random() * xs.length)];
  if (random() < 0.2) {
    const n = floor(random() * 14);
    return Array.from({ length: n }, () => pick(ALPHABET)).join('');
  }
  let s = pick(SEEDS);
  const edits = 1 + floor(random() * 4);
  for (let e = 0; e < edits; e += 1) {
    const at = floor(random() * (s.length + 1));
    const kind = random();
    if (kind < 0.4) s = s.slice(0, at) + pick(ALPHABET) + s.slice(at);
    else if (kind < 0.7) s = s.slice(0, at) + s.slice(at + 1);
    else if (kind < 0.9) s = s.slice(0, at) + pick(ALPHABET) + s.slice(at + 1);
    else s = s.slice(0, at) + s.slice(at, at + 1 + floor(random() * 8)).repeat(2) + s.slice(at + 1);
  }
  return s;
}

/** Everything a parse result says, as one comparable string. */
export function outcome(input: string, options: RevisionParseOptions): string {
  const r = tryParse(input, options);
  if (r.ok) return `ok ${JSON.stringify(r.urn)}`;
  const e = r.error;
  return `error ${JSON.stringify({ code: e.code, offset: e.offset, expected: e.expected, found: e.found, section: e.section, rule: e.rule, message: e.message, diagnostics: e.diagnostics })}`;
}

/** Empty when both engines say the same about `input` under `profile` (and namespace rules); else what differs. */
export function disagreement(input: string, profile: RevisionName, namespaces: NamespacesOption = false): string {
  const fast = outcome(input, { profile, namespaces });
  const reference = outcome(input, { profile, namespaces, engine: 'reference' });
  // isValid answers through the grammar's regular expression where it can: it must agree too.
  const valid = isValid(input, { profile, namespaces });
  const consistent = valid === reference.startsWith('ok ');
  if (fast === reference && consistent) return '';
  return `${profile}${namespaces === false ? '' : ' +namespaces'} ${JSON.stringify(input)}\n  fast:      ${fast}\n  reference: ${reference}\n  isValid:   ${valid}`;
}

/** Characters that matter to the namespace grammars (digits, hex, separators, X, %). */
const NS_ALPHABET = ['0', '1', '7', '9', 'a', 'F', 'x', 'X', '-', '.', ':', ';', '%', '2', '+', '/', '@', '$'];

/** A random edit of a valid namespace URN (`seeds`), for the namespace grammars. */
export function namespaceMutant(random: () => number, seeds: readonly string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[floor(random() * xs.length)];
  let s = pick(seeds);
  const edits = 1 + floor(random() * 3);
  for (let e = 0; e < edits; e += 1) {
    const at = s.indexOf(':', 4) + 1 + floor(random() * max(1, s.length - s.indexOf(':', 4)));
    const kind = random();
    if (kind < 0.35) s = s.slice(0, at) + pick(NS_ALPHABET) + s.slice(at);
    else if (kind < 0.7) s = s.slice(0, at) + s.slice(at + 1);
    else s = s.slice(0, at) + pick(NS_ALPHABET) + s.slice(at + 1);
  }
  return s;
}

/** `s` with the case of one random ASCII letter flipped (an equivalent URN under some rules, not others). */
export function caseVariant(random: () => number, s: string): string {
  const letters = [...s].flatMap((c, i) => (/[A-Za-z]/.test(c) ? [i] : []));
  if (!letters.length) return s;
  const i = letters[floor(random() * letters.length)];
  const c = s[i];
  return s.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + s.slice(i + 1);
}

/**
 * The properties every valid URN must have, whatever the profile: empty when
 * they hold for `input`, else which failed. `other` is a second URN to check
 * that equivalenceKey agrees with equivalent.
 *  - toString() gives back the input;
 *  - normalize gives a valid URN, is idempotent, and its result is equivalent;
 *  - the equivalence key of the input is that of its normal form;
 *  - equal keys exactly when equivalent (against `other`);
 *  - build(partsOf(urn)) gives the same URN (with "urn" in lower case, as build writes it).
 * A draft revision has the first only: equivalence and the builder are defined
 * for the main profiles.
 */
export function invariantFailure(input: string, other: string, revision: RevisionName, namespaces: NamespacesOption = false): string {
  const r = tryParse(input, { profile: revision, namespaces });
  if (!r.ok) return '';
  const fail = (what: string): string => `${revision}${namespaces === false ? '' : ' +namespaces'} ${JSON.stringify(input)}: ${what}`;
  if (r.urn.toString() !== input) return fail(`toString() gave ${JSON.stringify(r.urn.toString())}`);
  if (!(PROFILES as readonly string[]).includes(revision)) return '';
  const profile = revision as ProfileName;
  const rebuilt = build(partsOf(r.urn as Urn) as never, { profile }).toString();
  // The builder writes the scheme in lower case ("urn" is case-insensitive in every profile).
  if (rebuilt !== `urn${input.slice(3)}`) return fail(`build(partsOf(urn)) gave ${JSON.stringify(rebuilt)}`);
  const modes: (EquivalenceMode | undefined)[] = profile === 'rfc2141bis' ? ['5a', '5b'] : [undefined];
  for (const mode of modes) {
    const o = { profile, mode, namespaces };
    const m = mode ? ` (mode ${mode})` : '';
    const n = normalize(input, o);
    if (!isValid(n, { profile, namespaces })) return fail(`normalize${m} gave an invalid URN ${JSON.stringify(n)}`);
    if (normalize(n, o) !== n) return fail(`normalize${m} is not idempotent on ${JSON.stringify(n)}`);
    if (!equivalent(input, n, o)) return fail(`not equivalent${m} to its normal form ${JSON.stringify(n)}`);
    if (equivalenceKey(input, o) !== equivalenceKey(n, o)) return fail(`equivalenceKey${m} differs from its normal form's`);
    if (isValid(other, { profile, namespaces }) && equivalent(input, other, o) !== (equivalenceKey(input, o) === equivalenceKey(other, o))) {
      return fail(`equivalent${m} and equivalenceKey disagree against ${JSON.stringify(other)}`);
    }
  }
  return '';
}

/** `n` characters of printable ASCII weighted toward ABNF's own symbols: a grammar file full of errors. */
export function junkGrammar(random: () => number, n: number): string {
  const symbols = ' \n\t=/;"%xabcAB1()[]*<>';
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) parts.push(random() < 0.7 ? symbols[floor(random() * symbols.length)] : String.fromCharCode(32 + floor(random() * 95)));
  return parts.join('');
}

/** What can follow an NSS in some profile: the namespace grammar must not read it (issue 25, item 5). */
export const AFTER_NSS = ['', '?+r', '?=q', '#f', '?+r?=q#f', '?s=1', '/x', '#'];

/** `urn` with components after its NSS (the k-th of AFTER_NSS), unless it has some already. */
export function withComponents(urn: string, k: number): string {
  const nss = urn.indexOf(':', 4);
  return nss < 0 || /[?#]/.test(urn.slice(nss)) ? urn : urn + AFTER_NSS[k % AFTER_NSS.length];
}
