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

/** The digits and check character of `text`, without separators, upper case. */
function symbols(text: string): string {
  return text.replace(/[- ]/g, '').toUpperCase();
}

function mod11(digits: string, firstWeight: number): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (firstWeight - i) * (digits.charCodeAt(i) - 48);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function ean13(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (i % 2 === 0 ? 1 : 3) * (digits.charCodeAt(i) - 48);
  return String((10 - (sum % 10)) % 10);
}

const ALGORITHMS: Record<CheckAlgorithm, { length: number; name: string; compute(body: string): string }> = {
  isbn10: { length: 10, name: 'ISBN-10', compute: (body) => mod11(body, 10) },
  isbn13: { length: 13, name: 'ISBN-13', compute: ean13 },
  issn: { length: 8, name: 'ISSN', compute: (body) => mod11(body, 8) },
};

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
  const a = ALGORITHMS[algorithm];
  const s = symbols(text);
  if (s.length !== a.length || !/^[0-9]+[0-9X]$/.test(s)) return undefined;
  return { expected: a.compute(s.slice(0, -1)), actual: s[s.length - 1], name: a.name };
}
