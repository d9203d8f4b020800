/*
 * Check characters that a grammar cannot express, named by a namespace
 * grammar's "; @check <algorithm> <rule>" pragma. Each takes the text the rule
 * matched (hyphens and spaces are separators, not digits) and returns the
 * check character it should end with, or undefined if the text has the wrong
 * number of digits for the algorithm (the grammar has already ruled that out).
 *   isbn10: ISO 2108 (RFC 3187 s.2): weights 10..2 on the first nine digits,
 *           the check makes the sum 0 mod 11; 10 is written "X".
 *   isbn13: ISO 2108:2017 (EAN-13): weights 1, 3, 1, 3, ... on the first twelve
 *           digits, the check makes the sum 0 mod 10.
 *   issn:   ISO 3297 (RFC 3044 s.2): weights 8..2 on the first seven digits,
 *           the check makes the sum 0 mod 11; 10 is written "X".
 */
import type { CheckAlgorithm } from '../compile/meta';

const X = 10;

/** Each algorithm's weights, one per symbol before the check character, and its modulus. */
const ALGORITHMS: Record<CheckAlgorithm, { name: string; modulus: number; weights: readonly number[] }> = {
  isbn10: { name: 'ISBN-10', modulus: 11, weights: [10, 9, 8, 7, 6, 5, 4, 3, 2] },
  isbn13: { name: 'ISBN-13', modulus: 10, weights: [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3] },
  issn: { name: 'ISSN', modulus: 11, weights: [8, 7, 6, 5, 4, 3, 2] },
};

/**
 * The check character input[from, to) should end with and the one it ends
 * with, as expected * 16 + actual (10 stands for "X"); -1 if the text has the
 * wrong number of symbols for the algorithm (the grammar has already ruled
 * that out). Reads the text in place: isValid runs it on every ISBN.
 */
function examine(algorithm: CheckAlgorithm, input: string, from: number, to: number): number {
  const { weights, modulus } = ALGORITHMS[algorithm];
  const last = weights.length;
  let n = 0;
  let sum = 0;
  let actual = -1;
  for (let i = from; i < to; i += 1) {
    const c = input.charCodeAt(i);
    if (c === 0x2d || c === 0x20) continue;
    const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c === 0x58 || c === 0x78 ? X : -1;
    // Only digits, and "X" last.
    if (v < 0 || n > last || (v === X && n !== last)) return -1;
    if (n === last) actual = v;
    else sum += weights[n] * v;
    n += 1;
  }
  if (n !== last + 1) return -1;
  return ((modulus - (sum % modulus)) % modulus) * 16 + actual;
}

const symbol = (v: number): string => (v === X ? 'X' : String(v));

/** Whether the check character of input[from, to) is right (true as well when the text has the wrong shape). */
export function checkHolds(algorithm: CheckAlgorithm, input: string, from: number, to: number): boolean {
  const r = examine(algorithm, input, from, to);
  return r < 0 || r >> 4 === (r & 15);
}

export interface CheckResult {
  /** The check character the text should end with. */
  expected: string;
  /** The check character it ends with. */
  actual: string;
  /** What is checked, in words: "ISBN-13". */
  name: string;
}

/** The check of `text` under `algorithm`; undefined if it has the wrong number of symbols. */
export function checkCharacter(algorithm: CheckAlgorithm, text: string): CheckResult | undefined {
  const r = examine(algorithm, text, 0, text.length);
  return r < 0 ? undefined : { expected: symbol(r >> 4), actual: symbol(r & 15), name: ALGORITHMS[algorithm].name };
}

/** What an algorithm checks, in words: "ISBN-13". */
export const checkName = (algorithm: CheckAlgorithm): string => ALGORITHMS[algorithm].name;
