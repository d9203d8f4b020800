/* DuckDB: RE2. Its string literals take no backslash escapes; urnkit/duckdb adds the error codes and hints. */
import { doubledQuotes, printablePattern } from '../names';
import type { SqlEngine } from '../types';

export const duckdb: SqlEngine = {
  name: 'duckdb',
  title: 'DuckDB',
  dialect: 're2',
  matcher: 'regexp_matches runs with RE2, searching the value',
  absent: "an empty string (regexp_extract gives '' for a group that took no part)",
  identifier: (name) => doubledQuotes(name, '"'),
  literal: (pattern) => doubledQuotes(printablePattern('DuckDB', pattern), "'"),
  matches: (subject, pattern) => `regexp_matches(${subject}, ${duckdb.literal(pattern)})`,
  // Every group as a STRUCT, named in the groups' order.
  parts: {
    all: (subject, pattern, groups) => `regexp_extract(${subject}, ${duckdb.literal(pattern)}, [${groups.map((g) => `'${g.part}'`).join(', ')}])`,
    one: (all, group) => `struct_extract(${all}, '${group.part}')`,
  },
  notes: () => ["For each invalid value's error code and hint, register urnkit's functions from Node (urnkit/duckdb: urn_error_code, urn_hint)."],
};
