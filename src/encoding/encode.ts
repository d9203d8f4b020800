/*
 * Percent-encoding of text for one position of one profile: UTF-8 octets as
 * "%HH" with upper-case hex (RFC 3986 s.2.1 SHOULD; RFC 8141 s.3.1 normalizes
 * to upper case), and only where the grammar does not allow the character raw
 * (see positions.ts). "%" is never raw in any profile, so it always becomes "%25".
 */
import { argumentError, optionRecord, profileOption, stringArgument } from '../options';
import { ProfileName } from '../types';
import { UrnEncodingError } from './errors';
import { ComponentName, contextsOf, Position, positionClasses } from './positions';
import { utf8Octets } from './utf8';

/** The options of the codecs (encodeNss, encodeComponent, decodeNss, decodeComponent). */
export interface EncodingOptions {
  /** Spec revision; RFC 8141 by default, as for parse. */
  profile?: ProfileName;
}

const HEX = '0123456789ABCDEF';
const pct = (octet: number): string => `%${HEX[octet >> 4]}${HEX[octet & 15]}`;

export function profileOf(fn: string, options: unknown): ProfileName {
  return profileOption(fn, optionRecord(fn, options, ['profile']));
}

const COMPONENTS: readonly string[] = ['r', 'q', 'f', 'query-value'];

/** The position a public encoding function works on, checked against the profile. */
export function positionOf(fn: string, profile: ProfileName, component: unknown): Position {
  if (!COMPONENTS.includes(component as string)) throw argumentError(fn, 'the component', `one of ${COMPONENTS.map((c) => `'${c}'`).join(', ')}`, component);
  if (!contextsOf(profile, component as Position)) throw new TypeError(`urnkit.${fn}: the ${profile} profile has no '${component}' component`);
  return component as Position;
}

/** The code points of `text`; a lone surrogate is an error (it has no UTF-8 form, RFC 3629 s.3). */
function codePoints(text: string, profile: ProfileName, position: Position): { cp: number; offset: number }[] {
  const out: { cp: number; offset: number }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) {
        throw new UrnEncodingError('lone-surrogate', i, profile, position, `U+${unit.toString(16).toUpperCase()} is an unpaired surrogate`);
      }
      out.push({ cp: 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00), offset: i });
      i += 1;
    } else {
      out.push({ cp: unit, offset: i });
    }
  }
  return out;
}

export function encodeAt(fn: string, text: unknown, profile: ProfileName, position: Position): string {
  stringArgument(fn, 'the text to encode', text);
  const classes = positionClasses(profile, position);
  const cps = codePoints(text as string, profile, position);
  const n = cps.length;
  // Which characters may stay raw by their place in the text...
  const raw = cps.map(({ cp }, i) => {
    if (cp >= 0x80) return false;
    const set = n === 1 ? classes.only : i === 0 ? classes.first : i === n - 1 ? classes.last : classes.middle;
    return set.has(cp);
  });
  // ...then break each forbidden raw pair (RFC 8141 "?=" in an r-component) by encoding its first character.
  for (let i = 0; i + 1 < n; i += 1) {
    if (raw[i] && raw[i + 1] && classes.pairs.has(cps[i].cp * 128 + cps[i + 1].cp)) raw[i] = false;
  }
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const { cp, offset } = cps[i];
    if (raw[i]) {
      out += String.fromCharCode(cp);
      continue;
    }
    if (cp === 0 && classes.nulForbidden) {
      throw new UrnEncodingError('nul-octet', offset, profile, position, 'U+0000 would be %00, which this profile forbids');
    }
    for (const octet of utf8Octets(cp)) out += pct(octet);
  }
  return out;
}

/**
 * Percent-encodes text as an NSS of the profile (RFC 8141 default).
 * @example
 * ```ts
 * encodeNss('a b/ü'); // 'a%20b/%C3%BC'
 * ```
 */
export function encodeNss(text: string, options?: EncodingOptions): string {
  return encodeAt('encodeNss', text, profileOf('encodeNss', options), 'nss');
}

/**
 * Percent-encodes text as a component: RFC 8141 'r', 'q', 'f'; rfc2141bis 'f'
 * (the fragment) and 'query-value' (a directive's value). RFC 2141 has none.
 * @example
 * ```ts
 * encodeComponent('a b?', 'q'); // 'a%20b?'
 * ```
 */
export function encodeComponent(text: string, component: ComponentName, options?: EncodingOptions): string {
  const profile = profileOf('encodeComponent', options);
  return encodeAt('encodeComponent', text, profile, positionOf('encodeComponent', profile, component));
}
