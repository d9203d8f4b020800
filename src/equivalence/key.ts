/*
 * Equivalence as equality of keys: equivalent() compares equivalenceKey()s, so
 * the two can never disagree. A key is "<profile> <normal form>" or, for
 * rfc2141bis, "rfc2141bis/<mode> <normal form>", with "+ns" after the profile
 * (and mode) when namespace rules apply: the normal form starts with "urn:" and
 * no profile allows a space in a URN, so the first space ends the prefix and
 * keys of different profiles, modes or namespace settings never collide.
 */
import { Urn } from '../types';
import { EquivalenceOptions, normalForm, resolveEquivalence } from './normalize';

function keyParts(fn: string, input: unknown, options: EquivalenceOptions | undefined): [string, string] {
  const { urn, mode, namespaces } = resolveEquivalence(fn, input, options);
  return [`${urn.profile}${mode ? `/${mode}` : ''}${namespaces ? '+ns' : ''}`, normalForm(urn, mode, namespaces)];
}

/**
 * A string equal for two URNs exactly when they are equivalent under the profile (and mode).
 * @example
 * ```ts
 * equivalenceKey('URN:Example:a%2c'); // 'rfc8141 urn:example:a%2C'
 * ```
 */
export function equivalenceKey(input: string | Urn, options?: EquivalenceOptions): string {
  return keyParts('equivalenceKey', input, options).join(' ');
}

/**
 * Whether two URNs are equivalent under one profile: equivalenceKey(a) ===
 * equivalenceKey(b). Strings are parsed under options.profile; two Urn objects
 * of different profiles cannot be compared (TypeError), since each profile
 * defines its own equivalence.
 * @example
 * ```ts
 * equivalent('urn:example:a', 'URN:EXAMPLE:a'); // true
 * ```
 */
export function equivalent(a: string | Urn, b: string | Urn, options?: EquivalenceOptions): boolean {
  const [profileA, formA] = keyParts('equivalent', a, options);
  const [profileB, formB] = keyParts('equivalent', b, options);
  if (profileA !== profileB) throw new TypeError(`urnkit.equivalent: cannot compare a URN under ${profileA} with one under ${profileB}`);
  return `${profileA} ${formA}` === `${profileB} ${formB}`;
}
