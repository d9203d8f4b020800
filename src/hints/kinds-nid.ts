/*
 * Hint kinds for the NID (RFC 8141 s.2.1, bis-03 s.2.1, RFC 2141 s.2.1) and
 * for a URN that stops after it. None of them suggests another NID: a NID
 * names a registered namespace, and a look-alike ("loc-gov" for "loc.gov")
 * would be a different, probably unregistered one. The two fixes here keep
 * text the input already has: the NID "uuid" before a bare UUID (RFC 4122
 * s.3), and a doubled "urn:" dropped.
 */
import { HintContext, HintKind } from './types';
import { PROFILES } from '../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCHEME = /^urn:/i;
const NID_CHAR = /[A-Za-z0-9-]/;

/** The text with one pair of braces around it removed. */
const unbraced = (text: string): string => (text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1) : text);

/** The length of the run of NID characters (letters, digits, "-") after "urn:". */
function nidRun(input: string): number {
  let n = 4;
  while (n < input.length && NID_CHAR.test(input[n])) n += 1;
  return n - 4;
}

const nidError = (c: HintContext): boolean => c.code === 'invalid-nid' && SCHEME.test(c.input);
/** RFC 2141's NID may be a single character; the later revisions need two (s.2.1 of each). */
const nidRange = (c: HintContext): string => (c.profile === 'rfc2141' ? '1 to 32' : '2 to 32');

const uuidWithoutNid: HintKind = {
  kind: 'uuid-without-nid',
  profiles: PROFILES,
  applies: (c) => nidError(c) && UUID.test(unbraced(c.input.slice(4))),
  hint: (c) =>
    `RFC 4122 s.3: a UUID URN is urn:uuid:<uuid>${c.input[4] === '{' ? ', without braces' : ''}; here the UUID stands where the NID belongs, and a NID is at most 32 letters, digits or hyphens (${c.title} s.2.1)`,
  fixes: (c) => [`${c.input.slice(0, 4)}uuid:${unbraced(c.input.slice(4))}`],
};

const isUrnNid = (c: HintContext): boolean => c.nid.toLowerCase() === 'urn';

const reservedNid: HintKind = {
  kind: 'reserved-nid',
  profiles: PROFILES,
  // RFC 8141 makes the NID "urn" a registration rule (a warning): an error only in strict mode.
  applies: (c) => c.code === 'reserved-nid' || (c.code === 'nid-registration' && isUrnNid(c)),
  hint: (c) =>
    c.profile === 'rfc8141'
      ? 'RFC 8141 s.5.2: the NID "urn" is reserved, neither a formal NID nor an informal "urn-<number>", so strict mode rejects it; a doubled "urn:urn:" prefix is the usual cause'
      : `${c.title} s.2.1: the NID "urn" is reserved and MUST NOT be used; a doubled "urn:urn:" prefix is the usual cause`,
  fixes: (c) => (isUrnNid(c) ? [c.input.slice(0, 4) + c.input.slice(8)] : []),
};

const emptyNid: HintKind = {
  kind: 'empty-nid',
  profiles: PROFILES,
  applies: (c) => nidError(c) && c.offset === 4 && (c.ch === ':' || c.cp < 0),
  hint: (c) =>
    c.cp < 0
      ? `${c.title} s.2: nothing follows "urn:"; a URN is urn:<NID>:<NSS>, the NID ${nidRange(c)} letters, digits or hyphens`
      : `${c.title} s.2.1: the NID between "urn:" and ":" is empty; a NID is ${nidRange(c)} letters, digits or hyphens`,
};

const leadingHyphen = (c: HintContext): boolean => c.offset === 4 && c.ch === '-';
const trailingHyphen = (c: HintContext): boolean => c.offset > 4 && c.ch === ':' && c.input[c.offset - 1] === '-';

const nidHyphen: HintKind = {
  kind: 'nid-hyphen',
  profiles: PROFILES,
  applies: (c) => nidError(c) && (leadingHyphen(c) || trailingHyphen(c)),
  hint: (c) =>
    leadingHyphen(c)
      ? `${c.title} s.2.1: a NID starts with a letter or digit, not "-"`
      : `${c.title} s.2.1: a NID ends with a letter or digit, not "-"; RFC 2141 allowed a trailing hyphen`,
};

const nidCharacter: HintKind = {
  kind: 'nid-character',
  profiles: PROFILES,
  applies: (c) => nidError(c) && c.cp >= 0 && c.offset >= 4 && !/[A-Za-z0-9:-]/.test(c.ch),
  hint: (c) =>
    `${c.title} s.2.1: a NID is letters, digits and hyphens only, so ${c.error.found} cannot be part of it; ` +
    (c.ch === '.' ? 'a domain name is not a NID, so use the NID registered for the namespace' : 'use the NID registered for the namespace'),
};

const nidTooLong: HintKind = {
  kind: 'nid-too-long',
  profiles: PROFILES,
  applies: (c) => nidError(c) && c.offset === 36 && nidRun(c.input) > 32,
  hint(c) {
    const n = nidRun(c.input);
    const closed = c.input[4 + n] === ':';
    return `${c.title} s.2.1: a NID is at most 32 characters, and this one has ${n}${closed ? '' : ' with no ":" after them'}`;
  },
};

const nidTooShort: HintKind = {
  kind: 'nid-too-short',
  profiles: ['rfc2141bis', 'rfc8141'],
  applies: (c) => nidError(c) && c.offset === 5 && c.ch === ':',
  hint: (c) => `${c.title} s.2.1: a NID is 2 to 32 letters, digits or hyphens; RFC 2141 allowed 1, so a one-character NID is valid only under RFC 2141`,
};

const noNss: HintKind = {
  kind: 'no-nss',
  profiles: PROFILES,
  applies: (c) => nidError(c) && c.cp < 0 && c.offset > 4 && nidRun(c.input) === c.input.length - 4,
  hint: (c) =>
    `${c.title} s.2: a URN is urn:<NID>:<NSS>, and this one ends after the NID "${c.input.slice(4)}" with no ":" and no namespace-specific string (the NSS names the resource within the namespace)`,
};

export const NID_KINDS: readonly HintKind[] = [uuidWithoutNid, reservedNid, emptyNid, nidHyphen, nidCharacter, nidTooLong, nidTooShort, noNss];
