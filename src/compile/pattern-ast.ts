/*
 * Regular expressions as trees, for the native patterns: what state
 * elimination (./elimination.ts) builds from an automaton and each dialect
 * prints (src/patterns/dialects/). The constructors simplify as they build,
 * each rewrite keeping the language: classes merged, common prefixes and
 * suffixes factored, repetitions of one thing counted ("x x{0,29}" is
 * "x{1,30}"). A symbol at or past MARKER_BASE is a marker (where a part
 * begins or ends), never merged into a class: a dialect prints a pair of them
 * as a capture group.
 */
import { normalize, Ranges, union } from './charset';
import { Dfa, MARKER_BASE, Nfa, determinize, minimize } from './dfa';

export type Pattern =
  /** One symbol of `set`: a character class, or one marker. */
  | { readonly t: 'set'; readonly set: Ranges }
  /** Concatenation; no item is itself a sequence; none: the empty string. */
  | { readonly t: 'seq'; readonly items: readonly Pattern[] }
  /** Union of two or more items, none the empty string or a union. */
  | { readonly t: 'alt'; readonly items: readonly Pattern[] }
  /**
   * `item` min to max times (max may be Infinity). `possessive`: the same language, and a
   * backtracking engine may take the repetition as atomic (src/patterns/loops.ts proves where).
   */
  | { readonly t: 'rep'; readonly item: Pattern; readonly min: number; readonly max: number; readonly possessive?: boolean }
  /** The empty language. */
  | { readonly t: 'none' };

export const EMPTY: Pattern = Object.freeze({ t: 'seq', items: Object.freeze([]) });
export const NONE: Pattern = Object.freeze({ t: 'none' });

const keys = new WeakMap<Pattern, string>();

/** A canonical text of the tree: equal keys, equal trees. */
export function key(p: Pattern): string {
  let k = keys.get(p);
  if (k !== undefined) return k;
  switch (p.t) {
    case 'set':
      k = `[${p.set.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',')}]`;
      break;
    case 'seq':
      k = `(${p.items.map(key).join(' ')})`;
      break;
    case 'alt':
      k = `(${p.items.map(key).join('|')})`;
      break;
    case 'rep':
      k = `${key(p.item)}{${p.min},${p.max === Infinity ? '' : p.max}}${p.possessive ? '+' : ''}`;
      break;
    default:
      k = '#none';
  }
  keys.set(p, k);
  return k;
}

export const isMarker = (p: Pattern): boolean => p.t === 'set' && p.set.length === 1 && p.set[0][0] >= MARKER_BASE;
const isChars = (p: Pattern): p is { t: 'set'; set: Ranges } => p.t === 'set' && p.set[p.set.length - 1][1] < MARKER_BASE;
const isEmpty = (p: Pattern): boolean => p.t === 'seq' && p.items.length === 0;

export function symbols(set: Ranges): Pattern {
  return set.length ? { t: 'set', set: normalize(set) } : NONE;
}

/** The items of `p` as a sequence. */
const itemsOf = (p: Pattern): readonly Pattern[] => (p.t === 'seq' ? p.items : [p]);

/** `p` as a count of something: [item, min, max]. */
const counted = (p: Pattern): [Pattern, number, number] => (p.t === 'rep' ? [p.item, p.min, p.max] : [p, 1, 1]);

/**
 * Two neighbours as one count, where they count one thing: x{a,b} x{c,d} is
 * x{a+c,b+d} (every count in between is a sum of the two); a whole neighbour
 * counts once ("x{32} (x{32})*" is "(x{32}){1,}").
 */
function joinCounts(left: Pattern, right: Pattern): Pattern | undefined {
  const pairs: Array<[[Pattern, number, number], [Pattern, number, number]]> = [
    [counted(left), counted(right)],
    [[left, 1, 1], counted(right)],
    [counted(left), [right, 1, 1]],
  ];
  for (const [[a, amin, amax], [b, bmin, bmax]] of pairs) {
    if (key(a) !== key(b)) continue;
    // Two of one character (or of a letter in either case) read better as they are: "//", "[Uu][Uu]".
    if (amax === 1 && bmax === 1 && amin === 1 && bmin === 1 && a.t === 'set' && a.set.reduce((k, [lo, hi]) => k + hi - lo + 1, 0) <= 2) return undefined;
    return rep(a, amin + bmin, amax + bmax);
  }
  return undefined;
}

export function seq(...parts: Pattern[]): Pattern {
  const out: Pattern[] = [];
  for (const part of parts) {
    if (part.t === 'none') return NONE;
    for (const item of itemsOf(part)) {
      const last = out[out.length - 1];
      const merged = last && !isMarker(item) ? joinCounts(last, item) : undefined;
      if (merged) out[out.length - 1] = merged;
      else out.push(item);
    }
  }
  return out.length === 1 ? out[0] : { t: 'seq', items: out };
}

export function rep(item: Pattern, min: number, max: number): Pattern {
  if (max < min || (max === 0 && min === 0)) return max < min ? NONE : EMPTY;
  if (item.t === 'none') return min === 0 ? EMPTY : NONE;
  if (isEmpty(item)) return EMPTY;
  if (min === 1 && max === 1) return item;
  if (item.t === 'rep') {
    const { item: inner, min: a, max: b } = item;
    // Only where the counts stay contiguous: (x{2})+ is an even count, not x{2,}.
    // (x{a}){c} is x{ac}.
    if (a === b && min === max) return rep(inner, a * min, a * min);
    // (x{a,}){c,} with a at most 1 is x{ac,}: (x*)* and (x+)* are x*, (x+)+ is x+.
    if (b === Infinity && a <= 1 && max === Infinity) return rep(inner, a * min, Infinity);
    // (x?){c,} is x*.
    if (a === 0 && b === 1 && max === Infinity) return rep(inner, 0, Infinity);
    // (x{a,b})? with a at most 1 is x{0,b}: (x*)?, (x+)?, (x{1,5})?.
    if (min === 0 && max === 1 && a <= 1) return rep(inner, 0, b);
  }
  return { t: 'rep', item, min, max };
}

/** The first (or last) item of `p` read as a sequence, and the rest; a count of at least one gives one of its items ("x{2,5}" is x then x{1,4}). */
function split(p: Pattern, end: 'first' | 'last'): [Pattern, Pattern] {
  const items = itemsOf(p);
  const edge = end === 'first' ? items[0] : items[items.length - 1];
  const others = end === 'first' ? items.slice(1) : items.slice(0, -1);
  if (edge.t === 'rep' && edge.min >= 1) {
    const fewer = rep(edge.item, edge.min - 1, edge.max - 1);
    return [edge.item, end === 'first' ? seq(fewer, ...others) : seq(...others, fewer)];
  }
  return [edge, seq(...others)];
}

export function alt(...parts: Pattern[]): Pattern {
  const flat: Pattern[] = [];
  let optional = false;
  for (const part of parts) {
    if (part.t === 'none') continue;
    if (isEmpty(part)) optional = true;
    else if (part.t === 'alt') flat.push(...part.items);
    // "x? | y" is "(x | y)?": what both may be empty for is said once.
    else if (part.t === 'rep' && part.min === 0 && part.max === 1) (optional = true), flat.push(...(part.item.t === 'alt' ? part.item.items : [part.item]));
    else flat.push(part);
  }
  // Classes merged into one, where they stand (the first one's place).
  const chars = flat.filter(isChars);
  let items: Pattern[] = [];
  const seen = new Set<string>();
  let charsPlaced = false;
  for (const p of flat) {
    if (isChars(p)) {
      if (!charsPlaced) items.push(symbols(union(...chars.map((c) => c.set))));
      charsPlaced = true;
      continue;
    }
    const k = key(p);
    if (!seen.has(k)) seen.add(k), items.push(p);
  }
  items = mergeCounts(items);
  items = factor(items, 'first');
  items = factor(items, 'last');
  if (items.length === 0) return optional ? EMPTY : NONE;
  const body: Pattern = items.length === 1 ? items[0] : { t: 'alt', items };
  return optional ? rep(body, 0, 1) : body;
}

/** x{a,b} | x{c,d} is one count where the ranges meet or overlap. */
function mergeCounts(items: Pattern[]): Pattern[] {
  const out: Pattern[] = [];
  for (const p of items) {
    const [x, min, max] = counted(p);
    const i = out.findIndex((q) => {
      const [y, qmin, qmax] = counted(q);
      return key(x) === key(y) && min <= qmax + 1 && qmin <= max + 1;
    });
    if (i < 0) {
      out.push(p);
      continue;
    }
    const [, qmin, qmax] = counted(out[i]);
    out[i] = rep(x, Math.min(min, qmin), Math.max(max, qmax));
  }
  return out;
}

/** Alternatives that begin (end) alike, grouped behind (before) what they share. */
function factor(items: Pattern[], end: 'first' | 'last'): Pattern[] {
  if (items.length < 2) return items;
  const groups = new Map<string, Pattern[]>();
  const order: string[] = [];
  for (const p of items) {
    const k = key(split(p, end)[0]);
    const g = groups.get(k);
    if (g) g.push(p);
    else groups.set(k, [p]), order.push(k);
  }
  if (groups.size === items.length) return items;
  return order.map((k) => {
    const g = groups.get(k) as Pattern[];
    if (g.length === 1) return g[0];
    const shared = split(g[0], end)[0];
    const rest = alt(...g.map((p) => split(p, end)[1]));
    return end === 'first' ? seq(shared, rest) : seq(rest, shared);
  });
}

/** How long the tree prints, roughly: the cost state elimination minimizes. */
export function size(p: Pattern): number {
  switch (p.t) {
    case 'set':
      return p.set.length === 1 && p.set[0][0] === p.set[0][1] ? 1 : 2 + 2 * p.set.length;
    case 'seq':
      return p.items.reduce((n, x) => n + size(x), 0);
    case 'alt':
      return 4 + p.items.reduce((n, x) => n + size(x) + 1, 0);
    case 'rep':
      return size(p.item) + 5;
    default:
      return 0;
  }
}

/** The tree as an automaton (counts written out), for checking it against the one it came from. */
export function patternAutomaton(p: Pattern): Dfa {
  const nfa: Nfa = { start: 0, accept: 0, moves: [], eps: [], conds: [] };
  const state = (): number => {
    nfa.moves.push([]);
    nfa.eps.push([]);
    nfa.conds.push([]);
    return nfa.moves.length - 1;
  };
  /** The automaton of `x` from `from`; returns where it ends. */
  const build = (x: Pattern, from: number): number => {
    switch (x.t) {
      case 'set': {
        const to = state();
        nfa.moves[from].push({ set: x.set, to });
        return to;
      }
      case 'seq':
        return x.items.reduce((at, item) => build(item, at), from);
      case 'alt': {
        const end = state();
        for (const item of x.items) {
          const entry = state();
          nfa.eps[from].push(entry);
          nfa.eps[build(item, entry)].push(end);
        }
        return end;
      }
      case 'rep': {
        let at = from;
        for (let i = 0; i < x.min; i += 1) at = build(x.item, at);
        if (x.max === Infinity) {
          const loop = state();
          nfa.eps[at].push(loop);
          nfa.eps[build(x.item, loop)].push(loop);
          return loop;
        }
        const end = state();
        for (let i = x.min; i < x.max; i += 1) {
          nfa.eps[at].push(end);
          at = build(x.item, at);
        }
        nfa.eps[at].push(end);
        return end;
      }
      default:
        return state();
    }
  };
  nfa.start = state();
  nfa.accept = build(p, nfa.start);
  if (p.t === 'none') nfa.accept = state();
  return minimize(determinize(nfa));
}

/** The tree without its markers (rebuilt, so simplified again). */
export function withoutMarkers(p: Pattern): Pattern {
  switch (p.t) {
    case 'set':
      return isMarker(p) ? EMPTY : p;
    case 'seq':
      return seq(...p.items.map(withoutMarkers));
    case 'alt':
      return alt(...p.items.map(withoutMarkers));
    case 'rep':
      return rep(withoutMarkers(p.item), p.min, p.max);
    default:
      return p;
  }
}
