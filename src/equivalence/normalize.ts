/*
 * Each profile's own lexical-equivalence form:
 *   RFC 2141 s.5:   lower-case "urn:" and the NID, upper-case the hex of %HH.
 *   bis-03 s.5:     the same three steps, drop the fragment (step 4), then
 *                   5a: drop the query, or 5b: keep it with the directives in
 *                   keyword order.
 *   RFC 8141 s.3.1: the assigned-name only (r-, q-, f-components ignored),
 *                   scheme and NID lower-cased, %HH hex upper-cased in the NSS.
 * Percent-encoding is never decoded (RFC 2141 s.5, bis-03 s.5, RFC 8141 s.3.1).
 * With the namespaces option, the NSS then gets its namespace's own rule
 * (RFC 8141 s.3.1 leaves it to the namespace; RFC 2141 s.5, bis-03 s.5 too).
 */
import { namespaceNss } from '../namespaces/normalize';
import { namespaceSetFor, NamespacesOption, namespacesOption } from '../namespaces/set';
import type { NamespaceSet } from '../namespaces/types';
import { choiceOption, optionRecord, profileOption } from '../options';
import { ProfileName, Rfc2141bisUrn, Urn } from '../types';
import { asUrn } from './input';
import { upperPercentHex } from './percent-case';

/** bis-03 s.5 step 5: '5a' compares named resources, '5b' resolution requests. */
export type EquivalenceMode = '5a' | '5b';

/** The options of normalize, equivalent and equivalenceKey. */
export interface EquivalenceOptions {
  /** Profile for string arguments (RFC 8141 by default); a Urn object uses its own. */
  profile?: ProfileName;
  /** rfc2141bis only: step 5a (default) or 5b. A TypeError with any other profile. */
  mode?: EquivalenceMode;
  /**
   * Apply each namespace's own lexical-equivalence rule too (and its grammar):
   * `true` for the shipped namespace grammars, or an array of your own.
   */
  namespaces?: NamespacesOption;
}

export interface ResolvedEquivalence {
  urn: Urn;
  mode: EquivalenceMode | undefined;
  namespaces: NamespaceSet | undefined;
}

/** The Urn, the mode (undefined outside rfc2141bis) and the namespace set to normalize it with. */
export function resolveEquivalence(fn: string, input: unknown, options: unknown): ResolvedEquivalence {
  const o = optionRecord(fn, options, ['profile', 'mode', 'namespaces']);
  const mode = choiceOption(fn, o, 'mode', ['5a', '5b'] as const);
  const ns = namespacesOption(fn, o);
  const urn = asUrn(fn, input, profileOption(fn, o), ns);
  const namespaces = namespaceSetFor(ns);
  if (urn.profile !== 'rfc2141bis') {
    if (mode !== undefined) throw new TypeError(`urnkit.${fn}: mode ${mode} is a step of rfc2141bis s.5; the ${urn.profile} profile has no modes`);
    return { urn, mode: undefined, namespaces };
  }
  return { urn, mode: mode ?? '5a', namespaces };
}

/** bis-03 s.5 step 5b's "preferred <keywd> order": by keyword (UTF-16 code units), input order among equal keywords. */
function orderedQuery(urn: Rfc2141bisUrn): string {
  const directives = [...urn.directives].sort((x, y) => (x.keyword < y.keyword ? -1 : x.keyword > y.keyword ? 1 : 0));
  return directives.map((d) => `${d.keyword}=${upperPercentHex(d.value)}`).join('&');
}

export function normalForm(urn: Urn, mode: EquivalenceMode | undefined, namespaces?: NamespaceSet): string {
  // "urn" and the NID are ASCII (every profile's grammar), so toLowerCase is locale-free here.
  const nss = namespaces ? namespaceNss(namespaces, urn) : upperPercentHex(urn.nss);
  const assigned = `urn:${urn.nid.toLowerCase()}:${nss}`;
  if (urn.profile === 'rfc2141bis' && mode === '5b' && urn.query !== undefined) return `${assigned}?${orderedQuery(urn)}`;
  return assigned;
}

/**
 * The profile's lexical-equivalence form of a URN. A string is parsed under
 * options.profile (RFC 8141 by default) and throws UrnParseError as parse does.
 * @example
 * ```ts
 * normalize('URN:Example:a%2c'); // 'urn:example:a%2C'
 * ```
 */
export function normalize(input: string | Urn, options?: EquivalenceOptions): string {
  const { urn, mode, namespaces } = resolveEquivalence('normalize', input, options);
  return normalForm(urn, mode, namespaces);
}
