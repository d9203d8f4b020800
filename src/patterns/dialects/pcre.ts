/*
 * PCRE (PHP preg_*, Perl 5, grep -P). Anchored with \A and \z: `$` also
 * matches before a final newline. Every character but letters and digits is
 * written \xHH, so any delimiter PHP is given works and nothing interpolates
 * in Perl.
 */
import { DialectSpec, hexEscaped, rangeClass } from '../dialect';

export const pcre: DialectSpec = {
  name: 'pcre',
  engines: 'PCRE: PHP, Perl, grep -P',
  anchors: ['\\A', '\\z'],
  group: '(?:',
  capture: (name) => `(?<${name}>`,
  namedCaptures: true,
  char: (c) => hexEscaped(c),
  charClass: (set) => rangeClass(set, (c) => hexEscaped(c)),
  maxCount: Infinity,
};
