/*
 * Hint kinds for the NSS and what follows it: characters that need
 * percent-encoding, "%" without two hex digits, "?" and "#" used as in a URL,
 * and empty parts. Every fix keeps the text the user wrote and only spells it
 * the way the profile accepts (percent-encoding, RFC 3986 s.2.1), or drops a
 * delimiter that introduces nothing.
 */
import { encodeMustEncode, mustEncode, percentEncoded } from './chars';
import { nssEnd } from './context';
import { HintContext, HintKind } from './types';
import { PROFILES } from '../types';

/** The error codes of a failure after the NID: the NSS, the components, the rfc2141bis query and fragment. */
const AFTER_NID = /* @__PURE__ */ new Set(['invalid-nss', 'invalid-r-component', 'invalid-q-component', 'invalid-f-component', 'invalid-query', 'invalid-fragment']);
const afterNid = (c: HintContext): boolean => AFTER_NID.has(c.code) && c.nssStart >= 0;

const UUID_AT = /^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}/i;

const replaceAt = (text: string, at: number, length: number, by: string): string => text.slice(0, at) + by + text.slice(at + length);

/** `text` with every `ch` in [from, to) replaced by `by`. */
function replaceIn(text: string, from: number, to: number, ch: string, by: string): string {
  return text.slice(0, from) + text.slice(from, to).split(ch).join(by) + text.slice(to);
}

const present = (...candidates: (string | undefined)[]): string[] => candidates.filter((s): s is string => s !== undefined);

const emptyNss: HintKind = {
  kind: 'empty-nss',
  profiles: PROFILES,
  applies: (c) => c.code === 'invalid-nss' && c.nssStart >= 0 && c.offset === c.nssStart && (c.cp < 0 || c.ch === '?' || c.ch === '#'),
  hint: (c) => `${c.title} s.2.2: the namespace-specific string after "urn:${c.nid}:" cannot be empty`,
};

const bracedGuid: HintKind = {
  kind: 'braced-guid',
  profiles: PROFILES,
  applies: (c) => afterNid(c) && UUID_AT.test(c.input.slice(c.offset)),
  hint: (c) =>
    `${c.error.section}: "{" and "}" cannot appear raw in a URN, and the braces around a GUID are Windows notation, not part of it (RFC 4122 s.3 writes a UUID without them)`,
  fixes: (c) => present(replaceAt(replaceAt(c.input, c.offset + 37, 1, ''), c.offset, 1, ''), encodeMustEncode(c.profile, c.input, c.nssStart)),
};

const slashInNss: HintKind = {
  kind: 'slash-in-nss',
  profiles: ['rfc2141bis', 'rfc8141'],
  applies: (c) => c.code === 'invalid-nss' && c.ch === '/',
  hint: (c) =>
    c.profile === 'rfc8141'
      ? 'RFC 8141 s.2.2: the NSS cannot start with "/"; percent-encode it as %2F'
      : 'bis-03 s.2.2: the NSS is a single path segment, so "/" must be percent-encoded as %2F',
  // RFC 8141 allows "/" after the first character: only the leading one changes.
  fixes: (c) => [c.profile === 'rfc8141' ? replaceAt(c.input, c.offset, 1, '%2F') : replaceIn(c.input, c.nssStart, nssEnd(c), '/', '%2F')],
};

/** The "?" of an RFC 8141 error reported at the character after it (s.2: "?" must start "?+" or "?="). */
const bareQuestionAt = (c: HintContext): number => c.offset - 1;

/** Each "?" from `at` on that starts no component, as %3F, up to the first "#" or real "?+" / "?=". */
function encodeBareQuestions(input: string, at: number): string {
  let out = input.slice(0, at);
  let i = at;
  for (; i < input.length && input[i] !== '#'; i += 1) {
    if (input[i] === '?' && i > at && (input[i + 1] === '+' || input[i + 1] === '=')) break;
    out += input[i] === '?' ? '%3F' : input[i];
  }
  return out + input.slice(i);
}

const bareQuestionMark: HintKind = {
  kind: 'bare-question-mark',
  profiles: ['rfc8141'],
  applies: (c) => c.profile === 'rfc8141' && c.code === 'invalid-nss' && c.nssStart >= 0 && bareQuestionAt(c) > c.nssStart && c.input[bareQuestionAt(c)] === '?',
  hint: () =>
    'RFC 8141 s.2: after the NSS, "?" starts an r-component ("?+") or a q-component ("?="); a URL-style query belongs after "?=", and a literal "?" is written %3F',
  fixes(c) {
    const q = bareQuestionAt(c);
    const rest = c.input.slice(q + 1);
    const encoded = encodeBareQuestions(c.input, q);
    // Nothing after the "?": an empty query left by URL-building code.
    if (rest === '' || rest.startsWith('#')) return [c.input.slice(0, q) + rest, encoded];
    const qComponent = `${c.input.slice(0, q)}?=${rest}`;
    // "key=value" reads as a URL query; other text more likely has a literal "?".
    return rest.split('#')[0].includes('=') ? [qComponent, encoded] : [encoded, qComponent];
  },
};

const barePercent: HintKind = {
  kind: 'bare-percent',
  profiles: PROFILES,
  applies: (c) => c.code === 'invalid-percent-encoding',
  hint: (c) => `${c.error.section}: "%" must be followed by two hex digits (an encoded octet); a literal "%" is written %25`,
  fixes: (c) => [c.input.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')],
};

const secondHash: HintKind = {
  kind: 'second-hash',
  profiles: ['rfc2141bis', 'rfc8141'],
  applies: (c) => (c.code === 'invalid-f-component' || c.code === 'invalid-fragment') && c.ch === '#',
  hint: (c) =>
    `${c.error.section}: only the first "#" starts the ${c.profile === 'rfc8141' ? 'f-component' : 'fragment'}, and "#" cannot appear in it; a further "#" is written %23`,
  fixes(c) {
    const first = c.input.indexOf('#');
    return [replaceIn(c.input, first + 1, c.input.length, '#', '%23')];
  },
};

/** The delimiter that opened an empty component, ending at the offset. */
function emptyDelimiter(c: HintContext): string | undefined {
  const two = c.input.slice(c.offset - 2, c.offset);
  // Empty, not merely starting badly: the next thing is what may follow the component, or nothing.
  const ends = c.cp < 0 || c.ch === '#';
  if (c.code === 'invalid-r-component' && two === '?+' && (ends || c.input.startsWith('?=', c.offset))) return two;
  if (c.code === 'invalid-q-component' && two === '?=' && ends) return two;
  if (c.code === 'invalid-query' && c.input[c.offset - 1] === '?' && ends) return '?';
  return undefined;
}

const COMPONENT_WORDS: Record<string, string> = {
  '?+': 'RFC 8141 s.2.3.1: "?+" starts an r-component, which cannot be empty: remove the "?+" or put the component after it',
  '?=': 'RFC 8141 s.2.3.2: "?=" starts a q-component, which cannot be empty: remove the "?=" or put the component after it',
  '?': 'bis-03 s.2.3: "?" starts a query, which cannot be empty: remove the "?" or put keyword=value directives after it',
};

const emptyComponent: HintKind = {
  kind: 'empty-component',
  profiles: ['rfc2141bis', 'rfc8141'],
  applies: (c) => emptyDelimiter(c) !== undefined,
  hint: (c) => COMPONENT_WORDS[emptyDelimiter(c) as string],
  fixes(c) {
    const d = emptyDelimiter(c) as string;
    return [replaceAt(c.input, c.offset - d.length, d.length, '')];
  },
};

/** The character at the offset percent-encoded, when it must be and can be. */
function encodedHere(c: HintContext): string | undefined {
  if (c.cp < 0 || !mustEncode(c.profile, c.cp)) return undefined;
  return encodeMustEncode(c.profile, c.ch, 0) === undefined ? undefined : percentEncoded(c.cp);
}

const mustPercentEncode: HintKind = {
  kind: 'must-percent-encode',
  profiles: PROFILES,
  applies: (c) => afterNid(c) && encodedHere(c) !== undefined,
  hint: (c) =>
    c.profile === 'rfc2141'
      ? `RFC 2141 s.2.4: ${c.error.found} is excluded from URNs and must be percent-encoded, as ${encodedHere(c)}`
      : `${c.error.section}: ${c.error.found} cannot appear raw in a URN; percent-encode its UTF-8 octets, as ${encodedHere(c)} (RFC 3986 s.2.1)`,
  fixes(c) {
    const all = encodeMustEncode(c.profile, c.input, c.nssStart);
    const trimmed = c.input.trimEnd();
    // Trailing whitespace is more likely pasted than meant: first the version without it.
    const withoutTrail = trimmed.length < c.input.length ? encodeMustEncode(c.profile, trimmed, c.nssStart) : undefined;
    return present(withoutTrail, all);
  },
};

/** The "?" that starts an rfc2141bis query. */
const queryStart = (c: HintContext): number => c.input.indexOf('?', c.nssStart);

const querySyntax: HintKind = {
  kind: 'query-syntax',
  profiles: ['rfc2141bis'],
  applies: (c) => c.code === 'invalid-query' && c.nssStart >= 0 && queryStart(c) >= 0,
  hint(c) {
    const next = c.input[queryStart(c) + 1];
    const rfc8141 = next === '+' || next === '=' ? '; "?+" and "?=" are RFC 8141 syntax' : '';
    return `bis-03 s.2.3: a query is keyword=value directives joined by "&", each keyword a letter followed by letters, digits or single hyphens${rfc8141}; a literal "?" is written %3F`;
  },
  // Only a failure in the first directive reads as a literal "?": after a valid directive, the query was meant.
  fixes(c) {
    const q = queryStart(c);
    return c.input.slice(q, c.offset).includes('&') ? [] : [replaceAt(c.input, q, 1, '%3F')];
  },
};

export const NSS_KINDS: readonly HintKind[] = [emptyNss, bracedGuid, slashInNss, bareQuestionMark, barePercent, secondHash, emptyComponent, mustPercentEncode, querySyntax];
