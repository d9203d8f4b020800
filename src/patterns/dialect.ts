/*
 * What a dialect module says (./dialects/): how the dialect anchors a
 * pattern, groups, captures, spells a character and a class, and how far it
 * counts. ./print.ts walks a pattern's tree with it. Every pattern is made of
 * printable ASCII (the grammars' characters): a dialect never needs more.
 */
import type { Ranges } from '../compile/charset';
import type { Dialect } from './types';

export interface DialectSpec {
  readonly name: Dialect;
  /** Where the dialect runs, in words. */
  readonly engines: string;
  /** Written before and after the pattern so that a search matches the whole input ('' where the language anchors). */
  readonly anchors: readonly [string, string];
  /** The opening of a group that captures nothing: "(?:", or "(" where every group is plain. */
  readonly group: string;
  /** The opening of the capture group for a part (the name is the Urn field in lower case); undefined where the dialect has none to offer. */
  capture?(name: string): string;
  /** Whether captures have names (else they are numbered in order, and no other group may capture). */
  readonly namedCaptures: boolean;
  /** Why the dialect takes no `parts`, when it takes none. */
  readonly noParts?: string;
  /** A character outside a class. */
  char(code: number): string;
  /** A class of two or more characters. */
  charClass(set: Ranges): string;
  /** The largest count a bound may have ({n,m}); larger counts are split. */
  readonly maxCount: number;
  /** Written after a repeated group (more than once): a workaround of an engine's (xsd: libxml2's). */
  readonly afterRepeatedGroup?: string;
  /** Fixed counts written out (x{3} as xxx), for an engine that gets them wrong (xsd: libxml2). */
  readonly writeOutFixedCounts?: boolean;
  /**
   * An unbounded loop that may be taken atomically (src/patterns/loops.ts proves where): `body`
   * repeated by `quantifier` (*, + or {n,}), `group` when the body is a group. Absent: the dialect
   * writes the loop as any other (an automaton has nothing to backtrack).
   */
  possessive?(body: string, quantifier: string, group: boolean): string;
}

const isAlnum = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const hex2 = (c: number): string => c.toString(16).padStart(2, '0');

/** A character spelled `\xHH` unless it is a letter or a digit, or in `plain`. */
export function hexEscaped(code: number, plain = ''): string {
  const ch = String.fromCharCode(code);
  return isAlnum(code) || (code > 0x20 && code < 0x7f && plain.includes(ch)) ? ch : `\\x${hex2(code)}`;
}

/** A character with a backslash before it when it is in `special`; a control as `\xHH` (`hex`) . */
export function backslashed(code: number, special: string, hex = true): string {
  const ch = String.fromCharCode(code);
  if (code <= 0x20 || code >= 0x7f) {
    if (!hex) throw new Error(`no spelling for U+${code.toString(16).padStart(4, '0')}`);
    return `\\x${hex2(code)}`;
  }
  return special.includes(ch) ? `\\${ch}` : ch;
}

/** `[...]` with ranges of three or more characters written as ranges. */
export function rangeClass(set: Ranges, one: (code: number) => string): string {
  const parts = set.map(([a, b]) => (a === b ? one(a) : b === a + 1 ? one(a) + one(b) : `${one(a)}-${one(b)}`));
  return `[${parts.join('')}]`;
}

/** `[...]` with every character listed: no range for a collation to widen. */
export function listedClass(set: Ranges, one: (code: number) => string): string {
  const chars: string[] = [];
  for (const [a, b] of set) for (let c = a; c <= b; c += 1) chars.push(one(c));
  return `[${chars.join('')}]`;
}
