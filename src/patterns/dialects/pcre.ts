/*
 * PCRE (PHP preg_*, Perl 5, grep -P). Anchored with \A and \z: `$` also
 * matches before a final newline. Every character but letters and digits is
 * written \xHH, so any delimiter PHP is given works and nothing interpolates
 * in Perl.
 * A loop that src/patterns/loops.ts shows deterministic is possessive (no
 * backtrack state per iteration). Perl stops a repeated group after 65,534
 * iterations ("Complex regular subexpression recursion limit", a warning
 * under -w, else silent) and the match fails: a possessive group loop is
 * written inside another, (?:(?:X)*+)*+, whose each iteration takes up to
 * that many (the same language; PCRE2 reads it as the inner loop alone). A
 * count would do it too, but PCRE2 copies a counted group that many times.
 */
import { DialectSpec, hexEscaped, rangeClass } from '../dialect';

export const pcre: DialectSpec = {
  name: 'pcre',
  engines: 'PCRE: PHP, Perl, grep -P, MariaDB',
  anchors: ['\\A', '\\z'],
  group: '(?:',
  capture: (name) => `(?<${name}>`,
  namedCaptures: true,
  char: (c) => hexEscaped(c),
  charClass: (set) => rangeClass(set, (c) => hexEscaped(c)),
  maxCount: Infinity,
  possessive: (body, quantifier, group) => {
    if (!group) return `${body}${quantifier}+`;
    if (quantifier === '*') return `(?:${body}*+)*+`;
    const more = `(?:${body}++)++`;
    return quantifier === '+' ? more : `${body}{${Number(quantifier.slice(1, -2)) - 1}}${more}`;
  },
};
