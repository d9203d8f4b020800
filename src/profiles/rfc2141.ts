/* RFC 2141 (1997): grammar/rfc2141.abnf plus the rules of its prose. */
import { Span } from '../types';
import { findPercent, nulOctet, reservedNid } from './checks';
import { Profile } from './profile';
import { Rfc2141UrnObject } from '../urn';

const isAlphanumOctet = (o: number): boolean => (o >= 0x30 && o <= 0x39) || (o >= 0x41 && o <= 0x5a) || (o >= 0x61 && o <= 0x7a);

/** The first "%" in the span not followed by two <hex>; the offset is the first non-hex character. */
function badPercent(input: string, span: Span): number {
  for (let i = input.indexOf('%', span.start); i >= 0 && i < span.end; i = input.indexOf('%', i + 1)) {
    for (let k = 1; k <= 2; k += 1) {
      if (i + k >= span.end || !/[0-9A-Fa-f]/.test(input[i + k])) return i + k;
    }
  }
  return -1;
}

export const rfc2141: Profile<'rfc2141'> = {
  name: 'rfc2141',
  title: 'RFC 2141',
  syntaxCodes: { NID: 'invalid-nid', NSS: 'invalid-nss', URN: 'invalid-scheme' },
  parts: ['NID', 'NSS'],
  create: (input, c) => new Rfc2141UrnObject(input, c),
  rules: [
    {
      code: 'reserved-nid',
      severity: 'error',
      section: 'RFC 2141 s.2.1',
      expected: 'an NID other than "urn"',
      check: (urn) => reservedNid(urn.nid, () => urn.spans.nid),
    },
    {
      // The BNF admits a bare "%" through <reserved>; the prose does not.
      code: 'invalid-percent-encoding',
      severity: 'error',
      section: 'RFC 2141 s.2.3.1',
      expected: 'two hex digits after "%"',
      check(urn, input) {
        const at = urn.nss.includes('%') ? badPercent(input, urn.spans.nss) : -1;
        return at < 0 ? undefined : { offset: at, message: '"%" MUST be followed by two hex digits' };
      },
    },
    {
      code: 'nul-octet',
      severity: 'error',
      section: 'RFC 2141 s.2.4',
      expected: 'a percent-encoded octet other than %00',
      check: (urn, input) => nulOctet(input, () => urn.spans.nss),
    },
    {
      code: 'reserved-char-unencoded',
      severity: 'warning',
      section: 'RFC 2141 s.2.3.2',
      expected: '"/", "?" and "#" percent-encoded',
      check(urn) {
        const at = urn.nss.search(/[/?#]/);
        if (at < 0) return undefined;
        const chars = ['/', '?', '#'].filter((c) => urn.nss.includes(c)).map((c) => `"${c}"`).join(', ');
        return { offset: urn.spans.nss.start + at, message: `the NSS contains unencoded ${chars}, which SHOULD NOT be used unencoded` };
      },
    },
    {
      code: 'pct-encoded-alphanum',
      severity: 'warning',
      section: 'RFC 2141 s.2.3.1',
      expected: 'letters and digits unencoded',
      check(urn, input) {
        const at = urn.nss.includes('%') ? findPercent(input, urn.spans.nss, isAlphanumOctet) : -1;
        if (at < 0) return undefined;
        const ch = String.fromCharCode(parseInt(input.slice(at + 1, at + 3), 16));
        return { offset: at, message: `"${input.slice(at, at + 3)}" encodes "${ch}", which is not reserved and MUST NOT be percent-encoded` };
      },
    },
  ],
};
