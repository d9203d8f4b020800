/*
 * A pattern's tree in one dialect (./dialect.ts): precedence (a union inside
 * a sequence or under a count is grouped), counts within the dialect's bound
 * (a larger one is split: x{0,300} is x{0,255}x{0,45}), the anchors, and the
 * markers of `parts` as capture groups. A pair of markers becomes a group only
 * where both sit in one sequence and each part occurs once; elsewhere the
 * split cannot be written as groups (NotCapturable).
 */
import { MARKER_BASE } from '../compile/dfa';
import { isMarker, Pattern } from '../compile/pattern-ast';
import type { DialectSpec } from './dialect';

/** The parts cannot be written as the dialect's groups: why, in words. */
export class NotCapturable extends Error {}

interface Printed {
  text: string;
  /** Whether a quantifier can follow it as it is. */
  atom: boolean;
  /** Whether it is a union at its top. */
  union: boolean;
}

const markerOf = (p: Pattern): { part: number; close: boolean } | undefined =>
  isMarker(p) && p.t === 'set' ? { part: (p.set[0][0] - MARKER_BASE) >> 1, close: ((p.set[0][0] - MARKER_BASE) & 1) === 1 } : undefined;

function quantifier(min: number, max: number): string {
  if (min === 0 && max === Infinity) return '*';
  if (min === 1 && max === Infinity) return '+';
  if (min === 0 && max === 1) return '?';
  if (min === max) return `{${min}}`;
  return `{${min},${max === Infinity ? '' : max}}`;
}

/** min..max of one thing as counts within `limit` each, in a row: their sums give every count of min..max. */
function countsWithin(min: number, max: number, limit: number): Array<[number, number]> {
  if (max <= limit || (max === Infinity && min <= limit)) return [[min, max]];
  const out: Array<[number, number]> = [];
  let lo = min;
  let hi = max;
  while (lo > limit) out.push([limit, limit]), (lo -= limit), (hi -= limit);
  if (hi === Infinity) return [...out, [lo, hi]];
  while (hi > limit) {
    const take = Math.min(lo, limit);
    out.push([take, limit]);
    lo -= take;
    hi -= limit;
  }
  return [...out, [lo, hi]];
}

/** Prints `tree` in `spec`; `parts` names the markers' parts (marker k is parts[k]). Returns the source and the groups in order. */
export function printPattern(tree: Pattern, spec: DialectSpec, parts: readonly string[] = []): { source: string; groups: string[] } {
  const groups: string[] = [];
  const group = (body: string): string => `${spec.group}${body})`;

  const seqOf = (items: readonly Pattern[]): Printed => {
    const out: string[] = [];
    let atom = items.length === 1;
    let union = false;
    for (let i = 0; i < items.length; i += 1) {
      const m = markerOf(items[i]);
      if (!m) {
        const p = print(items[i]);
        union = items.length === 1 && p.union;
        atom = atom && p.atom;
        out.push(items.length > 1 && p.union ? group(p.text) : p.text);
        continue;
      }
      const name = parts[m.part];
      const end = m.close ? -1 : items.findIndex((x, j) => j > i && markerOf(x)?.part === m.part && markerOf(x)?.close);
      if (end < 0 || !spec.capture) throw new NotCapturable(`the ${name} does not begin and end in one place of the pattern`);
      if (groups.includes(name)) throw new NotCapturable(`the ${name} can sit in more than one place of the pattern`);
      groups.push(name);
      const inner = seqOf(items.slice(i + 1, end));
      out.push(`${spec.capture(name)}${inner.text})`);
      atom = items.length === end - i + 1;
      union = false;
      i = end;
    }
    return { text: out.join(''), atom, union };
  };

  const print = (p: Pattern): Printed => {
    switch (p.t) {
      case 'set': {
        if (isMarker(p)) return seqOf([p]);
        const single = p.set.length === 1 && p.set[0][0] === p.set[0][1];
        return { text: single ? spec.char(p.set[0][0]) : spec.charClass(p.set), atom: true, union: false };
      }
      case 'seq':
        return p.items.length ? seqOf(p.items) : { text: '', atom: false, union: false };
      case 'alt':
        return { text: p.items.map((x) => print(x).text).join('|'), atom: false, union: true };
      case 'rep': {
        if (p.max > 1 && containsMarker(p.item)) throw new NotCapturable('a part would repeat');
        const inner = print(p.item);
        const body = inner.atom ? inner.text : group(inner.text);
        const after = !inner.atom && p.max > 1 ? (spec.afterRepeatedGroup ?? '') : '';
        // x{4} as xxxx; x{3,} as xxx+.
        if (spec.writeOutFixedCounts && p.min > 1 && (p.max === p.min || p.max === Infinity)) {
          return { text: body.repeat(p.min - 1) + body + (p.max === Infinity ? quantifier(1, Infinity) + after : ''), atom: false, union: false };
        }
        if (p.possessive && spec.possessive && p.min <= spec.maxCount) return { text: spec.possessive(body, quantifier(p.min, p.max), !inner.atom), atom: false, union: false };
        const text = countsWithin(p.min, p.max, spec.maxCount)
          .map(([a, b]) => body + quantifier(a, b) + after)
          .join('');
        return { text, atom: false, union: false };
      }
      default:
        throw new Error('the empty language has no pattern');
    }
  };

  const top = print(tree);
  const [open, close] = spec.anchors;
  const body = top.union && (open || close) ? group(top.text) : top.text;
  return { source: `${open}${body}${close}`, groups };
}

function containsMarker(p: Pattern): boolean {
  switch (p.t) {
    case 'set':
      return isMarker(p);
    case 'seq':
    case 'alt':
      return p.items.some(containsMarker);
    case 'rep':
      return containsMarker(p.item);
    default:
      return false;
  }
}
