/*
 * What `urnkit sql` writes a script from: an engine (one module each in
 * ./engines/), the native patterns of its dialect (from toPattern), and the
 * table and column to check.
 */
import type { RevisionName } from '../types';

/** One part's group in a --parts pattern: its 1-based number, and its name where the dialect names groups. */
export interface PartGroup {
  /** The part's name as the patterns name their groups: nid, nss, rcomponent, qcomponent, fcomponent, ... */
  readonly part: string;
  readonly number: number;
  readonly name?: string;
}

/** The patterns a script uses, in the engine's dialect. */
export interface ScriptPatterns {
  /** The validity pattern: it anchors itself, so a search finds a match exactly when the input is valid. */
  readonly valid: string;
  /** The pattern whose groups capture the parts, or undefined where the dialect cannot express the split. */
  readonly parts?: { readonly pattern: string; readonly groups: readonly PartGroup[] };
  /** What the pattern checks and what it leaves out, in words (for the script's comments). */
  readonly checks: string;
  readonly leavesOut: string;
}

/** What a script is for. */
export interface ScriptRequest {
  readonly profile: RevisionName;
  /** A shipped namespace's NID: the pattern is the whole URN under it. */
  readonly namespace?: string;
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

/** An SQL engine: how it names things, spells the pattern, matches and extracts. */
export interface SqlEngine {
  /** Its --engine name. */
  readonly name: string;
  /** Its name in prose. */
  readonly title: string;
  /** The dialect of toPattern its matcher reads. */
  readonly dialect: 're2' | 'java' | 'postgres' | 'posix';
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
  /** Group `group` of the parts pattern `pattern` in `subject`, as an expression (the caller guards it with matches). */
  extract(subject: string, pattern: string, group: PartGroup): string;
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
