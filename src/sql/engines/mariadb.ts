/*
 * MariaDB: PCRE2, REGEXP searching the value. MariaDB has no REGEXP_LIKE,
 * and its REGEXP_REPLACE takes three arguments (no position, occurrence or
 * flags: MySQL 8's script stops there), with \N for group N. REGEXP folds
 * case under a case-insensitive collation and takes the server's
 * default_regex_flags (EXTENDED, UNGREEDY, ...): every pattern starts with
 * (?-imsxU), which turns all of them off, so that no collation or setting
 * changes what it matches or captures. Each part is REGEXP_REPLACE of the
 * --parts pattern with the other groups made non-capturing, by \1. The
 * patterns are hexadecimal literals, as MySQL's are.
 */
import { onlyGroup } from '../groups';
import { backtickName, hexLiteral } from '../mysql-family';
import type { SqlEngine } from '../types';

/** The MariaDB the script was run in by npm test (tests/mariadb.test.ts). */
export const MARIADB_PROVED_ON = '10.11 (Debian 12)';

/** PCRE2's options off: caseless, multiline, dotall, extended (x and xx), ungreedy. */
const OPTIONS_OFF = '(?-imsxU)';

const literal = (text: string): string => hexLiteral('MariaDB', text);
const regex = (pattern: string): string => literal(OPTIONS_OFF + pattern);

export const mariadb: SqlEngine = {
  name: 'mariadb',
  title: 'MariaDB',
  dialect: 'pcre',
  matcher: `REGEXP runs PCRE2, searching the value, the pattern after ${OPTIONS_OFF} (no case folding whatever the collation, none of default_regex_flags)`,
  absent: "an empty string, REGEXP_REPLACE's \\1 of a group that took no part",
  identifier: (name) => backtickName('MariaDB', name),
  literal,
  // In parentheses: under sql_mode HIGH_NOT_PRECEDENCE, NOT x REGEXP p would be (NOT x) REGEXP p.
  matches: (subject, pattern) => `(${subject} REGEXP ${regex(pattern)})`,
  parts: { each: (subject, pattern, group) => `REGEXP_REPLACE(${subject}, ${regex(onlyGroup(pattern, 'pcre', group.number))}, ${literal('\\1')})` },
  notes: (request) => [
    `Run as printed on MariaDB ${MARIADB_PROVED_ON} by urnkit's tests. Not for MySQL 8 (urnkit sql --engine mysql): MariaDB has no REGEXP_LIKE, and its REGEXP_REPLACE takes three arguments.`,
    `The patterns are written in hexadecimal (_utf8mb4 X'...'), which reads the same whatever sql_mode says of backslashes. The validity pattern, after ${OPTIONS_OFF}:`,
    request.patterns.valid,
  ],
};
