/*
 * Candidate inputs for telling two grammars apart: systematic boundary cases,
 * seeded random derivations of each grammar, and mutations of both.
 */
import { ApgGrammar, Op } from '../compile/apg';

export { prng } from '../prng';

/** Printable ASCII, plus characters that some profile treats specially or no profile allows. */
export const PROBE_CHARS: readonly string[] = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), '\u00e9', '\u0000', '\u007f'];

/** Where a probe character goes: each component position of a URN, in every profile's syntax. */
export const POSITIONS: ReadonlyArray<readonly [name: string, make: (c: string) => string]> = [
  ['NID, first', (c) => `urn:${c}b:x`],
  ['NID, inside', (c) => `urn:a${c}b:x`],
  ['NID, last', (c) => `urn:ab${c}:x`],
  ['NSS, first', (c) => `urn:ex:${c}a`],
  ['NSS, inside', (c) => `urn:ex:a${c}b`],
  ['NSS, last', (c) => `urn:ex:a${c}`],
  ['r-component', (c) => `urn:ex:a?+r${c}s`],
  ['q-component', (c) => `urn:ex:a?=q${c}s`],
  ['f-component / fragment', (c) => `urn:ex:a#f${c}g`],
  ['query value', (c) => `urn:ex:a?s=v${c}w`],
];

function nidCases(): string[] {
  const out: string[] = [];
  for (const n of [1, 2, 3, 31, 32, 33]) {
    const a = 'a'.repeat(n);
    out.push(`urn:${a}:x`, `urn:${a.slice(1)}-:x`, `urn:-${a.slice(1)}:x`, `urn:${a.slice(0, Math.max(1, n - 2))}-${n > 2 ? 'b' : ''}:x`);
  }
  out.push('urn:urn:x', 'urn:URN:x', 'urn:urn-1:x', 'urn:urn-01:x', 'urn:x-y:x', 'urn:xn--a:x', 'urn:a--b:x', 'urn::x', 'urn:a', 'URN:EX:x');
  return out;
}

const STRUCTURE = [
  'urn:ex:a', 'urn:ex:a/b', 'urn:ex:/a', 'urn:ex:a?', 'urn:ex:a#', 'urn:ex:a?+r', 'urn:ex:a?=q', 'urn:ex:a?+r?=q#f',
  'urn:ex:a?+r?=', 'urn:ex:a?+', 'urn:ex:a?=', 'urn:ex:a?=q?+r', 'urn:ex:a?+r?+s', 'urn:ex:a?x', 'urn:ex:a?s=1', 'urn:ex:a?s=1&c=2',
  'urn:ex:a?s=1&s=2', 'urn:ex:a?s=', 'urn:ex:a?S=1', 'urn:ex:a?1=x', 'urn:ex:a?s--1=x', 'urn:ex:a#f#g', 'urn:ex:a#f?/',
  'urn:ex:', 'urn:ex:a&b', 'urn:ex:a~b', 'urn:ex:a:b',
];

const PERCENT = ['%00', '%2F', '%2f', '%41', '%7E', '%', '%4', '%g0', '%%'];

/** The systematic cases: NID lengths and hyphens, each character in each position, percent forms, delimiters. */
export function boundaryCases(): string[] {
  const out = [...nidCases(), ...STRUCTURE];
  for (const [, make] of POSITIONS) for (const c of PROBE_CHARS) out.push(make(c));
  for (const p of PERCENT) for (const [, make] of POSITIONS.slice(3)) out.push(make(p));
  return out;
}

/** A random string of the grammar's start rule (look-aheads ignored, repetitions bounded). */
export function derive(grammar: ApgGrammar, start: string, random: () => number): string {
  const rules = grammar.rules;
  const startIndex = rules.findIndex((r) => r.name.toLowerCase() === start.toLowerCase());
  let budget = 400;
  const walk = (rule: number, index: number, depth: number): string => {
    const op = rules[rule].opcodes[index];
    if (--budget < 0 || depth > 60) return '';
    switch (op.type) {
      case Op.ALT: {
        const kids = op.children ?? [];
        return walk(rule, kids[Math.floor(random() * kids.length)], depth + 1);
      }
      case Op.CAT:
        return (op.children ?? []).map((c) => walk(rule, c, depth + 1)).join('');
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === null || op.max === undefined ? Infinity : op.max;
        const n = Math.min(max, min + Math.floor(random() * 4));
        let s = '';
        for (let i = 0; i < n; i += 1) s += walk(rule, index + 1, depth + 1);
        return s;
      }
      case Op.RNM:
        return walk(op.index as number, 0, depth + 1);
      case Op.TRG: {
        const lo = op.min as number;
        const hi = op.max as number;
        return String.fromCharCode(lo + Math.floor(random() * (hi - lo + 1)));
      }
      case Op.TLS:
        return String.fromCharCode(...(op.string ?? []).map((c) => (c >= 0x61 && c <= 0x7a && random() < 0.3 ? c - 32 : c)));
      case Op.TBS:
        return String.fromCharCode(...(op.string ?? []));
      default:
        return '';
    }
  };
  return walk(startIndex, 0, 0);
}

const MUTATION_CHARS = ['a', '1', '-', '_', '.', '~', '%', ':', '/', '?', '+', '=', '#', '&', '@', ' ', '\u00e9'];

/** One random edit: insert, delete or replace a character. */
export function mutate(s: string, random: () => number): string {
  const at = Math.floor(random() * (s.length + 1));
  const c = MUTATION_CHARS[Math.floor(random() * MUTATION_CHARS.length)];
  const kind = random();
  if (kind < 0.4) return s.slice(0, at) + c + s.slice(at);
  if (kind < 0.7) return s.slice(0, at) + s.slice(at + 1);
  return s.slice(0, at) + c + s.slice(at + 1);
}
