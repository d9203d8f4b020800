/*
 * ClickHouse: RE2, match() searching the value. Its string literals and
 * quoted names take backslash escapes.
 */
import { backslashed, printablePattern } from '../names';
import type { SqlEngine } from '../types';

export const clickhouse: SqlEngine = {
  name: 'clickhouse',
  title: 'ClickHouse',
  dialect: 're2',
  matcher: 'match() runs RE2, searching the value',
  absent: "an empty string, RE2's text of a group that took no part (not run here)",
  identifier: (name) => backslashed(name, '"'),
  literal: (pattern) => backslashed(printablePattern('ClickHouse', pattern), "'"),
  matches: (subject, pattern) => `match(${subject}, ${clickhouse.literal(pattern)})`,
  parts: { all: (subject, pattern) => `extractGroups(${subject}, ${clickhouse.literal(pattern)})`, one: (all, group) => `${all}[${group.number}]` },
};
