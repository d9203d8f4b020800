/*
 * XML Schema 1.0 regular expressions (xs:pattern). The language anchors a
 * pattern, where ^ and $ are ordinary characters; no non-capturing group and
 * no capture anyone reads, so `parts` is not offered. Escapes are a backslash
 * before a metacharacter (no \x: a character is written as itself), "-" is
 * escaped in a class, where "-[" would subtract a class. The pattern is the
 * facet's value: in the schema document "&" and "<" are written as XML writes
 * them (&amp;, &lt;).
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

export const xsd: DialectSpec = {
  name: 'xsd',
  engines: 'XML Schema 1.0 xs:pattern (xmllint, Xerces, Saxon, .NET)',
  anchors: ['', ''],
  group: '(',
  namedCaptures: false,
  noParts: 'XML Schema patterns capture nothing',
  char: (c) => backslashed(c, '.\\?*+{}()[]|', false),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, '\\[]-^', false)),
  maxCount: Infinity,
};
