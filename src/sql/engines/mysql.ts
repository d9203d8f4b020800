/*
 * MySQL 8: ICU regular expressions (Java's syntax, near enough for these
 * patterns: no "$", no look-around), REGEXP_LIKE searching the value, with
 * 'c' so that a case-insensitive collation changes nothing. The pattern is a
 * hexadecimal literal with a character set introducer, which reads the same
 * whether sql_mode has NO_BACKSLASH_ESCAPES or not. MySQL has no group
 * extraction but REGEXP_REPLACE's $n. (MariaDB, whose functions differ, is
 * ./mariadb.ts.)
 */
import { backtickName, hexLiteral } from '../mysql-family';
import type { SqlEngine } from '../types';

const literal = (text: string): string => hexLiteral('MySQL', text);

export const mysql: SqlEngine = {
  name: 'mysql',
  title: 'MySQL',
  dialect: 'java',
  matcher: "REGEXP_LIKE runs ICU's regular expressions, case-sensitive ('c'), searching the value",
  absent: "an empty string, ICU's $n of a group that took no part (not run here)",
  identifier: (name) => backtickName('MySQL', name),
  literal,
  matches: (subject, pattern) => `REGEXP_LIKE(${subject}, ${literal(pattern)}, 'c')`,
  parts: { each: (subject, pattern, group) => `REGEXP_REPLACE(${subject}, ${literal(pattern)}, ${literal(`$${group.number}`)}, 1, 0, 'c')` },
  notes: (request) => [
    "The patterns are written in hexadecimal (_utf8mb4 X'...'), which reads the same whatever sql_mode says of backslashes. The validity pattern:",
    request.patterns.valid,
  ],
};
