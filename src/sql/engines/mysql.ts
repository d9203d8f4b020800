/*
 * MySQL 8: ICU regular expressions (Java's syntax, near enough for these
 * patterns: no "$", no look-around), REGEXP_LIKE searching the value, with
 * 'c' so that a case-insensitive collation changes nothing. The pattern is a
 * hexadecimal literal with a character set introducer, which reads the same
 * whether sql_mode has NO_BACKSLASH_ESCAPES or not. MySQL has no group
 * extraction but REGEXP_REPLACE's $n.
 */
import { described, doubledQuotes, printablePattern } from '../names';
import { SqlEngine, SqlScriptError } from '../types';

/** Outside the Basic Multilingual Plane: no MySQL name holds it. */
const ASTRAL = /[\ud800-\udbff][\udc00-\udfff]/;

function identifier(name: string): string {
  const astral = ASTRAL.exec(name);
  if (astral) throw new SqlScriptError(`MySQL: the name holds ${described(astral[0])} at ${astral.index}; MySQL names hold the Basic Multilingual Plane only`);
  if (name.endsWith(' ')) throw new SqlScriptError('MySQL: the name ends with a space, which MySQL names cannot');
  return doubledQuotes(name, '`');
}

/** Printable ASCII (printablePattern) in hexadecimal: one byte a character in UTF-8. */
const literal = (text: string): string =>
  `_utf8mb4 X'${[...printablePattern('MySQL', text)].map((ch) => ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')).join('')}'`;

export const mysql: SqlEngine = {
  name: 'mysql',
  title: 'MySQL',
  dialect: 'java',
  matcher: "REGEXP_LIKE runs ICU's regular expressions, case-sensitive ('c'), searching the value",
  absent: "an empty string, ICU's $n of a group that took no part (not run here)",
  identifier,
  literal,
  matches: (subject, pattern) => `REGEXP_LIKE(${subject}, ${literal(pattern)}, 'c')`,
  parts: { each: (subject, pattern, group) => `REGEXP_REPLACE(${subject}, ${literal(pattern)}, ${literal(`$${group.number}`)}, 1, 0, 'c')` },
  notes: (request) => [
    "The patterns are written in hexadecimal (_utf8mb4 X'...'), which reads the same whatever sql_mode says of backslashes. The validity pattern:",
    request.patterns.valid,
  ],
};
