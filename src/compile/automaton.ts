/*
 * Language inclusion between two grammar rules, each read as a regular
 * expression (ordered choice as union, greedy repetition as repetition), so
 * that a namespace grammar can stand in for a profile's NSS rule in one
 * expression (src/compile/embedding.ts), and so that two revisions' grammars
 * can be compared, with the shortest strings that separate them
 * (src/conformance/relations.ts).
 *
 * Under apg-js's semantics a rule matches a subset of what its regular reading
 * does (every PEG match is a derivation; a look-ahead only takes matches
 * away), so the `superset` reading drops look-aheads. The `exact` reading is
 * for a rule whose PEG language is its regular language: it keeps a look-ahead
 * whose body is a finite set of fixed-length strings ("&ldh", "!"?=""), as a
 * condition on the characters that come next (a product with the pending
 * conditions), and refuses any other. Answers are sound, not complete: "not
 * shown" (false) is always a safe answer.
 */
import { ApgRule, Op } from './apg';
import { caseless, has, key, normalize, Ranges, without } from './charset';
import { LANGUAGE_WORK } from './limits';
import { shortestDifference, WorkBudget } from './subsets';

/** A Thompson automaton: epsilon moves and character moves, one start and one accepting state. */
export interface Nfa {
  eps: number[][];
  moves: Array<Array<{ set: Ranges; to: number }>>;
  start: number;
  accept: number;
}

/** A look-ahead: the input that follows must (or, `negative`, must not) start with one of `seqs` (each a string of character sets). */
interface Condition {
  negative: boolean;
  seqs: Ranges[][];
}

/** At most this many strings in a look-ahead's body. */
const LOOKAHEAD_LIMIT = 64;

/** Above this many states (bounded repetitions are unrolled), or (includes) product pairs or steps, nothing is shown; difference counts its work instead (./subsets.ts). */
const STATE_LIMIT = 20_000;
const PAIR_LIMIT = 200_000;
const STEP_LIMIT = 5_000_000;

class NotRegular extends Error {}

/**
 * The automaton of rule `start` under the `superset` or `exact` reading, with
 * no move on the `exclude`d characters; null if it has none (recursion,
 * back-references, size).
 */
export function ruleAutomaton(rules: readonly ApgRule[], start: number, reading: 'superset' | 'exact', exclude: Ranges = []): Nfa | null {
  const eps: number[][] = [];
  const moves: Nfa['moves'] = [];
  /** Look-ahead moves (the exact reading): an epsilon move that adds a condition on what follows. */
  const asserts: Array<Array<{ condition: Condition; to: number }>> = [];
  const inlining = new Set<number>();
  const state = (): number => {
    if (eps.length >= STATE_LIMIT) throw new NotRegular();
    eps.push([]);
    moves.push([]);
    asserts.push([]);
    return eps.length - 1;
  };
  const step = (from: number, set: Ranges): number => {
    const to = state();
    const allowed = without(set, exclude);
    if (allowed.length) moves[from].push({ set: allowed, to });
    return to;
  };
  /** Adds the opcode's automaton from state `from`; returns the state where it ends. */
  const build = (rule: number, index: number, from: number): number => {
    const op = rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TRG:
        return step(from, [[op.min as number, op.max as number]]);
      case Op.TLS:
        return (op.string ?? []).reduce((at, c) => step(at, caseless(c)), from);
      case Op.TBS:
        return (op.string ?? []).reduce((at, c) => step(at, [[c, c]]), from);
      case Op.CAT:
        return (op.children ?? []).reduce((at, c) => build(rule, c, at), from);
      case Op.ALT: {
        const end = state();
        for (const c of op.children ?? []) {
          const entry = state();
          eps[from].push(entry);
          eps[build(rule, c, entry)].push(end);
        }
        return end;
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max ?? Infinity;
        let at = from;
        for (let i = 0; i < min; i += 1) at = build(rule, index + 1, at);
        if (!Number.isFinite(max)) {
          const loop = state();
          eps[at].push(loop);
          eps[build(rule, index + 1, loop)].push(loop);
          return loop;
        }
        const end = state();
        for (let i = min; i < max; i += 1) {
          eps[at].push(end);
          at = build(rule, index + 1, at);
        }
        eps[at].push(end);
        return end;
      }
      case Op.RNM: {
        const target = op.index as number;
        if (inlining.has(target)) throw new NotRegular();
        inlining.add(target);
        try {
          return build(target, 0, from);
        } finally {
          inlining.delete(target);
        }
      }
      case Op.AND:
      case Op.NOT: {
        if (reading === 'superset') return from;
        const seqs = fixedStrings(rules, rule, index + 1, new Set());
        if (seqs === null) throw new NotRegular();
        const to = state();
        asserts[from].push({ condition: { negative: op.type === Op.NOT, seqs }, to });
        return to;
      }
      default:
        throw new NotRegular();
    }
  };
  try {
    const first = state();
    const nfa = { eps, moves, start: first, accept: build(start, 0, first) };
    return asserts.some((a) => a.length) ? withConditions(nfa, asserts) : nfa;
  } catch (e) {
    if (e instanceof NotRegular) return null;
    throw e;
  }
}

/** The strings (of character sets) the opcode matches, when it is a finite set of fixed strings; null otherwise. */
function fixedStrings(rules: readonly ApgRule[], rule: number, index: number, inlining: Set<number>): Ranges[][] | null {
  const op = rules[rule].opcodes[index];
  switch (op.type) {
    case Op.TRG:
      return [[[[op.min as number, op.max as number]]]];
    case Op.TLS:
      return [(op.string ?? []).map(caseless)];
    case Op.TBS:
      return [(op.string ?? []).map((c): Ranges => [[c, c]])];
    case Op.ALT: {
      const out: Ranges[][] = [];
      for (const c of op.children ?? []) {
        const kid = fixedStrings(rules, rule, c, inlining);
        if (kid === null || out.length + kid.length > LOOKAHEAD_LIMIT) return null;
        out.push(...kid);
      }
      return out;
    }
    case Op.CAT: {
      let out: Ranges[][] = [[]];
      for (const c of op.children ?? []) {
        const kid = fixedStrings(rules, rule, c, inlining);
        if (kid === null || out.length * kid.length > LOOKAHEAD_LIMIT) return null;
        out = out.flatMap((a) => kid.map((b) => [...a, ...b]));
      }
      return out;
    }
    case Op.RNM: {
      const target = op.index as number;
      if (inlining.has(target)) return null;
      inlining.add(target);
      try {
        return fixedStrings(rules, target, 0, inlining);
      } finally {
        inlining.delete(target);
      }
    }
    default:
      return null;
  }
}

const conditionKey = (c: Condition): string => `${c.negative ? '!' : '&'}${c.seqs.map((s) => s.map(key).join(' ')).join('|')}`;

/**
 * The pending conditions after one more condition: null where they cannot
 * hold. A condition met by the empty string is met (a look-ahead) or broken
 * (a negative one) at once.
 */
function addCondition(pending: readonly Condition[], c: Condition): Condition[] | null {
  if (c.seqs.some((s) => s.length === 0)) return c.negative ? null : [...pending];
  if (c.seqs.length === 0) return c.negative ? [...pending] : null;
  return [...pending, c];
}

/** The pending conditions after reading the character `code`; null where one is broken. */
function advance(pending: readonly Condition[], code: number): Condition[] | null {
  let out: Condition[] | null = [];
  for (const c of pending) {
    out = addCondition(out, { negative: c.negative, seqs: c.seqs.filter((s) => has(s[0], code)).map((s) => s.slice(1)) });
    if (out === null) return null;
  }
  return out;
}

/**
 * The automaton without look-ahead moves: each state paired with the
 * conditions still pending on the characters to come. At the end of the input
 * a look-ahead still pending fails; a negative one holds.
 */
function withConditions(nfa: Nfa, asserts: ReadonlyArray<ReadonlyArray<{ condition: Condition; to: number }>>): Nfa {
  const out: Nfa = { eps: [], moves: [], start: 0, accept: 0 };
  const ids = new Map<string, number>();
  const todo: Array<[number, Condition[], number]> = [];
  const id = (s: number, pending: Condition[]): number => {
    const k = `${s}|${pending.map(conditionKey).sort().join(',')}`;
    let n = ids.get(k);
    if (n === undefined) {
      if (out.eps.length >= STATE_LIMIT) throw new NotRegular();
      n = out.eps.length;
      ids.set(k, n);
      out.eps.push([]);
      out.moves.push([]);
      todo.push([s, pending, n]);
    }
    return n;
  };
  out.start = id(nfa.start, []);
  const accepting: number[] = [];
  while (todo.length) {
    const [s, pending, n] = todo.pop() as [number, Condition[], number];
    if (s === nfa.accept && pending.every((c) => c.negative)) accepting.push(n);
    for (const t of nfa.eps[s]) out.eps[n].push(id(t, pending));
    for (const a of asserts[s]) {
      const next = addCondition(pending, a.condition);
      if (next) out.eps[n].push(id(a.to, next));
    }
    for (const m of nfa.moves[s]) {
      if (!pending.length) {
        out.moves[n].push({ set: m.set, to: id(m.to, pending) });
        continue;
      }
      // Split the move's characters where a pending condition's next set starts or ends.
      const cuts = new Set<number>();
      for (const [lo, hi] of m.set) cuts.add(lo).add(hi + 1);
      for (const c of pending) for (const seq of c.seqs) for (const [lo, hi] of seq[0]) cuts.add(lo).add(hi + 1);
      const points = [...cuts].sort((x, y) => x - y);
      for (let i = 0; i + 1 < points.length; i += 1) {
        const lo = points[i];
        if (!has(m.set, lo)) continue;
        const next = advance(pending, lo);
        if (next) out.moves[n].push({ set: [[lo, points[i + 1] - 1]], to: id(m.to, next) });
      }
    }
  }
  const accept = out.eps.length;
  out.eps.push([]);
  out.moves.push([]);
  for (const n of accepting) out.eps[n].push(accept);
  out.accept = accept;
  return out;
}

/** The states reachable from `states` by epsilon moves. */
function closure(nfa: Nfa, states: Iterable<number>): number[] {
  const seen = new Set<number>(states);
  const stack = [...seen];
  while (stack.length) for (const t of nfa.eps[stack.pop() as number]) if (!seen.has(t)) stack.push(t), seen.add(t);
  return [...seen].sort((a, b) => a - b);
}

/** The alphabet both automata split the characters into: one representative per class. */
function classes(...nfas: Nfa[]): number[] {
  const cuts = new Set<number>([0]);
  for (const nfa of nfas) for (const ms of nfa.moves) for (const m of ms) for (const [lo, hi] of m.set) cuts.add(lo).add(hi + 1);
  return [...cuts].filter((c) => c <= 0x10ffff).sort((a, b) => a - b);
}

/** A state of `b` made deterministic: its states, and its successor on each character class, found once. */
interface DState {
  id: number;
  states: number[];
  accepts: boolean;
  /** By class: the successor, null where `b` cannot read the class, undefined until asked. */
  next: Array<DState | null | undefined>;
  /** The moves a successor's computation looks at: counted on every step, as if computed each time, so that the limits fall where they always did. */
  looked: number;
}

/** Whether every string `a` accepts, `b` accepts too. False when that cannot be shown within the limits. */
export function includes(b: Nfa, a: Nfa): boolean {
  const reps = classes(a, b);
  const known = new Map<string, DState>();
  const dstate = (states: number[]): DState => {
    const k = states.join(',');
    let d = known.get(k);
    if (!d) known.set(k, (d = { id: known.size, states, accepts: states.includes(b.accept), next: [], looked: states.reduce((n, x) => n + b.moves[x].length, 0) }));
    return d;
  };
  const successor = (d: DState, c: number): DState | null => {
    const next: number[] = [];
    for (const x of d.states) for (const n of b.moves[x]) if (has(n.set, c)) next.push(n.to);
    return next.length === 0 ? null : dstate(closure(b, next));
  };
  // Pairs (state of `a`, state of `b` made deterministic), as one number each.
  const seen = new Set<number>();
  const todo: Array<[number, DState]> = [];
  const visit = (s: number, d: DState): void => {
    const id = d.id * a.eps.length + s;
    if (!seen.has(id)) seen.add(id), todo.push([s, d]);
  };
  visit(a.start, dstate(closure(b, [b.start])));
  let steps = 0;
  while (todo.length) {
    if (seen.size > PAIR_LIMIT || steps > STEP_LIMIT) return false;
    const [s, d] = todo.pop() as [number, DState];
    if (s === a.accept && !d.accepts) return false;
    for (const t of a.eps[s]) visit(t, d);
    for (const m of a.moves[s]) {
      for (let i = 0; i < reps.length; i += 1) {
        steps += 1;
        if (!has(m.set, reps[i])) continue;
        steps += d.looked;
        let to = d.next[i];
        if (to === undefined) d.next[i] = to = successor(d, reps[i]);
        // `a` can read a character `b` cannot: a string `a` may accept and `b` rejects.
        if (to === null) return false;
        visit(m.to, to);
      }
    }
  }
  return true;
}

/**
 * The shortest string `a` accepts and `b` rejects (of those, the one whose
 * characters come first in a reader's order: lower-case letters, digits,
 * capitals, other printable ASCII); null when there is none (`b` accepts
 * everything `a` does); undefined when that cannot be decided within the
 * budget (./subsets.ts), a fresh LANGUAGE_WORK unless one is shared.
 */
export const difference = (a: Nfa, b: Nfa, budget: WorkBudget = new WorkBudget(LANGUAGE_WORK)): string | null | undefined => shortestDifference(a, b, budget);

/** Whether `nfa` accepts `input` (read as UTF-16 code units, as the matchers read it). */
export function accepts(nfa: Nfa, input: string): boolean {
  let states = closure(nfa, [nfa.start]);
  for (let i = 0; i < input.length && states.length; i += 1) {
    const c = input.charCodeAt(i);
    const next: number[] = [];
    for (const x of states) for (const m of nfa.moves[x]) if (has(m.set, c)) next.push(m.to);
    states = next.length ? closure(nfa, next) : [];
  }
  return states.includes(nfa.accept);
}

/** An automaton that accepts nothing. */
const NOTHING: Nfa = { eps: [[], []], moves: [[], []], start: 0, accept: 1 };

/** The shortest string `nfa` accepts (as `difference` picks it); null if it accepts none; undefined past the limits. */
export const shortestAccepted = (nfa: Nfa, budget?: WorkBudget): string | null | undefined => difference(nfa, NOTHING, budget);

/** An automaton of every string that starts with `prefix` (its letters in either case). */
export function startingWith(prefix: string): Nfa {
  const nfa: Nfa = { eps: [], moves: [], start: 0, accept: prefix.length };
  for (let i = 0; i <= prefix.length; i += 1) {
    nfa.eps.push([]);
    nfa.moves.push(i < prefix.length ? [{ set: caseless(prefix.charCodeAt(i)), to: i + 1 }] : [{ set: [[0, 0x10ffff]], to: i }]);
  }
  return nfa;
}

/**
 * Where `nfa` stops on `input`: the offset of the first character no path
 * reads (or the length, if every character is read and the input still
 * fails), the characters it could read there, and whether it could end there.
 */
export function stopsAt(nfa: Nfa, input: string): { offset: number; expected: Ranges; endAllowed: boolean } {
  let states = closure(nfa, [nfa.start]);
  let i = 0;
  for (; i < input.length; i += 1) {
    const c = input.charCodeAt(i);
    const next: number[] = [];
    for (const x of states) for (const m of nfa.moves[x]) if (has(m.set, c)) next.push(m.to);
    if (!next.length) break;
    states = closure(nfa, next);
  }
  const expected: Array<readonly [number, number]> = [];
  for (const x of states) for (const m of nfa.moves[x]) expected.push(...m.set);
  return { offset: i, expected: normalize(expected), endAllowed: states.includes(nfa.accept) };
}
