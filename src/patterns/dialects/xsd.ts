/*
 * XML Schema 1.0 regular expressions (xs:pattern). The language anchors a
 * pattern, where ^ and $ are ordinary characters; no non-capturing group and
 * no capture anyone reads, so `parts` is not offered. Escapes are a backslash
 * before a metacharacter (no \x: a character is written as itself), "-" is
 * escaped in a class, where "-[" would subtract a class. The pattern is the
 * facet's value: in the schema document "&" and "<" are written as XML writes
 * them (&amp;, &lt;).
 *
 * libxml2 (xmllint, PHP, lxml, Nokogiri; 2.9.14 at least) gets two shapes wrong, which the
 * pattern avoids without changing its language:
 *  - a repeated group that ends an alternative, as in (o(0)*|a(00)+): after "a00" it goes on
 *    reading the first alternative's "(0)*" and accepts "a000". An empty group after each
 *    repeated group, "(0)*()", keeps libxml2's alternatives apart;
 *  - fixed counts inside alternatives: the ISBN pattern accepted eleven digits. They are written
 *    out, [0-9]{4} as [0-9][0-9][0-9][0-9] (a range of counts, as the NID's {0,30}, reads right).
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
  afterRepeatedGroup: '()',
  writeOutFixedCounts: true,
};
