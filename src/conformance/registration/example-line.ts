/*
 * What of a line is the example: extract stops a URN at the first space, so
 * "urn:widgets:acme:00 42" on an Examples line would be checked as
 * "urn:widgets:acme:00" and accepted. A URN that starts a line (after a
 * bullet or a label such as "Example:") and is followed by a fragment that is
 * neither prose nor another URN is the example with that fragment: the space
 * makes it no URN under RFC 8141 (s.2), which is what the check must say.
 */

/** The most of a line read before and after a URN: labels and the fragment after it are short, and a long line costs no more. */
const REACH = 256;

/** What may come before an example on its line: indentation, a comment's ";", a bullet, a label ending in ":" or a grammar file's "@example". */
const EXAMPLE_HEAD = /^[ \t]*(?:;[ \t]*)?(?:(?:[-*+o\u2022]|\d{1,3}[.)])[ \t]+)?(?:@example[ \t]+|[^\s:][^:\n]*:[ \t]+)?$/i;

/** The first token after the URN and whether more follows, when it is made of characters a URN holds (RFC 8141 s.2: pchar, "/", "?", "#"). */
const FRAGMENT = /^[ \t]+([A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]+)([ \t]+\S)?/;

/** A word that starts a sentence or a clause: letters, and a punctuation mark after it. */
const WORD = /^[A-Za-z][A-Za-z'-]*[,.;:]?$/;

/**
 * The example that the URN `text.slice(start, end)` stands for: the URN with
 * the fragment glued to it by a space, or the URN alone when what follows is
 * prose (a parenthesis, a sentence), another URN, or not on an example line.
 */
export function exampleAt(text: string, start: number, end: number): string {
  const urn = text.slice(start, end);
  // Only REACH characters back: on a long line of many URNs, a search to the line's start would be quadratic.
  const before = text.slice(Math.max(0, start - REACH - 1), start);
  const lineEnd = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  if ((lineEnd < 0 && start > REACH) || !EXAMPLE_HEAD.test(before.slice(lineEnd + 1))) return urn;
  const m = FRAGMENT.exec(text.slice(end, end + REACH).split(/\r?\n|\r/, 1)[0]);
  if (!m) return urn;
  const [whole, token, more] = m;
  const prose = token.startsWith('(') || /^urn:/i.test(token) || !/[A-Za-z0-9]/.test(token) || (more !== undefined && WORD.test(token));
  return prose ? urn : text.slice(start, end + whole.length - (more?.length ?? 0));
}
