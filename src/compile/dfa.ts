/*
 * Deterministic automata over UTF-16 code units (and marker symbols past
 * them), for the native patterns (src/patterns/): the subset construction of
 * an automaton whose epsilon moves may carry look-ahead conditions,
 * minimisation, products, complements and equivalence. Sets of symbols are
 * Ranges (./charset.ts); an operation splits the symbols into the classes its
 * automata tell apart and works on one representative per class.
 */
import { has, normalize, Ranges, without } from './charset';

/** Every code unit: what a look-ahead's remaining input is made of. */
export const CODE_UNITS: Ranges = [[0, 0xffff]];

/** Marker symbols (where a part begins and ends) come after every code point. */
export const MARKER_BASE = 0x110000;

export interface Move {
  set: Ranges;
  to: number;
}

/** A deterministic automaton: per state, moves on disjoint sets; a symbol no move holds rejects. */
export interface Dfa {
  start: number;
  accepting: boolean[];
  moves: Move[][];
}

/**
 * A nondeterministic automaton: symbol moves, epsilon moves, and epsilon moves
 * that add a condition (`cond`, an index into the conditions given with it)
 * on everything that follows, to the end of the input.
 */
export interface Nfa {
  start: number;
  accept: number;
  moves: Move[][];
  eps: number[][];
  conds: Array<Array<{ cond: number; to: number }>>;
}

/** Beyond this many states (of a deterministic automaton being built), an operation gives up. */
export const DFA_STATE_LIMIT = 20_000;

export class TooLarge extends Error {}

/** The classes `sets` split the symbols into: the first symbol of each class, sorted. */
export function symbolClasses(sets: Iterable<Ranges>): number[] {
  const cuts = new Set<number>([0]);
  for (const set of sets) for (const [lo, hi] of set) cuts.add(lo).add(hi + 1);
  return [...cuts].sort((a, b) => a - b);
}

/** The class [reps[i], reps[i + 1] - 1] as a range; the last runs to `top`. */
const classRange = (reps: readonly number[], i: number, top: number): [number, number] => [reps[i], i + 1 < reps.length ? reps[i + 1] - 1 : top];

/** A condition prepared for the subset construction: its transitions by class, and which states decide it. */
interface PreparedCondition {
  dfa: Dfa;
  /** By state, then class: the next state (-1: none, the condition is broken). Markers leave the state as it is. */
  table: Int32Array[];
  /** Whether each state's remaining language is every string (the condition holds whatever follows). */
  always: boolean[];
}

/** Whether each state's remaining language is every string: accepting, and every code unit leads to such a state (the greatest fixpoint). */
function everything(dfa: Dfa, table: readonly Int32Array[], codeUnitClasses: number): boolean[] {
  const ok = dfa.accepting.slice();
  for (let changed = true; changed; ) {
    changed = false;
    for (let s = 0; s < ok.length; s += 1) {
      if (!ok[s]) continue;
      for (let ci = 0; ci < codeUnitClasses; ci += 1) {
        const t = table[s][ci];
        if (t < 0 || !ok[t]) {
          ok[s] = false;
          changed = true;
          break;
        }
      }
    }
  }
  return ok;
}

/** The next state of each state on each class (-1: none). */
export function transitionTable(dfa: Dfa, reps: readonly number[]): Int32Array[] {
  return dfa.moves.map((ms) => {
    const row = new Int32Array(reps.length).fill(-1);
    for (const m of ms) {
      for (const [lo, hi] of m.set) {
        // The classes inside [lo, hi]: reps are sorted, and every range boundary is a class boundary.
        let i = lowerBound(reps, lo);
        for (; i < reps.length && reps[i] <= hi; i += 1) row[i] = m.to;
      }
    }
    return row;
  });
}

/** The index of the first element of sorted `xs` not below `x`. */
function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The subset construction of `nfa`, whose conditions are the deterministic
 * automata `conditions` (each over the code units that follow the point where
 * it was added, to the end of the input). A configuration is a state of `nfa`
 * with the conditions still pending, each in its own state: a symbol moves all
 * of them (a marker moves none), a broken condition ends the configuration, a
 * condition sure to hold is dropped, and at the end of the input every pending
 * condition must accept.
 */
export function determinize(nfa: Nfa, conditions: readonly Dfa[] = []): Dfa {
  // Only the conditions this automaton adds are prepared (a shared list may hold many more).
  const used = [...new Set(nfa.conds.flatMap((cs) => cs.map((c) => c.cond)))];
  const reps = symbolClasses([...nfa.moves.flatMap((ms) => ms.map((m) => m.set)), ...used.flatMap((c) => conditions[c].moves.flatMap((ms) => ms.map((m) => m.set))), CODE_UNITS]);
  const codeUnitClasses = lowerBound(reps, 0x10000);
  const prepared: PreparedCondition[] = [];
  for (const c of used) {
    // A condition reads code units only: past them (the markers), it stays where it is (-2).
    const table = transitionTable(conditions[c], reps).map((row) => row.map((t, i) => (reps[i] > 0xffff ? -2 : t)));
    prepared[c] = { dfa: conditions[c], table, always: everything(conditions[c], table, codeUnitClasses) };
  }
  // Per state of nfa: the classes it moves on (sparse: most states read one character or none), and where.
  const moveTable = nfa.moves.map((ms) => {
    const row = new Map<number, number[]>();
    for (const m of ms) for (const [lo, hi] of m.set) for (let i = lowerBound(reps, lo); i < reps.length && reps[i] <= hi; i += 1) row.set(i, [...(row.get(i) ?? []), m.to]);
    return row;
  });
  /** Adds condition c (in state q) to a pending list (pairs flattened: c, q, c, q ... sorted); null if it is broken. */
  const pend = (pending: readonly number[], c: number, q: number): number[] | null => {
    if (q < 0) return null;
    if (prepared[c].always[q]) return pending as number[];
    const out: number[] = [];
    let placed = false;
    for (let i = 0; i < pending.length; i += 2) {
      if (!placed && (c < pending[i] || (c === pending[i] && q <= pending[i + 1]))) {
        if (!(c === pending[i] && q === pending[i + 1])) out.push(c, q);
        placed = true;
      }
      out.push(pending[i], pending[i + 1]);
    }
    if (!placed) out.push(c, q);
    return out;
  };
  // Configurations, interned: a state of nfa and its pending conditions.
  const configs: Array<{ s: number; pending: number[]; closure?: number[]; steps: Array<number[] | undefined> }> = [];
  const configIds = new Map<string, number>();
  const config = (s: number, pending: number[]): number => {
    const k = `${s}|${pending.join(',')}`;
    let id = configIds.get(k);
    if (id === undefined) {
      configIds.set(k, (id = configs.length));
      configs.push({ s, pending, steps: [] });
    }
    return id;
  };
  const closureOf = (id: number): number[] => {
    const known = configs[id].closure;
    if (known) return known;
    const seen = new Set<number>([id]);
    const stack = [id];
    while (stack.length) {
      const { s, pending } = configs[stack.pop() as number];
      const reach = (t: number, p: number[]): void => {
        const c = config(t, p);
        if (!seen.has(c)) seen.add(c), stack.push(c);
      };
      for (const t of nfa.eps[s]) reach(t, pending);
      for (const { cond, to } of nfa.conds[s]) {
        const next = pend(pending, cond, prepared[cond].dfa.start);
        if (next) reach(to, next);
      }
    }
    return (configs[id].closure = [...seen].sort((a, b) => a - b));
  };
  /** The configurations one symbol of class ci leads a configuration to (before their closure). */
  const stepOf = (id: number, ci: number): number[] => {
    const c = configs[id];
    const known = c.steps[ci];
    if (known) return known;
    const out: number[] = [];
    const targets = moveTable[c.s].get(ci);
    if (targets) {
      let next: number[] | null = c.pending;
      if (reps[ci] <= 0xffff) {
        next = [];
        for (let i = 0; i < c.pending.length && next; i += 2) next = pend(next, c.pending[i], prepared[c.pending[i]].table[c.pending[i + 1]][ci]);
      }
      if (next) for (const t of targets) out.push(config(t, next));
    }
    return (c.steps[ci] = out);
  };
  const pendingAccepts = (pending: readonly number[]): boolean => {
    for (let i = 0; i < pending.length; i += 2) if (!prepared[pending[i]].dfa.accepting[pending[i + 1]]) return false;
    return true;
  };
  const dfa: Dfa = { start: 0, accepting: [], moves: [] };
  const ids = new Map<string, number>();
  const sets: number[][] = [];
  /** The state of the configurations reachable from `seeds`. */
  const idOf = (seeds: readonly number[]): number => {
    const all = new Set<number>();
    for (const seed of seeds) for (const c of closureOf(seed)) all.add(c);
    const members = [...all].sort((a, b) => a - b);
    const k = members.join(',');
    let id = ids.get(k);
    if (id === undefined) {
      if (sets.length >= DFA_STATE_LIMIT) throw new TooLarge();
      id = sets.length;
      ids.set(k, id);
      sets.push(members);
      dfa.accepting.push(members.some((c) => configs[c].s === nfa.accept && pendingAccepts(configs[c].pending)));
      dfa.moves.push([]);
    }
    return id;
  };
  const bySeeds = new Map<string, number>();
  dfa.start = idOf([config(nfa.start, [])]);
  for (let id = 0; id < sets.length; id += 1) {
    const byTarget = new Map<number, Array<[number, number]>>();
    // Each member's moves, gathered by class: only the classes some member moves on.
    const seedsByClass = new Map<number, number[]>();
    for (const c of sets[id]) {
      for (const ci of moveTable[configs[c].s].keys()) {
        const step = stepOf(c, ci);
        if (!step.length) continue;
        const seeds = seedsByClass.get(ci);
        if (seeds) seeds.push(...step);
        else seedsByClass.set(ci, step.slice());
      }
    }
    for (const ci of [...seedsByClass.keys()].sort((a, b) => a - b)) {
      // Most classes of a state lead to the same configurations: their closure is joined once.
      const sorted = [...new Set(seedsByClass.get(ci))].sort((a, b) => a - b);
      const seedKey = sorted.join(',');
      let to = bySeeds.get(seedKey);
      if (to === undefined) bySeeds.set(seedKey, (to = idOf(sorted)));
      const ranges = byTarget.get(to) ?? [];
      ranges.push(classRange(reps, ci, MARKER_BASE * 2));
      byTarget.set(to, ranges);
    }
    dfa.moves[id] = [...byTarget].map(([to, ranges]) => ({ set: normalize(ranges), to }));
  }
  return dfa;
}

/** The states from which an accepting state can be reached. */
function live(dfa: Dfa): boolean[] {
  const back: number[][] = dfa.moves.map(() => []);
  dfa.moves.forEach((ms, s) => ms.forEach((m) => back[m.to].push(s)));
  const ok = dfa.accepting.slice();
  const stack = ok.flatMap((a, s) => (a ? [s] : []));
  while (stack.length) for (const p of back[stack.pop() as number]) if (!ok[p]) (ok[p] = true), stack.push(p);
  return ok;
}

/**
 * The minimal automaton of the same language, without dead states, its states
 * numbered in the order a breadth-first walk from the start meets them (moves
 * by their first symbol): equal languages give identical automata.
 */
export function minimize(dfa: Dfa): Dfa {
  const alive = live(dfa);
  if (!alive[dfa.start]) return { start: 0, accepting: [false], moves: [[]] };
  // Reachable live states.
  const order: number[] = [];
  const seen = new Set<number>([dfa.start]);
  for (let q = [dfa.start]; q.length; ) {
    const s = q.shift() as number;
    order.push(s);
    for (const m of dfa.moves[s]) if (alive[m.to] && !seen.has(m.to)) seen.add(m.to), q.push(m.to);
  }
  const reps = symbolClasses(order.flatMap((s) => dfa.moves[s].map((m) => m.set)));
  const index = new Map(order.map((s, i) => [s, i]));
  const table = transitionTable(dfa, reps);
  const next = order.map((s) => Array.from(table[s], (t) => (t >= 0 && alive[t] ? (index.get(t) as number) : -1)));
  // Moore's refinement: blocks by acceptance, then by the blocks each class leads to, until stable.
  let block: number[] = order.map((s) => (dfa.accepting[s] ? 1 : 0));
  for (let count = new Set(block).size; ; ) {
    const sigs = new Map<string, number>();
    const refined = block.map((b, i) => {
      const sig = `${b}:${next[i].map((t) => (t < 0 ? -1 : block[t])).join(',')}`;
      let id = sigs.get(sig);
      if (id === undefined) sigs.set(sig, (id = sigs.size));
      return id;
    });
    block = refined;
    if (sigs.size === count) break;
    count = sigs.size;
  }
  // Renumber blocks breadth first from the start, moves sorted by their first symbol.
  const number = new Map<number, number>();
  const members: number[] = [];
  const out: Dfa = { start: 0, accepting: [], moves: [] };
  for (let q = [0]; q.length; ) {
    const i = q.shift() as number;
    if (number.has(block[i])) continue;
    number.set(block[i], members.length);
    members.push(i);
    for (const t of next[i]) if (t >= 0 && !number.has(block[t])) q.push(t);
  }
  for (const i of members) {
    out.accepting.push(dfa.accepting[order[i]]);
    const byTarget = new Map<number, Array<[number, number]>>();
    next[i].forEach((t, ci) => {
      if (t < 0) return;
      const to = number.get(block[t]) as number;
      const ranges = byTarget.get(to) ?? [];
      ranges.push(classRange(reps, ci, MARKER_BASE * 2));
      byTarget.set(to, ranges);
    });
    out.moves.push([...byTarget].map(([to, ranges]) => ({ set: normalize(ranges), to })).sort((a, b) => a.set[0][0] - b.set[0][0]));
  }
  return out;
}

/** The automaton of the strings over `universe` that `dfa` rejects. */
export function complement(dfa: Dfa, universe: Ranges = CODE_UNITS): Dfa {
  const dead = dfa.accepting.length;
  const out: Dfa = { start: dfa.start, accepting: [...dfa.accepting.map((a) => !a), true], moves: [] };
  for (const ms of [...dfa.moves, []]) {
    const covered = normalize(ms.flatMap((m) => m.set));
    const rest = without(universe, covered);
    out.moves.push([...ms.map((m) => ({ set: intersect1(m.set, universe), to: m.to })).filter((m) => m.set.length), ...(rest.length ? [{ set: rest, to: dead }] : [])]);
  }
  return out;
}

function intersect1(x: Ranges, y: Ranges): Ranges {
  const out: [number, number][] = [];
  for (const [a, b] of x) for (const [c, d] of y) if (a <= d && c <= b) out.push([Math.max(a, c), Math.min(b, d)]);
  return normalize(out);
}

/** The automaton of the strings both accept. */
export function intersection(a: Dfa, b: Dfa): Dfa {
  const reps = symbolClasses([...a.moves, ...b.moves].flatMap((ms) => ms.map((m) => m.set)));
  const out: Dfa = { start: 0, accepting: [], moves: [] };
  const ids = new Map<number, number>();
  const pairs: Array<[number, number]> = [];
  const id = (x: number, y: number): number => {
    const k = x * b.accepting.length + y;
    let n = ids.get(k);
    if (n === undefined) {
      if (pairs.length >= DFA_STATE_LIMIT) throw new TooLarge();
      ids.set(k, (n = pairs.length));
      pairs.push([x, y]);
      out.accepting.push(a.accepting[x] && b.accepting[y]);
      out.moves.push([]);
    }
    return n;
  };
  const ta = transitionTable(a, reps);
  const tb = transitionTable(b, reps);
  id(a.start, b.start);
  for (let n = 0; n < pairs.length; n += 1) {
    const [x, y] = pairs[n];
    const byTarget = new Map<number, Array<[number, number]>>();
    reps.forEach((_, ci) => {
      // Markers too: here they are symbols like any other.
      const mx = a.moves[x].length ? ta[x][ci] : -1;
      const my = mx === -1 ? -1 : tb[y][ci];
      if (mx < 0 || my < 0) return;
      const to = id(mx, my);
      const ranges = byTarget.get(to) ?? [];
      ranges.push(classRange(reps, ci, MARKER_BASE * 2));
      byTarget.set(to, ranges);
    });
    out.moves[n] = [...byTarget].map(([to, ranges]) => ({ set: normalize(ranges), to }));
  }
  return out;
}

/** The automaton with the symbols of `erased` read as nothing (epsilon moves). */
export function erase(dfa: Dfa, erased: Ranges): Dfa {
  const nfa: Nfa = { start: dfa.start, accept: dfa.accepting.length, moves: [], eps: [], conds: [] };
  dfa.moves.forEach((ms, s) => {
    nfa.moves.push(ms.map((m) => ({ set: without(m.set, erased), to: m.to })).filter((m) => m.set.length));
    nfa.eps.push([...ms.filter((m) => m.set.some(([lo, hi]) => erased.some(([c, d]) => lo <= d && c <= hi))).map((m) => m.to), ...(dfa.accepting[s] ? [dfa.accepting.length] : [])]);
    nfa.conds.push([]);
  });
  nfa.moves.push([]);
  nfa.eps.push([]);
  nfa.conds.push([]);
  return determinize(nfa);
}

/**
 * A shortest string (as symbols) one automaton accepts and the other does not;
 * null when both accept the same language.
 */
export function difference(a: Dfa, b: Dfa): number[] | null {
  const reps = symbolClasses([...a.moves, ...b.moves].flatMap((ms) => ms.map((m) => m.set)));
  const step = (d: Dfa, s: number, r: number): number => (s < 0 ? -1 : (d.moves[s].find((m) => has(m.set, r))?.to ?? -1));
  const acc = (d: Dfa, s: number): boolean => s >= 0 && d.accepting[s];
  const la = live(a);
  const lb = live(b);
  const seen = new Map<string, { from: string; sym: number } | null>();
  const key = (x: number, y: number): string => `${x},${y}`;
  let level: Array<[number, number]> = [[a.start, b.start]];
  seen.set(key(a.start, b.start), null);
  while (level.length) {
    const next: Array<[number, number]> = [];
    for (const [x, y] of level) {
      if (acc(a, x) !== acc(b, y)) {
        const out: number[] = [];
        for (let at = seen.get(key(x, y)); at; at = seen.get(at.from)) out.push(at.sym);
        return out.reverse();
      }
      for (const r of reps) {
        let x2 = step(a, x, r);
        let y2 = step(b, y, r);
        if (x2 >= 0 && !la[x2]) x2 = -1;
        if (y2 >= 0 && !lb[y2]) y2 = -1;
        if (x2 < 0 && y2 < 0) continue;
        const k = key(x2, y2);
        if (seen.has(k)) continue;
        seen.set(k, { from: key(x, y), sym: r });
        next.push([x2, y2]);
      }
    }
    level = next;
  }
  return null;
}
