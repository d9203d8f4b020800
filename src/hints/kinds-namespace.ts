/*
 * Hint kinds for the namespace rules (option `namespaces`): a UUID of the
 * wrong shape (RFC 4122 s.3), and a wrong ISBN or ISSN check character. The
 * check character is found by trying each one in its place against the same
 * namespace rules, so it holds for any grammar with a @check pragma. It is
 * told, never suggested: a check character exists to catch a mistyped digit,
 * and "correcting" it would hide the typo behind a valid, different number.
 */
import { tryParseWithoutHints as tryParse } from '../parsing/run';
import { PROFILES } from '../types';
import { nssText } from './context';
import { HintContext, HintKind } from './types';

const HEX = /[0-9a-f]/i;

const hexCount = (text: string): number => [...text].filter((ch) => HEX.test(ch)).length;

const uuidSyntax: HintKind = {
  kind: 'uuid-syntax',
  profiles: PROFILES,
  applies: (c) => c.code === 'invalid-namespace-nss' && c.nssStart >= 0 && c.nid.toLowerCase() === 'uuid',
  hint(c) {
    const text = nssText(c);
    const rule = 'RFC 4122 s.3: a UUID is 32 hex digits in groups of 8-4-4-4-12 joined by "-"';
    if (c.cp >= 0 && !HEX.test(c.ch) && c.ch !== '-') return `${rule}, and ${c.error.found} is not a hex digit`;
    const groups = text.split('-').map((g) => g.length);
    return `${rule}; this one has ${hexCount(text)} hex digits${groups.length > 1 ? ` in groups of ${groups.join('-')}` : ' and no hyphens'}`;
  },
  // 32 hex digits in the wrong groups are still one UUID: regrouping keeps its value (s.3 compares the fields as numbers).
  fixes(c) {
    const text = nssText(c);
    if (!/^[0-9a-f-]+$/i.test(text) || hexCount(text) !== 32) return [];
    const h = text.replace(/-/g, '');
    const uuid = [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20)].join('-');
    return [c.input.slice(0, c.nssStart) + uuid + c.input.slice(c.nssStart + text.length)];
  },
};

/** The check character that the namespace rules accept in place of the one at the offset. */
function rightCheck(c: HintContext): string | undefined {
  const options = { profile: c.profile, namespaces: c.namespaces, strict: c.strict };
  for (const ch of '0123456789X') {
    if (tryParse(c.input.slice(0, c.offset) + ch + c.input.slice(c.offset + 1), options).ok) return ch;
  }
  return undefined;
}

const checkDigit: HintKind = {
  kind: 'check-digit',
  profiles: PROFILES,
  applies: (c) => c.code === 'invalid-check-digit',
  hint(c) {
    // The section names the registration first ("RFC 3187 s.5, extended to ..."): cite that part.
    const source = c.error.section.split(',')[0];
    const what = c.error.rule ?? 'namespace';
    const right = rightCheck(c);
    const word = right === 'X' || c.ch.toUpperCase() === 'X' ? 'character' : 'digit';
    const told = right === undefined ? `the ${what} check ${word} does not match the other digits` : `the ${what} check ${word} of this number is ${right}, not ${c.ch}`;
    return `${source}: ${told}; a wrong check ${word} usually means another digit was mistyped, so compare the number with its source`;
  },
};

/**
 * The IETF URN sub-namespaces: RFC 2648 s.2 (rfc, fyi, std, bcp, id, mtg),
 * RFC 3553 (params), the initial entries of IANA's "IETF URN Sub-namespaces"
 * registry (RFC 6924 s.2). The live registry was not read.
 */
const IETF_CLASSES = ['rfc', 'fyi', 'std', 'bcp', 'id', 'mtg', 'params'];

/** The class token of an ietf NSS ("wg" in urn:ietf:wg:oauth:2.0:oob), lower case. */
const ietfClass = (c: HintContext): string => /^[^:?#]*/.exec(c.input.slice(c.nssStart))?.[0].toLowerCase() ?? '';

/**
 * Widely used urn:ietf forms that the registration does not allow, the best
 * known being OAuth's out-of-band redirect urn:ietf:wg:oauth:2.0:oob (and
 * :auto), which no RFC registers: "wg" is not an IETF URN sub-namespace, and
 * RFC 2648's other-nss holds no ":".
 */
const ietfClassUnregistered: HintKind = {
  kind: 'ietf-sub-namespace',
  profiles: PROFILES,
  applies: (c) => c.code === 'invalid-namespace-nss' && c.nssStart >= 0 && c.nid.toLowerCase() === 'ietf' && !IETF_CLASSES.includes(ietfClass(c)),
  hint(c) {
    const cls = ietfClass(c);
    const oauth = /^wg:oauth:/i.test(c.input.slice(c.nssStart)) ? '; urn:ietf:wg:oauth:2.0:oob is a common OAuth form that no registration allows' : '';
    return `RFC 2648 s.2: the urn:ietf sub-namespaces are ${IETF_CLASSES.slice(0, -1).join(', ')} (RFC 2648 s.2) and params (RFC 3553), per IANA's registry (RFC 6924); "${cls}" is none of them${oauth}`;
  },
};

export const NAMESPACE_KINDS: readonly HintKind[] = [uuidSyntax, checkDigit, ietfClassUnregistered];
