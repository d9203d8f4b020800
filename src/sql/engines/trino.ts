/*
 * Trino: Java's pattern syntax run by Joni (or RE2J), regexp_like searching
 * the value. Its string literals take no backslash escapes.
 */
import { doubledQuotes, printablePattern } from '../names';
import type { SqlEngine } from '../types';

export const trino: SqlEngine = {
  name: 'trino',
  title: 'Trino',
  dialect: 'java',
  matcher: "regexp_like reads Java's pattern syntax (Joni, or RE2J) and searches the value",
  absent: 'NULL, or an empty string: what regexp_extract gives for a group that took no part (not run here)',
  identifier: (name) => doubledQuotes(name, '"'),
  literal: (pattern) => doubledQuotes(printablePattern('Trino', pattern), "'"),
  matches: (subject, pattern) => `regexp_like(${subject}, ${trino.literal(pattern)})`,
  parts: { each: (subject, pattern, group) => `regexp_extract(${subject}, ${trino.literal(pattern)}, ${group.number})` },
};
