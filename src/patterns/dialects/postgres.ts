/*
 * PostgreSQL's advanced regular expressions (`~`, regexp_match, CHECK,
 * CREATE DOMAIN). Anchored with \A and \Z, which hold in newline-sensitive
 * mode too. Classes list every character: the documentation leaves ranges to
 * the collation, so none is written. A backslash escapes inside a class in an
 * ARE. Counts stop at 255 (DUPMAX). No named groups: parts are numbered.
 */
import { backslashed, DialectSpec, listedClass } from '../dialect';

const SYNTAX = '\\^$.*+?()[]{}|';

export const postgres: DialectSpec = {
  name: 'postgres',
  engines: 'PostgreSQL ~, regexp_match, CHECK',
  anchors: ['\\A', '\\Z'],
  group: '(?:',
  capture: () => '(',
  namedCaptures: false,
  char: (c) => backslashed(c, SYNTAX),
  charClass: (set) => listedClass(set, (c) => backslashed(c, '\\]-[^')),
  maxCount: 255,
};
