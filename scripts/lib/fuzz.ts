/*
 * Seeded inputs for the differential tests (tests/differential.test.ts) and
 * the long run (scripts/differential.ts): exhaustive strings over the
 * characters that matter to the grammars, random strings, and mutations of
 * valid URNs.
 */
import { tryParse } from '../../src/parse';
export { prng } from '../../src/prng';
import { ParseOptions, ProfileName } from '../../src/types';

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
];

/** A random edit of a valid URN, or a random string over the alphabet. */
export function mutant(random: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  if (random() < 0.2) {
    const n = Math.floor(random() * 14);
    return Array.from({ length: n }, () => pick(ALPHABET)).join('');
  }
  let s = pick(SEEDS);
  const edits = 1 + Math.floor(random() * 4);
  for (let e = 0; e < edits; e += 1) {
    const at = Math.floor(random() * (s.length + 1));
    const kind = random();
    if (kind < 0.4) s = s.slice(0, at) + pick(ALPHABET) + s.slice(at);
    else if (kind < 0.7) s = s.slice(0, at) + s.slice(at + 1);
    else if (kind < 0.9) s = s.slice(0, at) + pick(ALPHABET) + s.slice(at + 1);
    else s = s.slice(0, at) + s.slice(at, at + 1 + Math.floor(random() * 8)).repeat(2) + s.slice(at + 1);
  }
  return s;
}

/** Everything a parse result says, as one comparable string. */
export function outcome(input: string, options: ParseOptions): string {
  const r = tryParse(input, options);
  if (r.ok) return JSON.stringify(r.urn);
  const e = r.error;
  return JSON.stringify({ code: e.code, offset: e.offset, expected: e.expected, found: e.found, section: e.section, rule: e.rule, message: e.message, diagnostics: e.diagnostics });
}

/** Empty when both engines say the same about `input` under `profile` (and namespace rules); else what differs. */
export function disagreement(input: string, profile: ProfileName, namespaces = false): string {
  const fast = outcome(input, { profile, namespaces });
  const reference = outcome(input, { profile, namespaces, engine: 'reference' });
  return fast === reference ? '' : `${profile}${namespaces ? ' +namespaces' : ''} ${JSON.stringify(input)}\n  fast:      ${fast}\n  reference: ${reference}`;
}

/** Characters that matter to the namespace grammars (digits, hex, separators, X, %). */
const NS_ALPHABET = ['0', '1', '7', '9', 'a', 'F', 'x', 'X', '-', '.', ':', ';', '%', '2', '+', '/', '@', '$'];

/** A random edit of a valid namespace URN (`seeds`), for the namespace grammars. */
export function namespaceMutant(random: () => number, seeds: readonly string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  let s = pick(seeds);
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e += 1) {
    const at = s.indexOf(':', 4) + 1 + Math.floor(random() * Math.max(1, s.length - s.indexOf(':', 4)));
    const kind = random();
    if (kind < 0.35) s = s.slice(0, at) + pick(NS_ALPHABET) + s.slice(at);
    else if (kind < 0.7) s = s.slice(0, at) + s.slice(at + 1);
    else s = s.slice(0, at) + pick(NS_ALPHABET) + s.slice(at + 1);
  }
  return s;
}
