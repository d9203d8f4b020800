/*
 * Percent-decoding: "%HH" runs become octets, read as strict UTF-8. No "+" to
 * space (that is HTML form encoding, not RFC 3986 s.2.1), no U+FFFD.
 */
import { ProfileName } from '../types';
import { stringArgument } from '../options';
import { EncodingOptions, positionOf, profileOf } from './encode';
import { UrnEncodingError } from './errors';
import { ComponentName, Position, positionClasses } from './positions';
import { codePointOf, sequenceRule } from './utf8';

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

export function decodeAt(fn: string, input: unknown, profile: ProfileName, position: Position): string {
  const text = stringArgument(fn, 'the text to decode', input);
  const fail = (code: 'invalid-percent-encoding' | 'invalid-utf8' | 'invalid-character' | 'nul-octet', offset: number, detail: string): never => {
    throw new UrnEncodingError(code, offset, profile, position, detail);
  };
  /** The octet of the "%HH" at i, or -1 when there is none there. */
  const octetAt = (i: number): number => {
    if (text.charCodeAt(i) !== 0x25) return -1;
    const hi = hexValue(text.charCodeAt(i + 1));
    const lo = hexValue(text.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) fail('invalid-percent-encoding', i, `"${text.slice(i, i + 3)}" is not "%" and two hex digits`);
    return hi * 16 + lo;
  };
  let out = '';
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code !== 0x25) {
      // Encoded text is printable ASCII (every profile excludes controls, space and non-ASCII).
      if (code <= 0x20 || code >= 0x7f) fail('invalid-character', i, `U+${code.toString(16).toUpperCase().padStart(4, '0')} is not allowed unencoded`);
      out += text[i];
      i += 1;
      continue;
    }
    const lead = octetAt(i);
    if (lead < 0x80) {
      if (lead === 0 && positionClasses(profile, position).nulForbidden) fail('nul-octet', i, '%00 is forbidden in this profile');
      out += String.fromCharCode(lead);
      i += 3;
      continue;
    }
    const rule = sequenceRule(lead);
    if (!rule) fail('invalid-utf8', i, `octet 0x${lead.toString(16).toUpperCase()} cannot start a UTF-8 sequence`);
    const { length, secondMin, secondMax } = rule as NonNullable<typeof rule>;
    const octets = [lead];
    for (let k = 1; k < length; k += 1) {
      const next = octetAt(i + 3 * k);
      const [min, max] = k === 1 ? [secondMin, secondMax] : [0x80, 0xbf];
      if (next < min || next > max) {
        const what = next < 0 ? 'ends' : `has octet 0x${next.toString(16).toUpperCase()}`;
        fail('invalid-utf8', i, `a ${length}-octet UTF-8 sequence starting 0x${lead.toString(16).toUpperCase()} ${what} where octet ${k + 1} should be`);
      }
      octets.push(next);
    }
    out += String.fromCodePoint(codePointOf(octets));
    i += 3 * length;
  }
  return out;
}

/**
 * Decodes an NSS's percent-encoding as UTF-8 (RFC 8141 default profile).
 * @example
 * ```ts
 * decodeNss('a%20b%C3%BC'); // 'a bü'
 * ```
 */
export function decodeNss(text: string, options?: EncodingOptions): string {
  return decodeAt('decodeNss', text, profileOf('decodeNss', options), 'nss');
}

/**
 * Decodes a component's percent-encoding as UTF-8; components as for encodeComponent.
 * @example
 * ```ts
 * decodeComponent('x%3D1', 'q'); // 'x=1'
 * ```
 */
export function decodeComponent(text: string, component: ComponentName, options?: EncodingOptions): string {
  const profile = profileOf('decodeComponent', options);
  return decodeAt('decodeComponent', text, profile, positionOf('decodeComponent', profile, component));
}
