/*
 * The registration templates of issue 45 whose checks ran for minutes
 * (tests/registration.test.ts, tests/grammar-lab.test.ts, npm run
 * bench:hostile): a rule whose "a" must stand k+1 characters from the end
 * (its deterministic automaton has 2^(k+1) states), over a wide or a narrow
 * class of single characters, and a rule of thousands of alternatives.
 */

/** 53 single characters, each an RFC 8141 pchar (s.2: unreserved, sub-delims, ":" and "@"). */
export const WIDE_CLASS = "abcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@";
/** Two. */
export const NARROW_CLASS = 'ab';

/** A small template in RFC 8141 Appendix A's form: the NID, the ABNF lines, the examples. */
export const registrationTemplate = (nid: string, abnf: string, ...examples: string[]): string =>
  [`Namespace Identifier: ${nid}`, '', 'Version: 1', '', 'Syntax:', '', ...abnf.split('\n').map((l) => `   ${l}`), '', 'Examples:', '', ...examples.map((e) => `   ${e}`), ''].join('\n');

/** `nss = *c "a" kc`, c each character of `chars` as a %x alternative (the issue's 473 bytes for k = 10 and WIDE_CLASS), and an example the ABNF accepts. */
export const positionsTemplate = (k: number, chars: string): string =>
  registrationTemplate('hostile', `nss = *c "a" ${k}c\nc = ${[...chars].map((c) => `%x${c.charCodeAt(0).toString(16).toUpperCase()}`).join(' / ')}`, `urn:hostile:a${'b'.repeat(k)}`);

/** `nss = "x0" / "x1" / ...`, n alternatives on one line (24,000: the issue's 253 KB). */
export const alternativesTemplate = (n: number): string => registrationTemplate('hostile', `nss = ${Array.from({ length: n }, (_, i) => `"x${i}"`).join(' / ')}`, 'urn:hostile:x9', 'urn:hostile:zzz');
