/*
 * Language inclusion between two grammar rules, each read as a regular
 * expression (ordered choice as union, greedy repetition as repetition), so
 * that a namespace grammar can stand in for a profile's NSS rule in one
 * expression (src/compile/embedding.ts).
 *
 * Under apg-js's semantics a rule matches a subset of what its regular reading
 * does (every PEG match is a derivation; a look-ahead only takes matches
 * away), so the `superset` reading drops look-aheads. The `exact` reading
 * refuses them: it is for a rule whose PEG language is its regular language.
 * Answers are sound, not complete: "not shown" (false) is always a safe answer.
 */
import { ApgRule, Op } from './apg';
import { caseless, has, Ranges, without } from './charset';

/** A Thompson automaton: epsilon moves and character moves, one start and one accepting state. */
export interface Nfa {
  eps: number[][];
  moves: Array<Array<{ set: Ranges; to: number }>>;
  start: number;
  accept: number;
}

/** Above this many states (bounded repetitions are unrolled), product pairs or steps, nothing is shown. */
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
  const inlining = new Set<number>();
  const state = (): number => {
    if (eps.length >= STATE_LIMIT) throw new NotRegular();
    eps.push([]);
    moves.push([]);
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
      case Op.NOT:
        if (reading === 'exact') throw new NotRegular();
        return from;
      default:
        throw new NotRegular();
    }
  };
  try {
    const first = state();
    return { eps, moves, start: first, accept: build(start, 0, first) };
  } catch (e) {
    if (e instanceof NotRegular) return null;
    throw e;
  }
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

/** Whether every string `a` accepts, `b` accepts too. False when that cannot be shown within the limits. */
export function includes(b: Nfa, a: Nfa): boolean {
  const reps = classes(a, b);
  const known = new Map<string, number[]>();
  const dstate = (states: number[]): string => {
    const k = states.join(',');
    if (!known.has(k)) known.set(k, states);
    return k;
  };
  const seen = new Set<string>();
  const todo: Array<[number, string]> = [];
  const visit = (s: number, d: string): void => {
    const id = `${s}|${d}`;
    if (!seen.has(id)) seen.add(id), todo.push([s, d]);
  };
  visit(a.start, dstate(closure(b, [b.start])));
  let steps = 0;
  while (todo.length) {
    if (seen.size > PAIR_LIMIT || steps > STEP_LIMIT) return false;
    const [s, d] = todo.pop() as [number, string];
    const bs = known.get(d) as number[];
    if (s === a.accept && !bs.includes(b.accept)) return false;
    for (const t of a.eps[s]) visit(t, d);
    for (const m of a.moves[s]) {
      for (const c of reps) {
        steps += 1;
        if (!has(m.set, c)) continue;
        const next: number[] = [];
        for (const x of bs) for (const n of b.moves[x]) if ((steps += 1) && has(n.set, c)) next.push(n.to);
        // `a` can read a character `b` cannot: a string `a` may accept and `b` rejects.
        if (next.length === 0) return false;
        visit(m.to, dstate(closure(b, next)));
      }
    }
  }
  return true;
}
