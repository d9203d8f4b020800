/** Sets of UTF-16 code units as sorted, disjoint, non-adjacent inclusive ranges. */
export type Ranges = ReadonlyArray<readonly [number, number]>;

export function normalize(ranges: Iterable<readonly [number, number]>): Ranges {
  const sorted = [...ranges].map(([a, b]) => [a, b] as [number, number]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const union = (...sets: Ranges[]): Ranges => normalize(sets.flat());

export function has(set: Ranges, code: number): boolean {
  for (const [a, b] of set) if (code >= a && code <= b) return true;
  return false;
}

export function intersects(x: Ranges, y: Ranges): boolean {
  return x.some(([a, b]) => y.some(([c, d]) => a <= d && c <= b));
}

/** Whether no two of `sets` share a character: one sort of all their ranges, not a test per pair. */
export function disjoint(sets: readonly Ranges[]): boolean {
  const all = sets.flat().slice().sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < all.length; i += 1) if (all[i][0] <= all[i - 1][1]) return false;
  return true;
}

export function without(set: Ranges, removed: Ranges): Ranges {
  const out: [number, number][] = [];
  for (const [a, b] of set) {
    let start = a;
    for (const [c, d] of removed) {
      if (d < start || c > b) continue;
      if (c > start) out.push([start, c - 1]);
      start = Math.max(start, d + 1);
    }
    if (start <= b) out.push([start, b]);
  }
  return normalize(out);
}

export function size(set: Ranges): number {
  return set.reduce((n, [a, b]) => n + b - a + 1, 0);
}

/** The characters an ABNF quoted string's character matches: both cases for a letter. */
export function caseless(code: number): Ranges {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a ? normalize([[lower & ~0x20, lower & ~0x20], [lower, lower]]) : [[code, code]];
}

export function key(set: Ranges): string {
  return set.map(([a, b]) => `${a}-${b}`).join(',');
}
