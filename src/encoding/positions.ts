/*
 * Which ASCII characters may appear unencoded in each component, derived from
 * the profile's grammar and rule table rather than restated: at first use, each
 * character is placed in the component of a small URN (alone, first, middle,
 * last; before each delimiter that can follow the component) and parsed. A
 * character is "raw" in a role when every probe parses, the component reads back
 * exactly the probe text, and no warning appears that the probe without the
 * character lacks (so RFC 2141 s.2.3.2's SHOULD NOT for "/", "?" and "#" makes
 * them encoded). Adjacent pairs are probed too: that finds RFC 8141 s.2.3.1's
 * "?=" which ends an r-component.
 */
import { tryParseWithoutHints as tryParse } from '../parsing/run';
import { isValid } from '../parsing/valid';
import { ProfileName, Urn } from '../types';

/** Where text goes: the NSS, an RFC 8141 component, an rfc2141bis fragment ('f') or directive value. */
export type Position = 'nss' | 'r' | 'q' | 'f' | 'query-value';
/**
 * A component the codecs take: RFC 8141 'r', 'q', 'f'; rfc2141bis 'f' (the fragment) and 'query-value'
 * (a directive's value).
 */
export type ComponentName = Exclude<Position, 'nss'>;

interface Context {
  wrap(text: string): string;
  read(urn: Urn): string | undefined;
}

const part =
  (name: string) =>
  (urn: Urn): string | undefined =>
    (urn as unknown as Record<string, string | undefined>)[name];
const firstValue = (urn: Urn): string | undefined => (urn.profile === 'rfc2141bis' ? urn.directives[0]?.value : undefined);
const at = (wrap: (t: string) => string, read: (urn: Urn) => string | undefined): Context => ({ wrap, read });

/** Each position's contexts: the component last in the URN, then followed by each delimiter that may follow it. */
// Made by a call marked pure, so that a bundle that never reads it leaves it out.
const CONTEXTS: { readonly [P in ProfileName]: Partial<Record<Position, readonly Context[]>> } = /* @__PURE__ */ (() => ({
  // RFC 2141 s.2: the NSS is the rest of the URN.
  rfc2141: { nss: [at((t) => `urn:ex:${t}`, part('nss'))] },
  // bis-03 s.2: NSS, then "?" query, then "#" fragment; a directive value ends at "&" or "#".
  rfc2141bis: {
    nss: [at((t) => `urn:ex:${t}`, part('nss')), at((t) => `urn:ex:${t}?k=v`, part('nss')), at((t) => `urn:ex:${t}#f`, part('nss'))],
    'query-value': [at((t) => `urn:ex:a?k=${t}`, firstValue), at((t) => `urn:ex:a?k=${t}&j=v`, firstValue), at((t) => `urn:ex:a?k=${t}#f`, firstValue)],
    f: [at((t) => `urn:ex:a#${t}`, part('fragment')), at((t) => `urn:ex:a?k=v#${t}`, part('fragment'))],
  },
  // RFC 8141 s.2: NSS, then "?+" r-component, "?=" q-component, "#" f-component.
  rfc8141: {
    nss: [at((t) => `urn:ex:${t}`, part('nss')), at((t) => `urn:ex:${t}?+r`, part('nss')), at((t) => `urn:ex:${t}?=q`, part('nss')), at((t) => `urn:ex:${t}#f`, part('nss'))],
    r: [at((t) => `urn:ex:a?+${t}`, part('rComponent')), at((t) => `urn:ex:a?+${t}?=q`, part('rComponent')), at((t) => `urn:ex:a?+${t}#f`, part('rComponent'))],
    q: [at((t) => `urn:ex:a?=${t}`, part('qComponent')), at((t) => `urn:ex:a?+r?=${t}`, part('qComponent')), at((t) => `urn:ex:a?=${t}#f`, part('qComponent'))],
    f: [at((t) => `urn:ex:a#${t}`, part('fComponent')), at((t) => `urn:ex:a?+r?=q#${t}`, part('fComponent'))],
  },
}))();

/** The character classes of one position, as char-code sets. */
export interface PositionClasses {
  readonly profile: ProfileName;
  readonly position: Position;
  /** Raw as the whole text. */
  readonly only: ReadonlySet<number>;
  /** Raw as the first of several characters. */
  readonly first: ReadonlySet<number>;
  /** Raw between two characters. */
  readonly middle: ReadonlySet<number>;
  /** Raw as the last of several characters. */
  readonly last: ReadonlySet<number>;
  /** Adjacent pairs (code1 * 128 + code2) of middle characters that may not both be raw. */
  readonly pairs: ReadonlySet<number>;
  /** Whether "%00" is rejected here (RFC 2141 s.2.4, bis-03 s.2.5.3). */
  readonly nulForbidden: boolean;
}

/** The contexts of a position, or undefined when the profile has no such position. */
export function contextsOf(profile: ProfileName, position: Position): readonly Context[] | undefined {
  return Object.prototype.hasOwnProperty.call(CONTEXTS[profile], position) ? CONTEXTS[profile][position] : undefined;
}

const warningKey = (urn: Urn): string =>
  urn.warnings
    .map((w) => w.code)
    .sort()
    .join(' ');

function prober(profile: ProfileName, contexts: readonly Context[]): (text: string) => boolean {
  const options = { profile };
  const baseline = contexts.map((c) => {
    const r = tryParse(c.wrap('a'), options);
    if (!r.ok) throw new Error(`urnkit: encoding probe ${c.wrap('a')} fails under ${profile}: ${r.error.message}`);
    return warningKey(r.urn);
  });
  return (text) =>
    contexts.every((c, i) => {
      const input = c.wrap(text);
      if (!isValid(input, options)) return false;
      const r = tryParse(input, options);
      return r.ok && c.read(r.urn) === text && warningKey(r.urn) === baseline[i];
    });
}

const ASCII = /* @__PURE__ */ Array.from({ length: 128 }, (_, code) => code);
const cache = /* @__PURE__ */ new Map<string, PositionClasses>();

/** The classes of a position, probed once per process. */
export function positionClasses(profile: ProfileName, position: Position): PositionClasses {
  const key = `${profile} ${position}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const contexts = contextsOf(profile, position);
  if (!contexts) throw new TypeError(`urnkit: the ${profile} profile has no ${position} position`);
  const accepts = prober(profile, contexts);
  // Pairs sit between two "a"s, away from the delimiter that follows the component: the first context suffices.
  const acceptsPair = prober(profile, contexts.slice(0, 1));
  const set = (make: (ch: string) => string): Set<number> => new Set(ASCII.filter((code) => accepts(make(String.fromCharCode(code)))));
  const middle = set((ch) => `a${ch}a`);
  const pairs = new Set<number>();
  for (const c1 of middle) {
    for (const c2 of middle) {
      if (!acceptsPair(`a${String.fromCharCode(c1, c2)}a`)) pairs.add(c1 * 128 + c2);
    }
  }
  const classes: PositionClasses = {
    profile,
    position,
    only: set((ch) => ch),
    first: set((ch) => `${ch}a`),
    middle,
    last: set((ch) => `a${ch}`),
    pairs,
    nulForbidden: !accepts('a%00a'),
  };
  cache.set(key, classes);
  return classes;
}
