/*
 * ClickHouse: RE2, match() searching the value. Its string literals and
 * quoted names take backslash escapes. Each part is extract() of the --parts
 * pattern with the other groups made non-capturing (extract gives the first
 * group's text): extract() and match() are in every ClickHouse, old and new,
 * where extractGroups() came long after the 18.16 that Debian 12 ships; so
 * one script runs on all of them.
 */
import { onlyGroup } from '../groups';
import { backslashed, printablePattern } from '../names';
import type { SqlEngine } from '../types';

/** The ClickHouse the script was run in by npm test (tests/clickhouse.test.ts), on a Distributed table of two shards. */
export const CLICKHOUSE_PROVED_ON = '18.16.1 (Debian 12)';

const literal = (pattern: string): string => backslashed(printablePattern('ClickHouse', pattern), "'");

export const clickhouse: SqlEngine = {
  name: 'clickhouse',
  title: 'ClickHouse',
  dialect: 're2',
  matcher: 'match() runs RE2, searching the value',
  absent: "an empty string, extract()'s text of a group that took no part",
  identifier: (name) => backslashed(name, '"'),
  literal,
  matches: (subject, pattern) => `match(${subject}, ${literal(pattern)})`,
  parts: { each: (subject, pattern, group) => `extract(${subject}, ${literal(onlyGroup(pattern, 're2', group.number))})` },
  notes: () => [
    `Only match() and extract(), which every ClickHouse has: run as printed on ClickHouse ${CLICKHOUSE_PROVED_ON}, over a Distributed table of two shards, by urnkit's tests.`,
    'The pattern travels in the query: on a Distributed table each shard runs it, and nothing is installed on the nodes.',
  ],
};
