/*
 * Each profile's own lexical-equivalence form:
 *   RFC 2141 s.5:   lower-case "urn:" and the NID, upper-case the hex of %HH.
 *   bis-03 s.5:     the same three steps, drop the fragment (step 4), then
 *                   5a: drop the query, or 5b: keep it with the directives in
 *                   keyword order.
 *   RFC 8141 s.3.1: the assigned-name only (r-, q-, f-components ignored),
 *                   scheme and NID lower-cased, %HH hex upper-cased in the NSS.
 * Percent-encoding is never decoded (RFC 2141 s.5, bis-03 s.5, RFC 8141 s.3.1).
 */
import { ProfileName, Rfc2141bisUrn, Urn } from '../types';
import { asUrn, profileOption } from './input';
import { upperPercentHex } from './percent-case';

/** bis-03 s.5 step 5: '5a' compares named resources, '5b' resolution requests. */
export type EquivalenceMode = '5a' | '5b';

export interface EquivalenceOptions {
  /** Profile for string arguments (RFC 8141 by default); a Urn object uses its own. */
  profile?: ProfileName;
  /** rfc2141bis only: step 5a (default) or 5b. A TypeError with any other profile. */
  mode?: EquivalenceMode;
}

/** The Urn and the mode to normalize it with (undefined outside rfc2141bis). */
export function resolveEquivalence(fn: string, input: unknown, options: EquivalenceOptions | undefined): { urn: Urn; mode: EquivalenceMode | undefined } {
  const mode = options?.mode;
  if (mode !== undefined && mode !== '5a' && mode !== '5b') throw new TypeError(`urnkit.${fn}: unknown mode ${JSON.stringify(mode)}; expected "5a" or "5b"`);
  const urn = asUrn(fn, input, profileOption(fn, options?.profile));
  if (urn.profile !== 'rfc2141bis') {
    if (mode !== undefined) throw new TypeError(`urnkit.${fn}: mode ${mode} is a step of rfc2141bis s.5; the ${urn.profile} profile has no modes`);
    return { urn, mode: undefined };
  }
  return { urn, mode: mode ?? '5a' };
}

/** bis-03 s.5 step 5b's "preferred <keywd> order": by keyword (UTF-16 code units), input order among equal keywords. */
function orderedQuery(urn: Rfc2141bisUrn): string {
  const directives = [...urn.directives].sort((x, y) => (x.keyword < y.keyword ? -1 : x.keyword > y.keyword ? 1 : 0));
  return directives.map((d) => `${d.keyword}=${upperPercentHex(d.value)}`).join('&');
}

export function normalForm(urn: Urn, mode: EquivalenceMode | undefined): string {
  // "urn" and the NID are ASCII (every profile's grammar), so toLowerCase is locale-free here.
  const assigned = `urn:${urn.nid.toLowerCase()}:${upperPercentHex(urn.nss)}`;
  if (urn.profile === 'rfc2141bis' && mode === '5b' && urn.query !== undefined) return `${assigned}?${orderedQuery(urn)}`;
  return assigned;
}

/**
 * The profile's lexical-equivalence form of a URN. A string is parsed under
 * options.profile (RFC 8141 by default) and throws UrnParseError as parse does.
 */
export function normalize(input: string | Urn, options?: EquivalenceOptions): string {
  const { urn, mode } = resolveEquivalence('normalize', input, options);
  return normalForm(urn, mode);
}
