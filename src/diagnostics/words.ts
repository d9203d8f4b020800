/* Character sets and characters in words, for error messages. */
import { Terminal } from '../compile/codegen';
import { has, normalize, Ranges, union } from '../compile/charset';

const UPPER: Ranges = [[0x41, 0x5a]];
const LOWER: Ranges = [[0x61, 0x7a]];
const DIGITS: Ranges = [[0x30, 0x39]];
const HEX_LETTERS: Ranges = [[0x41, 0x46], [0x61, 0x66]];

const covers = (set: Ranges, sub: Ranges): boolean => sub.every(([a, b]) => {
  for (let c = a; c <= b; c += 1) if (!has(set, c)) return false;
  return true;
});

function without(set: Ranges, sub: Ranges): Ranges {
  const out: [number, number][] = [];
  for (const [a, b] of set) {
    for (let c = a; c <= b; c += 1) if (!has(sub, c)) out.push([c, c]);
  }
  return normalize(out);
}

/** A code point in words: 'a', a space, U+00E9 'é', U+0001, U+D800 (a lone surrogate). */
export function describeCodePoint(cp: number): string {
  if (cp === 0x20) return 'a space';
  if (cp > 0x20 && cp < 0x7f) return `'${String.fromCharCode(cp)}'`;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `${hex} (a lone surrogate)`;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return `${hex} (a control character)`;
  // Format characters (bidi overrides, zero-width, separators) act on a terminal: named, never shown.
  if (cp === 0x061c || cp === 0xfeff || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x206f)) return `${hex} (an invisible formatting character)`;
  return `${hex} '${String.fromCodePoint(cp)}'`;
}

/** What stands at `offset` in `input`, in words. */
export function describeFound(input: string, offset: number): string {
  if (offset >= input.length) return 'the end of the input';
  return describeCodePoint(input.codePointAt(offset) as number);
}

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** A literal terminal in words: a whole literal, or the one character of a split literal at its index. */
function literalWords(t: { literal: string; at?: number }): string {
  return t.at === undefined || t.at === 0 ? t.literal : t.literal[t.at];
}

/** A union of characters and literals in words: "a letter, digit or '-'". */
export function describeExpected(terminals: Terminal[], endOfInput: boolean, end = 'the end of the input'): string {
  let set: Ranges = union(...terminals.filter((t): t is { set: Ranges } => 'set' in t).map((t) => t.set));
  // A split literal's first character stands for the whole literal ("'?+'"); a later one for itself.
  const pieces = terminals.filter((t): t is { literal: string; caseless: boolean; at?: number } => 'literal' in t);
  const literals = [...new Set(pieces.map(literalWords))];
  const classes: string[] = [];
  if (covers(set, UPPER) && covers(set, LOWER)) {
    classes.push('letter');
    set = without(set, union(UPPER, LOWER));
  }
  if (covers(set, DIGITS) && covers(set, HEX_LETTERS)) {
    classes.push('hex digit');
    set = without(set, union(DIGITS, HEX_LETTERS));
  } else if (covers(set, DIGITS)) {
    classes.push('digit');
    set = without(set, DIGITS);
  }
  const chars: string[] = [];
  const symbols: string[] = [];
  for (const [a, b] of set) {
    const printable = a > 0x20 && b < 0x7f;
    if (!printable && b - a > 8) {
      chars.push(`a character from ${describeCodePoint(a)} to ${describeCodePoint(b)}`);
      continue;
    }
    for (let c = a; c <= b; c += 1) {
      // A letter in both cases (a case-insensitive character) is named once, in lower case.
      if (c >= 0x41 && c <= 0x5a && has(set, c | 0x20)) continue;
      if (c > 0x20 && c < 0x7f) symbols.push(String.fromCharCode(c));
      else chars.push(describeCodePoint(c));
    }
  }
  const items = classes.map((c, i) => (i === 0 ? `a ${c}` : c));
  if (symbols.length > 4) items.push(`one of ${symbols.join('')}`);
  else items.push(...symbols.map((c) => `'${c}'`));
  items.push(...chars, ...literals.map((l) => `'${l}'`));
  if (endOfInput) items.push(end);
  return items.length ? joinOr(items) : 'nothing more';
}
