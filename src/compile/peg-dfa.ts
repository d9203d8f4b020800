/*
 * A grammar rule's exact language under apg-js's semantics, as a minimal
 * deterministic automaton: the language the native patterns
 * (src/patterns/) are derived from and checked against.
 *
 * apg-js commits where a regular expression would backtrack: an alternation
 * takes its first alternative that matches and never another, a repetition
 * takes as many iterations as match and never gives one back. Each construct
 * is built, continuation first, into an automaton whose epsilon moves may
 * carry a condition on the rest of the input, a look-ahead:
 *  - `A / B` goes on with A, or with B where A fails (the condition: A does
 *    not match a prefix of what follows);
 *  - `*A` (up to its maximum) goes on with one more A, or stops where A fails;
 *    below its minimum it can only go on;
 *  - `&A` and `!A` are the condition that A does, or does not, match a prefix.
 * "A matches a prefix" is the language of A followed by anything, built the
 * same way (its own conditions inside) and made deterministic; "A fails" is
 * its complement. The subset construction (./dfa.ts) then carries each
 * pending condition along until it holds or breaks. Every accepted path is
 * the parse apg-js makes, so the automaton accepts exactly the inputs apg-js
 * matches in full; with `marked` rules, a marker symbol before and after each
 * of their matches records where the parse puts them (one marking per input).
 *
 * Not regular, so no automaton (null): recursion, user-defined terminals,
 * back-references, a repetition (other than an optional part) of something
 * that can match the empty string (apg-js stops there without counting it;
 * refused rather than modelled); and anything past the size limits.
 */
import { ApgRule, Op } from './apg';
import { caseless, Ranges } from './charset';
import { CODE_UNITS, complement, determinize, Dfa, MARKER_BASE, minimize, Nfa, TooLarge } from './dfa';

class NotRegular extends Error {}

/** More states than this in one automaton under construction: no automaton. */
const NFA_STATE_LIMIT = 200_000;

/** The marker symbol opening (close = false) or closing the `k`th marked rule's match. */
export const marker = (k: number, close: boolean): number => MARKER_BASE + 2 * k + (close ? 1 : 0);

class Builder {
  private readonly nfa: Nfa;
  /** The state that accepts whatever follows (a condition's continuation), or -1. */
  private anything = -1;
  private readonly failing = new Map<string, boolean>();
  private readonly inlining = new Set<number>();
  private readonly nullable = new Map<string, boolean>();

  constructor(
    private readonly rules: readonly ApgRule[],
    /** Conditions by opcode ("rule:index:negative"), shared by every automaton built from these rules. */
    private readonly conditions: { dfas: Dfa[]; ids: Map<string, number>; building: Set<string> },
    /** Rule index -> marker number (none for a condition's body). */
    private readonly marked: ReadonlyMap<number, number>,
  ) {
    this.nfa = { start: 0, accept: 0, moves: [], eps: [], conds: [] };
  }

  private state(): number {
    if (this.nfa.moves.length >= NFA_STATE_LIMIT) throw new TooLarge();
    this.nfa.moves.push([]);
    this.nfa.eps.push([]);
    this.nfa.conds.push([]);
    return this.nfa.moves.length - 1;
  }

  private read(set: Ranges, next: number): number {
    const s = this.state();
    if (set.length) this.nfa.moves[s].push({ set, to: next });
    return s;
  }

  private epsilon(next: number): number {
    const s = this.state();
    this.nfa.eps[s].push(next);
    return s;
  }

  /** Whether the opcode can match the empty string, read as a regular expression (a superset of apg-js's). */
  private canBeEmpty(rule: number, index: number, inlining = new Set<number>()): boolean {
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TRG:
        return false;
      case Op.TLS:
      case Op.TBS:
        return (op.string ?? []).length === 0;
      case Op.CAT:
        return (op.children ?? []).every((c) => this.canBeEmpty(rule, c, inlining));
      case Op.ALT:
        return (op.children ?? []).some((c) => this.canBeEmpty(rule, c, inlining));
      case Op.REP:
        return (op.min ?? 0) === 0 || this.canBeEmpty(rule, index + 1, inlining);
      case Op.AND:
      case Op.NOT:
        return true;
      case Op.RNM: {
        const target = op.index as number;
        const k = String(target);
        const known = this.nullable.get(k);
        if (known !== undefined) return known;
        if (inlining.has(target)) throw new NotRegular();
        inlining.add(target);
        const v = this.canBeEmpty(target, 0, inlining);
        inlining.delete(target);
        this.nullable.set(k, v);
        return v;
      }
      default:
        throw new NotRegular();
    }
  }

  /** The condition that the opcode matches (negative: does not match) a prefix of the rest of the input. */
  private condition(rule: number, index: number, negative: boolean): number {
    const k = `${rule}:${index}:${negative}`;
    let id = this.conditions.ids.get(k);
    if (id !== undefined) return id;
    // A condition inside itself: the rule is recursive through a look-ahead.
    if (this.conditions.building.has(k)) throw new NotRegular();
    this.conditions.building.add(k);
    const matches = new Builder(this.rules, this.conditions, new Map()).prefixLanguage(rule, index);
    this.conditions.building.delete(k);
    const dfa = negative ? minimize(complement(matches)) : matches;
    id = this.conditions.dfas.length;
    this.conditions.dfas.push(dfa);
    this.conditions.ids.set(k, id);
    return id;
  }

  /** Whether the opcode matches whatever follows (possibly nothing); false where unsure. */
  private neverFails(rule: number, index: number, inlining = new Set<number>()): boolean {
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TLS:
      case Op.TBS:
        return (op.string ?? []).length === 0;
      case Op.CAT:
        return (op.children ?? []).every((c) => this.neverFails(rule, c, inlining));
      case Op.ALT:
        return (op.children ?? []).some((c) => this.neverFails(rule, c, inlining));
      case Op.REP:
        // At least once: a child that can fail fails it, and so does one that matches nothing (apg-js counts no empty iteration).
        return (op.min ?? 0) === 0;
      case Op.AND:
        return this.neverFails(rule, index + 1, inlining);
      case Op.RNM: {
        const target = op.index as number;
        const k = String(target);
        const known = this.failing.get(k);
        if (known !== undefined) return known;
        if (inlining.has(target)) return false;
        inlining.add(target);
        const v = this.neverFails(target, 0, inlining);
        inlining.delete(target);
        this.failing.set(k, v);
        return v;
      }
      default:
        return false;
    }
  }

  /** The opcode followed by anything: the inputs on which it matches a prefix. */
  prefixLanguage(rule: number, index: number): Dfa {
    const rest = this.state();
    this.nfa.moves[rest].push({ set: CODE_UNITS, to: rest });
    this.anything = rest;
    this.nfa.accept = rest;
    this.nfa.start = this.build(rule, index, rest);
    return minimize(determinize(this.nfa, this.conditions.dfas));
  }

  /** The opcode followed by the end of the input. */
  wholeLanguage(rule: number, index: number): Nfa {
    const end = this.state();
    this.nfa.accept = end;
    this.nfa.start = this.build(rule, index, end);
    return this.nfa;
  }

  /** The automaton of the opcode, continuing to state `next`; returns its entry state. */
  private build(rule: number, index: number, next: number): number {
    const op = this.rules[rule].opcodes[index];
    // Before "anything", what cannot fail changes nothing (a condition asks only whether a prefix matches).
    if (next === this.anything && this.neverFails(rule, index)) return next;
    switch (op.type) {
      case Op.TRG:
        return this.read([[op.min as number, op.max as number]], next);
      case Op.TLS:
      case Op.TBS: {
        const chars = op.string ?? [];
        let at = next;
        for (let i = chars.length - 1; i >= 0; i -= 1) at = this.read(op.type === Op.TLS ? caseless(chars[i]) : [[chars[i], chars[i]]], at);
        return chars.length ? at : this.epsilon(next);
      }
      case Op.CAT: {
        const children = op.children ?? [];
        let at = next;
        for (let i = children.length - 1; i >= 0; i -= 1) at = this.build(rule, children[i], at);
        return children.length ? at : this.epsilon(next);
      }
      case Op.ALT: {
        // Alternative i is taken where every earlier one fails.
        const entry = this.state();
        const children = op.children ?? [];
        let from = entry;
        children.forEach((c, i) => {
          this.nfa.eps[from].push(this.build(rule, c, next));
          if (i === children.length - 1) return;
          const after = this.state();
          this.nfa.conds[from].push({ cond: this.condition(rule, c, true), to: after });
          from = after;
        });
        return entry;
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === undefined || op.max === null || !Number.isFinite(op.max) ? Infinity : op.max;
        // apg-js ends a repetition at the child's first empty match, without counting it: an optional part ([X], taken
        // or not) is the same either way; any other repetition of a child that can match nothing is refused.
        if ((max > 1 || min > 0) && this.canBeEmpty(rule, index + 1)) throw new NotRegular();
        if (next === this.anything) {
          // Past its minimum a repetition cannot fail: whether it matches a prefix is whether its first `min` iterations do.
          let at = next;
          for (let i = 0; i < min; i += 1) at = this.build(rule, index + 1, at);
          return at;
        }
        const stop = this.condition(rule, index + 1, true);
        if (max === Infinity) {
          // At or past the minimum: one more, or stop where the child fails.
          const loop = this.state();
          this.nfa.eps[loop].push(this.build(rule, index + 1, loop));
          this.nfa.conds[loop].push({ cond: stop, to: next });
          let at = loop;
          for (let i = 0; i < min; i += 1) at = this.build(rule, index + 1, at);
          return at;
        }
        // Counted: after the maximum apg-js tries no more.
        let at = this.epsilon(next);
        for (let i = max; i > 0; i -= 1) {
          const here = this.state();
          this.nfa.eps[here].push(this.build(rule, index + 1, at));
          if (i - 1 >= min) this.nfa.conds[here].push({ cond: stop, to: next });
          at = here;
        }
        return at;
      }
      case Op.RNM: {
        const target = op.index as number;
        if (this.inlining.has(target)) throw new NotRegular();
        this.inlining.add(target);
        try {
          const k = this.marked.get(target);
          if (k === undefined) return this.build(target, 0, next);
          return this.read([[marker(k, false), marker(k, false)]], this.build(target, 0, this.read([[marker(k, true), marker(k, true)]], next)));
        } finally {
          this.inlining.delete(target);
        }
      }
      case Op.AND:
      case Op.NOT: {
        const s = this.state();
        this.nfa.conds[s].push({ cond: this.condition(rule, index + 1, op.type === Op.NOT), to: next });
        return s;
      }
      default:
        throw new NotRegular();
    }
  }

  get conditionDfas(): readonly Dfa[] {
    return this.conditions.dfas;
  }
}

/**
 * The minimal automaton of the inputs rule `start` matches in full under
 * apg-js's semantics; with `marked` (rule names), a marker pair around each of
 * their matches (marker(k, ...) for the kth name). Null when the rule is not
 * regular as read here, or too large.
 */
export function pegAutomaton(rules: readonly ApgRule[], start: string, marked: readonly string[] = []): Dfa | null {
  const rule = rules.findIndex((r) => r.name === start);
  if (rule < 0) throw new Error(`no rule named ${start}`);
  const marks = new Map<number, number>();
  marked.forEach((name, k) => {
    const i = rules.findIndex((r) => r.name === name);
    if (i >= 0) marks.set(i, k);
  });
  try {
    const b = new Builder(rules, { dfas: [], ids: new Map(), building: new Set() }, marks);
    const nfa = b.wholeLanguage(rule, 0);
    return minimize(determinize(nfa, b.conditionDfas));
  } catch (e) {
    if (e instanceof NotRegular || e instanceof TooLarge) return null;
    throw e;
  }
}

