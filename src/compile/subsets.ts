/*
 * The subset construction that language comparisons run on
 * (./automaton.ts, difference), made cheap where grammars make it costly and
 * bounded where it cannot be: a Thompson automaton has a state per
 * alternative, so a rule of 53 single characters puts 53 states in every
 * subset; reduced (epsilon chains skipped, single moves hoisted into the
 * state that branches to them, moves to one state merged) it has one move
 * on one set. Subsets then step on the coarsest character classes the two
 * automata share, all classes of a subset at once, each subset and step
 * computed once. What is left, the subsets themselves, can still double with
 * each position of a rule such as `*c "a" 10c`: every unit of work is
 * counted against a WorkBudget, and past it the comparison is not decided.
 */
import type { Ranges } from './charset';
import { lastAtMost } from './sorted';

/** A Thompson automaton (./automaton.ts's Nfa): epsilon moves, character moves, one start and one accepting state. */
export interface Automaton {
  eps: number[][];
  moves: Array<Array<{ set: Ranges; to: number }>>;
  start: number;
  accept: number;
}

/**
 * Work units a computation may still spend: a state or move looked at, a
 * subset member stored, a class stepped on. Shared by the comparisons of one
 * task (a registration check), so that their sum is bounded.
 */
export class WorkBudget {
  constructor(private left: number) {}

  /** Spends `n` units; false once the budget is spent. */
  spend(n: number): boolean {
    this.left -= n;
    return this.left >= 0;
  }

  /** Whether the budget is spent. */
  get spent(): boolean {
    return this.left < 0;
  }
}

/**
 * What keeping a subset and a pair of subsets costs, in units: about what
 * their memory takes to allocate and hash, so that a budget bounds memory as
 * well as time (a subset is some 200 bytes, a pair some 100).
 */
const SUBSET_COST = 64;
const PAIR_COST = 16;

/** Thrown inside this module when the budget runs out; never escapes it. */
class OutOfWork extends Error {}

const charge = (budget: WorkBudget, n: number): void => {
  if (!budget.spend(n)) throw new OutOfWork();
};

/** A reduced automaton: same language, far fewer states in each subset. */
interface Reduced {
  eps: number[][];
  moves: Array<Array<{ set: Ranges; to: number }>>;
  start: number;
  accept: number;
}

/** The union of sets, as sorted, disjoint, non-adjacent ranges. */
function unite(sets: readonly Ranges[]): Ranges {
  const all = sets.flat().slice().sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of all) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/**
 * The automaton with the same language and fewer states: a state with one
 * epsilon move and nothing else stands for its target; a state entered only
 * by an epsilon move from one state, with character moves only, gives its
 * moves to that state; moves to the same state are one move.
 */
function reduce(nfa: Automaton, budget: WorkBudget): Reduced {
  const n = nfa.eps.length;
  charge(budget, n);
  // Epsilon chains: the state a state stands for (itself if it is not a link).
  const link = (s: number): boolean => s !== nfa.start && s !== nfa.accept && nfa.moves[s].length === 0 && nfa.eps[s].length === 1;
  const target = new Int32Array(n).fill(-1);
  const resolve = (s: number): number => {
    const path: number[] = [];
    let at = s;
    while (target[at] < 0 && link(at) && path.length <= n) {
      target[at] = -2; // on the path: a cycle of links stops here
      path.push(at);
      at = nfa.eps[at][0];
      if (target[at] === -2) break;
    }
    const end = target[at] >= 0 ? target[at] : at;
    for (const p of path) target[p] = end;
    if (target[at] < 0) target[at] = at;
    return end;
  };
  for (let s = 0; s < n; s += 1) resolve(s);
  const eps: number[][] = [];
  const moves: Reduced['moves'] = [];
  const incoming = new Int32Array(n);
  let edges = 0;
  for (let s = 0; s < n; s += 1) {
    const e = [...new Set(nfa.eps[s].map((t) => target[t]))].filter((t) => t !== s);
    const m = nfa.moves[s].map((mv) => ({ set: mv.set, to: target[mv.to] }));
    eps.push(e);
    moves.push(m);
    edges += e.length + m.length;
    for (const t of e) incoming[t] += 1;
    for (const mv of m) incoming[mv.to] += 1;
  }
  charge(budget, edges);
  const start = target[nfa.start];
  incoming[start] += 1;
  // Hoisting: a branch to states that only read a character is the reading itself.
  for (let s = 0; s < n; s += 1) {
    if (target[s] !== s || eps[s].length === 0) continue;
    const kept: number[] = [];
    for (const t of eps[s]) {
      if (t !== nfa.accept && t !== s && incoming[t] === 1 && eps[t].length === 0) {
        moves[s].push(...moves[t]);
        moves[t] = [];
      } else kept.push(t);
    }
    eps[s] = kept;
  }
  // Moves to one state: one move on the union of their sets.
  for (let s = 0; s < n; s += 1) {
    if (moves[s].length < 2) continue;
    const by = new Map<number, Ranges[]>();
    for (const mv of moves[s]) by.set(mv.to, [...(by.get(mv.to) ?? []), mv.set]);
    if (by.size < moves[s].length) moves[s] = [...by].map(([to, sets]) => ({ set: unite(sets), to }));
  }
  return { eps, moves, start, accept: target[nfa.accept] };
}

/** The character classes two automata share: class i runs from cuts[i] to cuts[i + 1] - 1 (the last to U+FFFF). */
function classCuts(autos: readonly Reduced[], budget: WorkBudget): number[] {
  const cuts = new Set<number>([0]);
  for (const a of autos) {
    for (const ms of a.moves) {
      charge(budget, ms.length);
      for (const m of ms) for (const [lo, hi] of m.set) cuts.add(lo).add(hi + 1);
    }
  }
  // Matchers read UTF-16 code units: classes above U+FFFF are never read.
  return [...cuts].filter((c) => c <= 0xffff).sort((x, y) => x - y);
}

/** One automaton made deterministic as it is explored: its subsets, numbered, and their successors on each class. */
class Subsets {
  private readonly ids = new Map<string, number>();
  private readonly members: number[][] = [];
  private readonly next: Array<Int32Array | undefined> = [];
  /** Each state's moves as (class indexes, target). */
  private readonly classMoves: Array<Array<{ classes: number[]; to: number }>>;
  private readonly mark: Int32Array;
  private stamp = 0;
  readonly accepting: boolean[] = [];
  readonly start: number;

  constructor(
    private readonly a: Reduced,
    cuts: readonly number[],
    private readonly budget: WorkBudget,
  ) {
    this.mark = new Int32Array(a.eps.length);
    this.classMoves = a.moves.map((ms) =>
      ms.map((m) => {
        const classes: number[] = [];
        for (const [lo, hi] of m.set) {
          if (lo > 0xffff) continue;
          const last = lastAtMost(cuts, Math.min(hi, 0xffff));
          for (let c = lastAtMost(cuts, lo); c <= last; c += 1) classes.push(c);
        }
        charge(budget, classes.length + 1);
        return { classes, to: m.to };
      }),
    );
    this.start = this.subset([a.start]);
  }

  /** The number of the subset that is the epsilon closure of `states`. */
  private subset(states: readonly number[]): number {
    this.stamp += 1;
    const seen: number[] = [];
    const stack: number[] = [];
    for (const s of states) if (this.mark[s] !== this.stamp) (this.mark[s] = this.stamp), seen.push(s), stack.push(s);
    while (stack.length) {
      const s = stack.pop() as number;
      for (const t of this.a.eps[s]) if (this.mark[t] !== this.stamp) (this.mark[t] = this.stamp), seen.push(t), stack.push(t);
    }
    seen.sort((x, y) => x - y);
    charge(this.budget, seen.length * 2 + 1);
    const k = seen.join(',');
    let id = this.ids.get(k);
    if (id === undefined) {
      // A new subset is kept: its members, its key and its row of successors (SUBSET_COST).
      charge(this.budget, SUBSET_COST + seen.length);
      id = this.members.length;
      this.ids.set(k, id);
      this.members.push(seen);
      this.next.push(undefined);
      this.accepting.push(seen.includes(this.a.accept));
    }
    return id;
  }

  /** The successor of subset `id` on each class: a subset number, or -1 where it reads nothing. */
  successors(id: number, classes: number): Int32Array {
    const known = this.next[id];
    if (known) return known;
    const out = new Int32Array(classes).fill(-1);
    const targets = new Map<number, number[]>();
    for (const s of this.members[id]) {
      for (const m of this.classMoves[s]) {
        charge(this.budget, m.classes.length);
        for (const c of m.classes) {
          const t = targets.get(c);
          if (t) t.push(m.to);
          else targets.set(c, [m.to]);
        }
      }
    }
    // Classes that lead to the same states lead to the same subset: its closure is computed once.
    const byTargets = new Map<string, number>();
    for (const [c, t] of targets) {
      const k = t.join(',');
      let to = byTargets.get(k);
      if (to === undefined) byTargets.set(k, (to = this.subset(t)));
      out[c] = to;
    }
    charge(this.budget, classes);
    this.next[id] = out;
    return out;
  }
}

/** A character of [lo, hi] a reader recognizes: a lower-case letter, a digit, an upper-case letter, other printable ASCII, else the first. */
function readable(lo: number, hi: number): number {
  for (const [a, b] of [[0x61, 0x7a], [0x30, 0x39], [0x41, 0x5a], [0x21, 0x7e]]) if (lo <= b && hi >= a) return Math.max(lo, a);
  return lo;
}

/** Rank of a representative: the order `readable` prefers. */
const rank = (c: number): number => (c >= 0x61 && c <= 0x7a ? 0 : c >= 0x30 && c <= 0x39 ? 1 : c >= 0x41 && c <= 0x5a ? 2 : c >= 0x21 && c <= 0x7e ? 3 : 4);

/** Above this many subsets of one automaton a pair's number would not fit a double: never reached within a budget. */
const PAIR_BASE = 2 ** 26;

/**
 * The shortest string `a` accepts and `b` rejects (of those, the one whose
 * characters come first in `readable`'s order); null when there is none;
 * undefined when the budget runs out first. Both automata are reduced, then
 * made deterministic as they are explored, breadth first.
 */
export function shortestDifference(a: Automaton, b: Automaton, budget: WorkBudget): string | null | undefined {
  try {
    const ra = reduce(a, budget);
    const rb = reduce(b, budget);
    const cuts = classCuts([ra, rb], budget);
    const classes = cuts.length;
    const reps = cuts.map((lo, i) => readable(lo, i + 1 < classes ? cuts[i + 1] - 1 : 0xffff));
    const order = reps.map((_, i) => i).sort((x, y) => rank(reps[x]) - rank(reps[y]) || reps[x] - reps[y]);
    const da = new Subsets(ra, cuts, budget);
    const db = new Subsets(rb, cuts, budget);
    const pair = (x: number, y: number): number => {
      if (x >= PAIR_BASE || y + 1 >= PAIR_BASE) throw new OutOfWork();
      return x * PAIR_BASE + y + 1;
    };
    const from = new Map<number, { parent: number; char: number }>();
    let level: Array<[number, number]> = [[da.start, db.start]];
    from.set(pair(da.start, db.start), { parent: -1, char: -1 });
    while (level.length) {
      const following: Array<[number, number]> = [];
      for (const [x, y] of level) {
        if (da.accepting[x] && (y < 0 || !db.accepting[y])) {
          const chars: number[] = [];
          for (let at = from.get(pair(x, y)); at && at.parent >= 0; at = from.get(at.parent)) chars.push(at.char);
          return String.fromCharCode(...chars.reverse());
        }
        const xs = da.successors(x, classes);
        const ys = y < 0 ? undefined : db.successors(y, classes);
        for (const c of order) {
          const x2 = xs[c];
          if (x2 < 0) continue;
          const y2 = ys ? ys[c] : -1;
          const k = pair(x2, y2);
          if (from.has(k)) continue;
          charge(budget, PAIR_COST);
          from.set(k, { parent: pair(x, y), char: reps[c] });
          following.push([x2, y2]);
        }
      }
      level = following;
    }
    return null;
  } catch (e) {
    if (e instanceof OutOfWork) return undefined;
    throw e;
  }
}
