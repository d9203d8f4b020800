/* The shapes of urnkit/patterns: the dialects, toPattern's options and result, its error. */
import type { ProfileName, RevisionName } from '../types';

/** The regular-expression dialects toPattern writes. */
export const DIALECTS = ['js', 're2', 'java', 'python', 'pcre', 'postgres', 'posix', 'xsd', 'json-schema'] as const;

/**
 * A regular-expression dialect: `js` (ECMAScript, V8), `re2` (BigQuery, ClickHouse, DuckDB, Go),
 * `java` (java.util.regex: Spark SQL, Hive, Flink; Trino; ICU: MySQL 8), `python` (`re`), `pcre` (PHP, Perl,
 * `grep -P`, MariaDB), `postgres` (PostgreSQL's advanced expressions: `~`, `CHECK`), `posix` (POSIX
 * extended expressions: `grep -E`, Snowflake, PostgreSQL's ERE mode), `xsd` (XML Schema 1.0
 * `xs:pattern`, anchored by the language), `json-schema` (the ECMA-262 subset JSON Schema and
 * OpenAPI recommend).
 */
export type Dialect = (typeof DIALECTS)[number];

/** toPattern's options. */
export interface PatternOptions {
  /** The dialect to write (default `js`). */
  dialect?: Dialect;
  /** A shipped namespace grammar's NID (or alias): the pattern accepts that namespace's URNs only. */
  namespace?: string;
  /** Capture the parts as `parse` splits them (named groups where the dialect has names, else numbered in order). */
  parts?: boolean;
}

/** A pattern and what it decides. */
export interface PatternResult {
  /** The regular expression, anchored (a search with it matches exactly the valid inputs). */
  pattern: string;
  dialect: Dialect;
  profile: RevisionName;
  /** The namespace (its NID, lower case), when one was asked for. */
  namespace?: string;
  /** The pattern's length in characters. */
  length: number;
  /** With `parts`: the capture groups in order, by the names of the Urn's fields in lower case (nid, nss, rcomponent, ...). */
  groups?: readonly string[];
  /** What a match establishes, in words. */
  checks: readonly string[];
  /** What isValid checks that the pattern does not. */
  leavesOut: readonly string[];
  /** What the pattern's engines cannot do at length, measured (docs/patterns.md, "Length and limits"); none: []. */
  limits: readonly string[];
}

/** The profiles toPattern takes: a main profile or any draft revision. */
export type PatternProfile = ProfileName | RevisionName;
