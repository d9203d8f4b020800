/*
 * POSIX extended regular expressions (grep -E, Snowflake
 * REGEXP_LIKE, PostgreSQL's ERE mode). Only plain groups, so `parts` is not
 * offered. Classes list every character (a range's meaning is the locale's),
 * "]" first and "-" last, "[" where it cannot start "[." "[=" "[:", and no
 * backslash (literal in POSIX, an escape in some engines). Counts stop at 255
 * (the least RE_DUP_MAX POSIX allows).
 */
import type { Ranges } from '../../compile/charset';
import { backslashed, DialectSpec } from '../dialect';

/** The ERE's special characters outside a bracket expression ("}" and "]" are not: a backslash before them is undefined). */
const SPECIAL = '.[\\()*+?{|^$';

function bracket(set: Ranges): string {
  const chars: number[] = [];
  for (const [a, b] of set) for (let c = a; c <= b; c += 1) chars.push(c);
  if (chars.some((c) => c === 0x5c || c <= 0x20 || c >= 0x7f)) throw new Error('a class a POSIX bracket expression cannot spell portably');
  const at = (ch: string): boolean => chars.includes(ch.charCodeAt(0));
  const rest = chars.filter((c) => !']^[-'.includes(String.fromCharCode(c))).map((c) => String.fromCharCode(c));
  // "^" anywhere but first: after one other character (a class has two or more).
  const body = [...(at(']') ? [']'] : []), ...rest, ...(at('^') ? ['^'] : []), ...(at('[') ? ['['] : []), ...(at('-') ? ['-'] : [])];
  if (body[0] === '^') body.push(body.shift() as string);
  return `[${body.join('')}]`;
}

export const posix: DialectSpec = {
  name: 'posix',
  engines: 'POSIX ERE: grep -E, Snowflake',
  anchors: ['^', '$'],
  group: '(',
  namedCaptures: false,
  noParts: 'an ERE has only plain groups, so the parts could not be the only groups',
  char: (c) => backslashed(c, SPECIAL, false),
  charClass: bracket,
  maxCount: 255,
};
