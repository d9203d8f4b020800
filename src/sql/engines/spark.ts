/*
 * Spark SQL: java.util.regex, RLIKE searching the value. The pattern is a raw
 * literal (r'...'), which spark.sql.parser.escapedStringLiterals does not
 * change; it cannot hold an apostrophe, which the pattern writes \x27.
 */
import { withoutApostrophes } from '../groups';
import { doubledQuotes, printablePattern } from '../names';
import type { SqlEngine } from '../types';

export const spark: SqlEngine = {
  name: 'spark',
  title: 'Spark SQL',
  dialect: 'java',
  matcher: 'RLIKE runs java.util.regex, searching the value',
  absent: "an empty string (regexp_extract gives '' for a group that took no part)",
  identifier: (name) => doubledQuotes(name, '`'),
  literal: (pattern) => `r'${withoutApostrophes(printablePattern('Spark SQL', pattern))}'`,
  matches: (subject, pattern) => `${subject} RLIKE ${spark.literal(pattern)}`,
  parts: { each: (subject, pattern, group) => `regexp_extract(${subject}, ${spark.literal(pattern)}, ${group.number})` },
};
