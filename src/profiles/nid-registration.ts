/*
 * The NID registration rules (RFC 8141 s.5.1, s.5.2, and the same rules as
 * they grew in the drafts from -08 on): not syntax but what a formal or
 * informal NID may be, so warnings (strict mode makes them errors). One
 * implementation; each revision says where its text has each rule.
 */
import { Finding } from './profile';

export interface NidRegistrationRules {
  /** The section of the formal NID rules ("urn-", more than two characters, two letters and "-"), as cited: "RFC 8141 s.5.1". */
  formal: string;
  /** The section of the informal "urn-<number>" form. */
  informal: string;
  /** Where the revision rules out "X-" NIDs; undefined where its text does not (-08 only removes the category). */
  experimental?: string;
  /** Whether <number> has no leading zero (-09 on); -08 asks for digits only. */
  noLeadingZero: boolean;
}

/** Why an NID cannot be registered under `rules`: [section, message], or undefined. */
export function nidRegistration(rules: NidRegistrationRules, nid: string): [string, string] | undefined {
  // Every case below is "urn" (any case), two characters long, or has "-" at index 1, 2 or 3.
  const isUrn = nid.length === 3 && (nid.charCodeAt(0) | 32) === 117 && (nid.charCodeAt(1) | 32) === 114 && (nid.charCodeAt(2) | 32) === 110;
  if (!isUrn && nid.length > 2 && nid.charCodeAt(1) !== 45 && nid.charCodeAt(2) !== 45 && nid.charCodeAt(3) !== 45) return undefined;
  const lower = nid.toLowerCase();
  if (lower === 'urn') return [rules.informal, 'the NID "urn" is reserved: neither a formal NID nor an informal "urn-<number>"'];
  if (lower.startsWith('urn-')) {
    const z = rules.noLeadingZero;
    return (z ? /^urn-[1-9][0-9]*$/ : /^urn-[0-9]+$/).test(lower)
      ? undefined
      : [rules.informal, `"${nid}" starts with "urn-" but is not an informal NID "urn-<number>" (digits${z ? ', no leading zero' : ''})`];
  }
  if (rules.experimental && lower.startsWith('x-')) return [rules.experimental, `"${nid}" starts with "X-": experimental namespaces are no longer registered`];
  if (/^[a-z]{2}-/.test(lower)) return [rules.formal, `"${nid}" starts with two letters and "-", which formal NIDs MUST NOT do`];
  if (nid.length <= 2) return [rules.formal, `"${nid}" is too short: a formal NID MUST be more than two characters long`];
  return undefined;
}

/** The rule-table entry for `rules`: code nid-registration, a warning. */
export function nidRegistrationRule<U extends { nid: string; spans: { nid: { start: number } } }>(rules: NidRegistrationRules) {
  return {
    code: 'nid-registration' as const,
    severity: 'warning' as const,
    section: rules.formal,
    expected: 'an NID that can be registered',
    check(urn: U): Finding | undefined {
      const why = nidRegistration(rules, urn.nid);
      return why && { offset: urn.spans.nid.start, message: why[1], section: why[0] };
    },
  };
}
