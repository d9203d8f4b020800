/*
 * Which characters need percent-encoding wherever they stand, and their
 * encoding. Derived from the grammar as the encoders are (src/encoding/
 * positions.ts), but only for single characters: a character "must be
 * encoded" under a profile when no URN of the small probe set, one per
 * context of every position (NSS, components, query values), parses with it
 * raw between two letters. That leaves out delimiters such as "#" (a probe
 * with an f-component parses) and characters raw somewhere, so encoding every
 * must-encode character of an input never changes a character that could
 * have been valid. "%" is left out: it is valid as the start of "%HH", and a
 * bare one is its own hint kind.
 */
import { contextsOf, Position } from '../encoding/positions';
import { utf8Octets } from '../encoding/utf8';
import { tryParseWithoutHints as tryParse } from '../parsing/run';
import { ProfileName } from '../types';

const POSITIONS: readonly Position[] = ['nss', 'r', 'q', 'f', 'query-value'];
/** Per profile, per ASCII code: 0 not probed yet, 1 raw somewhere, 2 must be encoded. */
const probed = /* @__PURE__ */ new Map<ProfileName, Uint8Array>();

function rawSomewhere(profile: ProfileName, ch: string): boolean {
  for (const position of POSITIONS) {
    for (const context of contextsOf(profile, position) ?? []) {
      if (tryParse(context.wrap(`a${ch}a`), { profile }).ok) return true;
    }
  }
  return false;
}

const isSurrogate = (cp: number): boolean => cp >= 0xd800 && cp <= 0xdfff;

/** Whether code point `cp` can only appear percent-encoded in a URN of the profile. */
export function mustEncode(profile: ProfileName, cp: number): boolean {
  // A lone surrogate has no UTF-8 form (RFC 3629 s.3): it cannot be encoded at all.
  if (cp === 0x25 || isSurrogate(cp)) return false;
  // Every grammar's terminals are ASCII (RFC 3986 s.2): no raw non-ASCII anywhere.
  if (cp >= 0x80) return true;
  let table = probed.get(profile);
  if (!table) probed.set(profile, (table = new Uint8Array(128)));
  if (table[cp] === 0) table[cp] = rawSomewhere(profile, String.fromCharCode(cp)) ? 1 : 2;
  return table[cp] === 2;
}

const nul = /* @__PURE__ */ new Map<ProfileName, boolean>();

/** Whether the profile's rules accept "%00" (asked of the profile, not restated here). */
function nulAllowed(profile: ProfileName): boolean {
  let ok = nul.get(profile);
  if (ok === undefined) nul.set(profile, (ok = tryParse('urn:ex:a%00a', { profile }).ok));
  return ok;
}

const HEX = '0123456789ABCDEF';

/**
 * The UTF-8 octets of a code point as "%HH", upper-case hex (RFC 3986 s.2.1;
 * RFC 8141 s.3.1), as encodeNss writes them. Not encodeNss itself: its first
 * call probes every position's classes (about 0.1 s), and a single
 * must-encode character is encoded the same way in every position.
 */
export function percentEncoded(cp: number): string {
  return utf8Octets(cp)
    .map((o) => `%${HEX[o >> 4]}${HEX[o & 15]}`)
    .join('');
}

/**
 * `text` with every must-encode character from index `from` on percent-encoded,
 * or undefined when one cannot be (a lone surrogate; U+0000 where %00 is
 * forbidden, RFC 2141 s.2.4 and bis-03 s.2.5.3).
 */
export function encodeMustEncode(profile: ProfileName, text: string, from: number): string | undefined {
  let out = text.slice(0, from);
  for (let i = from; i < text.length; ) {
    const cp = text.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    if (isSurrogate(cp)) return undefined;
    if (cp === 0 && !nulAllowed(profile)) return undefined;
    out += mustEncode(profile, cp) ? percentEncoded(cp) : text.slice(i, i + width);
    i += width;
  }
  return out;
}
