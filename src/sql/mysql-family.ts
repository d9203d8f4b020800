/*
 * What MySQL and MariaDB share (./engines/mysql.ts, ./engines/mariadb.ts):
 * their names hold the Basic Multilingual Plane only and cannot end with a
 * space, and a hexadecimal literal with a character set introducer reads the
 * same whether sql_mode has NO_BACKSLASH_ESCAPES or not.
 */
import { described, doubledQuotes, printablePattern } from './names';
import { SqlScriptError } from './types';

/** Outside the Basic Multilingual Plane: no MySQL or MariaDB name holds it. */
const ASTRAL = /[\ud800-\udbff][\udc00-\udfff]/;

/** `name` between backticks; a SqlScriptError naming `engine` where no such name can hold it. */
export function backtickName(engine: string, name: string): string {
  const astral = ASTRAL.exec(name);
  if (astral) throw new SqlScriptError(`${engine}: the name holds ${described(astral[0])} at ${astral.index}; ${engine} names hold the Basic Multilingual Plane only`);
  if (name.endsWith(' ')) throw new SqlScriptError(`${engine}: the name ends with a space, which ${engine} names cannot`);
  return doubledQuotes(name, '`');
}

/** Printable ASCII (printablePattern) in hexadecimal, one byte a character in UTF-8, read as utf8mb4 text. */
export const hexLiteral = (engine: string, text: string): string =>
  `_utf8mb4 X'${[...printablePattern(engine, text)].map((ch) => ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')).join('')}'`;
