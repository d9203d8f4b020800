/*
 * Table and column names are the user's: each engine quotes them (./engines/),
 * and what no engine can hold, or a script should not carry, is refused here
 * first: an empty name, control characters (a line end would end a "--"
 * comment, a NUL ends a C string), and unpaired surrogates (no encoding has them).
 */
import { SqlScriptError } from './types';

const UNSAFE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A character in words: its code point, and itself where printable. */
export const described = (c: string): string => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** `name` when some engine can quote it; a SqlScriptError naming `what` and the reason otherwise. */
export function checkedName(what: string, name: string): string {
  if (name === '') throw new SqlScriptError(`the ${what} name is empty`);
  const bad = UNSAFE.exec(name);
  if (bad) throw new SqlScriptError(`the ${what} name holds ${described(bad[0])} at ${bad.index}, which no name in a script may hold (a control character or an unpaired surrogate)`);
  return name;
}

/** `name` between `quote`s, each `quote` in it doubled: the SQL standard's quoting, and MySQL's and Spark's with backticks. */
export const doubledQuotes = (name: string, quote: string): string => `${quote}${name.split(quote).join(quote + quote)}${quote}`;

/** `text` between `quote`s, each backslash and `quote` in it escaped with a backslash (BigQuery, ClickHouse, Snowflake strings). */
export const backslashed = (text: string, quote: string): string => `${quote}${text.replace(/\\/g, '\\\\').split(quote).join(`\\${quote}`)}${quote}`;

/** Printable ASCII: what every pattern of toPattern is written in (other characters as escapes), and what a literal here takes. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** `text`, checked to be printable ASCII before an engine's literal takes it; `what` names it in the error ("the pattern"). */
export function printableText(engine: string, what: string, text: string): string {
  if (!PRINTABLE.test(text)) throw new SqlScriptError(`${engine}: ${what} holds a character that is not printable ASCII, which its string literal would not carry as it is`);
  return text;
}

/** `pattern`, checked to be printable ASCII before an engine's literal takes it. */
export const printablePattern = (engine: string, pattern: string): string => printableText(engine, 'the pattern', pattern);
