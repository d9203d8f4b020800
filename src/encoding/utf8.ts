/*
 * UTF-8 by hand, strict both ways: RFC 3629 s.3/s.4 (the well-formed byte
 * sequences of Unicode Table 3-7). TextDecoder would replace errors with U+FFFD
 * or throw a TypeError without an offset; decodeURIComponent throws URIError.
 */

/** The UTF-8 octets of one code point (RFC 3629 s.3). */
export function utf8Octets(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
}

export interface SequenceRule {
  /** Octets in the sequence, lead included. */
  length: number;
  /** Allowed range of the second octet; it is narrower than 80..BF after E0, ED, F0 and F4. */
  secondMin: number;
  secondMax: number;
}

/**
 * What may follow a lead octet (RFC 3629 s.4 UTF8-2/3/4), or undefined when the
 * octet cannot start a multi-octet sequence (80..C1, F5..FF). The narrow second
 * ranges exclude overlong forms (E0, F0), surrogates (ED) and code points above
 * U+10FFFF (F4).
 */
export function sequenceRule(lead: number): SequenceRule | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xe0) return { length: 3, secondMin: 0xa0, secondMax: 0xbf };
  if (lead === 0xed) return { length: 3, secondMin: 0x80, secondMax: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { length: 3, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xf0) return { length: 4, secondMin: 0x90, secondMax: 0xbf };
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 4, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xf4) return { length: 4, secondMin: 0x80, secondMax: 0x8f };
  return undefined;
}

/** The code point of a well-formed sequence (the caller has checked it against sequenceRule). */
export function codePointOf(octets: readonly number[]): number {
  const [lead] = octets;
  let cp = octets.length === 2 ? lead & 0x1f : octets.length === 3 ? lead & 0x0f : lead & 0x07;
  for (let k = 1; k < octets.length; k += 1) cp = (cp << 6) | (octets[k] & 0x3f);
  return cp;
}
