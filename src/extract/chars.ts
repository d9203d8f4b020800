/*
 * The character classes of the candidate rule (docs/extract.md), as one
 * 128-entry table: every scan step is a single lookup. Code points from 128 up
 * are never URI characters (RFC 3986 s.2: a URI is ASCII), so they are tested
 * by value, not by table.
 */

/** Can appear in some URI: RFC 3986 s.2.2 reserved, s.2.3 unreserved, and "%" (s.2.1). */
export const URI = 1;
/** A candidate may start right after it: it cannot continue a URI, or it delimits items in text. */
export const BEFORE = 2;
/** Sentence punctuation that does not end a URN in running text (trimmed from the end). */
export const TRIM = 4;
/**
 * Paired in text: "(", ")", "[", "]" and "'". The scanner's fast path takes
 * every character whose class is exactly URI; this bit keeps these out of it,
 * since a candidate counts its brackets and an apostrophe may close it.
 */
export const PAIRED = 8;

const URI_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";

/** Built in a function marked pure, so that a bundle without extraction leaves it out. */
export const CLASSES = /* @__PURE__ */ ((): Uint8Array => {
  const classes = new Uint8Array(128);
  for (const c of URI_CHARS) classes[c.charCodeAt(0)] |= URI;
  // Whatever no URI can hold (space, controls, '"', '<', '>', '\', '^', '`', '{', '|', '}')
  // cannot be the middle of another URI, so "urn:" after it starts a candidate.
  for (let c = 0; c < 128; c += 1) if (!(classes[c] & URI)) classes[c] |= BEFORE;
  // URI characters that in text open a parenthetical, a quotation or a bracket,
  // or separate items of a list (RFC 3986 Appendix C's delimiters and the
  // separators of prose, CSV and parameter lists).
  for (const c of "([',;") classes[c.charCodeAt(0)] |= BEFORE;
  for (const c of '.,;:!?') classes[c.charCodeAt(0)] |= TRIM;
  for (const c of "()[]'") classes[c.charCodeAt(0)] |= PAIRED;
  return classes;
})();

export const OPEN_PAREN = 0x28;
export const CLOSE_PAREN = 0x29;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const APOSTROPHE = 0x27;

/**
 * Letters, combining marks and digits beyond ASCII, in a run: no URI holds
 * them raw, but an IRI or a URN written with them unencoded does, so they
 * continue a candidate (which is then invalid) rather than end it: text with
 * "urn:example:café" must not yield the valid, different URN "urn:example:caf".
 */
const WORD = /[\p{L}\p{M}\p{N}]+/uy;

/**
 * The index after the run of non-ASCII letters, marks and digits at text[i]
 * (a surrogate pair counts when whole), or i when there is none.
 */
export function wordEnd(text: string, i: number): number {
  WORD.lastIndex = i;
  return WORD.test(text) ? WORD.lastIndex : i;
}

/** Whether a candidate may start after the character with this code (-1: the start of the text). */
export function startsAfter(code: number): boolean {
  return code < 0 || code >= 128 || (CLASSES[code] & BEFORE) !== 0;
}
