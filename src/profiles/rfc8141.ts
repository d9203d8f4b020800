/* RFC 8141 (2017): grammar/rfc8141.abnf plus the rules of its prose. */
import { Span } from '../types';
import { Finding, Profile } from './profile';
import { Rfc8141UrnObject } from '../urn';

/** Why an NID cannot be registered (s.5.1 formal, s.5.2 informal), or undefined. */
function nidRegistration(nid: string): [string, string] | undefined {
  // Every case below is "urn" (any case) or has "-" at index 1, 2 or 3.
  const isUrn = nid.length === 3 && (nid.charCodeAt(0) | 32) === 117 && (nid.charCodeAt(1) | 32) === 114 && (nid.charCodeAt(2) | 32) === 110;
  if (!isUrn && nid.charCodeAt(1) !== 45 && nid.charCodeAt(2) !== 45 && nid.charCodeAt(3) !== 45) return undefined;
  const lower = nid.toLowerCase();
  if (lower === 'urn') return ['RFC 8141 s.5.2', 'the NID "urn" is reserved: neither a formal NID nor an informal "urn-<number>"'];
  if (lower.startsWith('urn-')) {
    return /^urn-[1-9][0-9]*$/.test(lower)
      ? undefined
      : ['RFC 8141 s.5.2', `"${nid}" starts with "urn-" but is not an informal NID "urn-<number>" (digits, no leading zero)`];
  }
  if (lower.startsWith('x-')) return ['RFC 8141 s.5.1', `"${nid}" starts with "X-": experimental namespaces are no longer registered`];
  if (/^[a-z]{2}-/.test(lower)) return ['RFC 8141 s.5.1', `"${nid}" starts with two letters and "-", which formal NIDs MUST NOT do`];
  return undefined;
}

export const rfc8141: Profile<'rfc8141'> = {
  name: 'rfc8141',
  title: 'RFC 8141',
  syntaxCodes: {
    'assigned-name': 'invalid-scheme',
    NID: 'invalid-nid',
    NSS: 'invalid-nss',
    'pct-encoded': 'invalid-percent-encoding',
    'r-component': 'invalid-r-component',
    'q-component': 'invalid-q-component',
    'f-component': 'invalid-f-component',
  },
  parts: ['NID', 'NSS', 'r-component', 'q-component', 'f-component'],
  create: (input, c) => new Rfc8141UrnObject(input, c),
  rules: [
    {
      code: 'nid-registration',
      severity: 'warning',
      section: 'RFC 8141 s.5.1',
      expected: 'an NID that can be registered',
      check(urn): Finding | undefined {
        const why = nidRegistration(urn.nid);
        return why && { offset: urn.spans.nid.start, message: why[1], section: why[0] };
      },
    },
    {
      code: 'r-component-used',
      severity: 'warning',
      section: 'RFC 8141 s.2.3.1',
      expected: 'no r-component until its semantics are standardized',
      check: (urn) =>
        urn.rComponent === undefined ? undefined : { offset: (urn.spans.rComponent as Span).start - 2, message: 'the r-component SHOULD NOT be used until its semantics are standardized' },
    },
  ],
};
