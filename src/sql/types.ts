/*
 * What `urnkit sql` writes a script from: an engine (one module each in
 * ./engines/), the native patterns of its dialect (from toPattern), and the
 * table and column to check.
 */
import type { RevisionName } from '../types';

/** One part's group in a --parts pattern: the part, and the group's 1-based number. */
export interface PartGroup {
  /** The part as toPattern names its group: the Urn field in lower case (nid, nss, rcomponent, ...). */
  readonly part: string;
  readonly number: number;
}

/** The patterns a script uses, in the engine's dialect. */
export interface ScriptPatterns {
  /** The validity pattern: it anchors itself, so a search finds a match exactly when the input is valid. */
  readonly valid: string;
  /** The namespace's NID (lower case), when the patterns are a namespace's. */
  readonly namespace?: string;
  /** Why there is no parts pattern, where there is none. */
  readonly noParts?: string;
  /** The pattern whose groups capture the parts, or undefined where the dialect cannot express the split. */
  readonly parts?: { readonly pattern: string; readonly groups: readonly PartGroup[] };
  /** What the pattern checks and what it leaves out, in words (for the script's comments). */
  readonly checks: string;
  readonly leavesOut: string;
}

/** What a script is for. */
export interface ScriptRequest {
  readonly profile: RevisionName;
  /** The table, as its dotted path (catalog, schema, table) in parts, each as the catalog spells it. */
  readonly table: readonly string[];
  readonly column: string;
  readonly patterns: ScriptPatterns;
  /** Where BigQuery loads dist/urnkit.udf.js from (a gs:// URI); a placeholder when not given. */
  readonly udfLibrary?: string;
  /** The text of dist/urnkit.udf.js, for Snowflake, whose UDFs carry their library in their body. */
  readonly udfBundle?: string;
  /** The command that writes this script again (without the names), for its header. */
  readonly command: string;
}

/** One statement: the comment lines before it, and its SQL (without the ";"). */
export interface Statement {
  readonly comments: readonly string[];
  readonly sql: string;
}

/** What the UDF of an engine that runs JavaScript gives the last query: a definition, and columns of its result. */
export interface UdfColumns {
  /** The statement that defines `urnkit_check(urn)`. */
  readonly definition: Statement;
  /** The call on `subject`. */
  call(subject: string): string;
  /** The error code and the hint, read from `result` (the call's value). */
  code(result: string): string;
  hint(result: string): string;
}

/**
 * How an engine reads the parts of a value: group by group (`each`: the
 * group `group` of the --parts pattern `pattern` in `subject`), or where it
 * returns every group of one match at once (DuckDB, PostgreSQL, ClickHouse),
 * that value (`all`) and a group of it (`one`).
 */
export type PartsReader =
  | { each(subject: string, pattern: string, group: PartGroup): string }
  | { all(subject: string, pattern: string, groups: readonly PartGroup[]): string; one(all: string, group: PartGroup): string };

/** An SQL engine: how it names things, spells the pattern, matches and extracts. */
export interface SqlEngine {
  /** Its --engine name. */
  readonly name: string;
  /** Its name in prose. */
  readonly title: string;
  /** The dialect of toPattern its matcher reads. */
  readonly dialect: 're2' | 'java' | 'pcre' | 'postgres' | 'posix';
  /** How it runs the pattern, in a few words (for the script's header). */
  readonly matcher: string;
  /** What an absent part reads as, in words. */
  readonly absent: string;
  /** A name quoted for the engine; a SqlScriptError when the engine cannot hold it. */
  identifier(name: string): string;
  /** A pattern as a string literal of the engine, read back as exactly the pattern whatever the session's settings. */
  literal(pattern: string): string;
  /** Whether `subject` matches `pattern`, as an expression. */
  matches(subject: string, pattern: string): string;
  /** How it reads the parts (the caller reads them only where the value is valid). */
  readonly parts: PartsReader;
  /** Header lines of the engine's own (how its literal is written, where that needs saying). */
  notes?(request: ScriptRequest): string[];
  /** Statements before the queries (PostgreSQL's domain). */
  prelude?(request: ScriptRequest): Statement[];
  /** urnkit's UDF for the last query, where the engine runs JavaScript and the UDF bundle holds the profile. */
  udf?(request: ScriptRequest): UdfColumns | undefined;
}

/** A script that cannot be written as asked: a name the engine cannot hold, a pattern it cannot take. */
export class SqlScriptError extends Error {
  get name(): string {
    return 'SqlScriptError';
  }
}
