/*
 * java.util.regex (Spark SQL RLIKE and regexp_extract, Hive, Flink; Trino's
 * regexp functions read it alike). Anchored with \A and \z: `$` also matches
 * before a final line terminator (\n, \r\n, \u0085, \u2028 ...). In a class
 * "&&" is an intersection and "[" a nested class, so both are escaped.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

const SYNTAX = '\\^$.*+?()[]{}|';

export const java: DialectSpec = {
  name: 'java',
  engines: 'java.util.regex: Spark SQL, Hive, Flink, Trino',
  anchors: ['\\A', '\\z'],
  group: '(?:',
  capture: (name) => `(?<${name}>`,
  namedCaptures: true,
  char: (c) => backslashed(c, SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, '\\]-[^&')),
  maxCount: Infinity,
};
