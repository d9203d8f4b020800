/*
 * java.util.regex (Spark SQL RLIKE and regexp_extract, Hive, Flink; Trino's
 * regexp functions read it alike; MySQL 8's ICU too). Anchored with \A and \z: `$` also matches
 * before a final line terminator (\n, \r\n, \u0085, \u2028 ...). In a class
 * "&&" is an intersection and "[" a nested class, so both are escaped.
 * A loop that src/patterns/loops.ts shows deterministic is possessive: the
 * JDK recurses once per iteration of a greedy group (a valid NSS of 1,683
 * characters overflowed the default thread stack), and runs a possessive one
 * as a plain loop.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

const SYNTAX = '\\^$.*+?()[]{}|';

export const java: DialectSpec = {
  name: 'java',
  engines: 'java.util.regex: Spark SQL, Hive, Flink, Trino; ICU: MySQL 8',
  anchors: ['\\A', '\\z'],
  group: '(?:',
  capture: (name) => `(?<${name}>`,
  namedCaptures: true,
  char: (c) => backslashed(c, SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, '\\]-[^&')),
  maxCount: Infinity,
  possessive: (body, quantifier) => `${body}${quantifier}+`,
};
