/*
 * Python's `re` (re.search). Anchored with \A and \Z, Python's absolute end:
 * `$` also matches before a final newline. Python reads "[", "&&", "~~",
 * "||" and "--" in a class as possible future set operations, so they are
 * escaped. A pattern of str matches code points: the classes are ASCII.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

const SYNTAX = '\\^$.*+?()[]{}|';

export const python: DialectSpec = {
  name: 'python',
  engines: 'Python re',
  anchors: ['\\A', '\\Z'],
  group: '(?:',
  capture: (name) => `(?P<${name}>`,
  namedCaptures: true,
  char: (c) => backslashed(c, SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, '\\]-[^&~|')),
  maxCount: Infinity,
};
