/*
 * RE2 (BigQuery REGEXP_CONTAINS, ClickHouse match, DuckDB regexp_matches, Go's
 * regexp). `$` is the end of the text without the m flag. RE2 refuses a count
 * above 1000. "[" is escaped in a class, where "[:" would open a POSIX class.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

const SYNTAX = '\\^$.*+?()[]{}|';

export const re2: DialectSpec = {
  name: 're2',
  engines: 'RE2: BigQuery, ClickHouse, DuckDB, Go',
  anchors: ['^', '$'],
  group: '(?:',
  capture: (name) => `(?P<${name}>`,
  namedCaptures: true,
  char: (c) => backslashed(c, SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, '\\]-[^')),
  maxCount: 1000,
};
