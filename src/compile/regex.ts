/*
 * Compiles an apg-js grammar object into one anchored regular expression with
 * the grammar's exact language under apg-js's (PEG) semantics, for isValid.
 * V8 compiles a regular expression to machine code, which a JavaScript
 * matcher cannot beat on a yes/no question (docs/benchmarks.md).
 *
 * A regular expression backtracks where PEG commits, so each construct is
 * emitted plainly only where backtracking cannot change the outcome:
 *  - a repetition may give back iterations, which matters only if what can
 *    follow it can start with a character its child starts with;
 *  - an alternation may try a later alternative after an earlier one matched,
 *    which matters only if two alternatives can start with the same character
 *    or one can match the empty string.
 * Elsewhere the construct becomes an atomic group, which JavaScript spells
 * (?=(?<g>X))\k<g>: a look-ahead is never re-entered and the back-reference
 * consumes exactly what it matched. Atomic groups also bound the work: no
 * quantifier can be re-tried in a way that changes where it ends, so nothing
 * backtracks catastrophically (bench/hostile.ts times the hostile inputs).
 *
 * Grammars with recursion, user-defined terminals or back-references get no
 * expression (null), and their isValid runs the generated matcher.
 */
import { Analysis, First } from './analysis';
import { ApgGrammar, ApgRule, Op } from './apg';
import { caseless, intersects, Ranges, union } from './charset';

const ANYTHING: First = { set: [[0, 0xffff]], nullable: true };
/** What follows the whole pattern ($) or the body of a look-ahead: nothing a give-back could feed. */
const END: First = { set: [], nullable: true };

const seq = (a: First, b: First): First => (a.nullable ? { set: union(a.set, b.set), nullable: b.nullable } : a);

/** A character class (or one escaped character) for `set`. */
function charClass(set: Ranges): string {
  const one = (c: number): string => (/[A-Za-z0-9]/.test(String.fromCharCode(c)) ? String.fromCharCode(c) : c < 256 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`);
  if (set.length === 1 && set[0][0] === set[0][1]) return one(set[0][0]);
  return `[${set.map(([a, b]) => (a === b ? one(a) : b === a + 1 ? one(a) + one(b) : `${one(a)}-${one(b)}`)).join('')}]`;
}

class Unsupported extends Error {}

class RegexEmitter {
  private groups = 0;
  private readonly inlining = new Set<number>();

  /** No @parts: an expression captures nothing, so any rule may become a character class. */
  private readonly analysis: Analysis;

  constructor(private readonly rules: ApgRule[]) {
    this.analysis = new Analysis(rules, new Set());
  }

  /** The characters one opcode matches when it always matches exactly one of them; else null. */
  charset(rule: number, index: number): Ranges | null {
    return this.analysis.charset(rule, index);
  }

  /** What the opcode can start with (a superset; look-aheads consume nothing). */
  first(rule: number, index: number): First {
    const op = this.rules[rule].opcodes[index];
    const set = this.charset(rule, index);
    if (set) return { set, nullable: false };
    switch (op.type) {
      case Op.TLS:
      case Op.TBS: {
        const s = op.string ?? [];
        if (s.length === 0) return END;
        return { set: op.type === Op.TLS ? caseless(s[0]) : [[s[0], s[0]]], nullable: false };
      }
      case Op.ALT: {
        const fs = (op.children ?? []).map((c) => this.first(rule, c));
        return { set: union(...fs.map((f) => f.set)), nullable: fs.some((f) => f.nullable) };
      }
      case Op.CAT:
        return (op.children ?? []).reduceRight<First>((rest, c) => seq(this.first(rule, c), rest), END);
      case Op.REP: {
        const f = this.first(rule, index + 1);
        return { set: f.set, nullable: f.nullable || (op.min ?? 0) === 0 };
      }
      case Op.RNM:
        return this.inlining.has(op.index as number) ? ANYTHING : this.within(op.index as number, () => this.first(op.index as number, 0));
      case Op.AND:
      case Op.NOT:
        return END;
      default:
        return ANYTHING;
    }
  }

  private within<T>(rule: number, f: () => T): T {
    this.inlining.add(rule);
    try {
      return f();
    } finally {
      this.inlining.delete(rule);
    }
  }

  private atomic(body: string): string {
    const name = `g${(this.groups += 1)}`;
    return `(?=(?<${name}>${body}))\\k<${name}>`;
  }

  /**
   * An alternation whose alternatives cannot start alike: one class for the
   * one-character alternatives (also those of nested such alternations), then
   * the rest, since order no longer matters.
   */
  private committedAlternation(rule: number, index: number, follow: First): string {
    const singles: Ranges[] = [];
    const others: string[] = [];
    const collect = (r: number, i: number): void => {
      const op = this.rules[r].opcodes[i];
      const set = this.charset(r, i);
      if (set) singles.push(set);
      else if (op.type === Op.RNM && !this.inlining.has(op.index as number) && this.isCommitted(op.index as number, 0)) this.within(op.index as number, () => collect(op.index as number, 0));
      else if (op.type === Op.ALT && this.isCommitted(r, i)) for (const c of op.children ?? []) collect(r, c);
      else others.push(this.emit(r, i, follow));
    };
    for (const c of this.rules[rule].opcodes[index].children ?? []) collect(rule, c);
    const parts = [...(singles.length ? [charClass(union(...singles))] : []), ...others];
    return parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
  }

  /** Whether an opcode is an alternation whose alternatives are non-empty and cannot start alike. */
  private isCommitted(rule: number, index: number): boolean {
    const op = this.rules[rule].opcodes[index];
    if (op.type !== Op.ALT) return false;
    const firsts = (op.children ?? []).map((c) => this.first(rule, c));
    return firsts.every((f, i) => !f.nullable && firsts.every((g, j) => j <= i || !intersects(f.set, g.set)));
  }

  /** The expression of one opcode, exact when followed by something that starts within `follow`. */
  emit(rule: number, index: number, follow: First): string {
    const op = this.rules[rule].opcodes[index];
    const set = this.charset(rule, index);
    if (set) return charClass(set);
    switch (op.type) {
      case Op.TLS:
      case Op.TBS:
        return (op.string ?? []).map((c) => charClass(op.type === Op.TLS ? caseless(c) : [[c, c]])).join('');
      case Op.CAT: {
        const children = op.children ?? [];
        const out: string[] = [];
        let after = follow;
        for (let i = children.length - 1; i >= 0; i -= 1) {
          out.unshift(this.emit(rule, children[i], after));
          after = seq(this.first(rule, children[i]), after);
        }
        return out.join('');
      }
      case Op.ALT: {
        const children = op.children ?? [];
        if (this.isCommitted(rule, index)) return this.committedAlternation(rule, index, follow);
        return this.atomic(children.map((c) => this.emit(rule, c, END)).join('|'));
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === undefined || op.max === null || !Number.isFinite(op.max) ? '' : String(op.max);
        const child = this.first(rule, index + 1);
        const quantifier = min === 0 && max === '' ? '*' : min === 1 && max === '' ? '+' : min === 0 && max === '1' ? '?' : `{${min},${max}}`;
        const body = (outer: First): string => `(?:${this.emit(rule, index + 1, seq(child, outer))})`;
        if (!child.nullable && !intersects(child.set, follow.set)) return body(follow) + quantifier;
        // What follows can take what the repetition gives back, so it must not give any back.
        // [X] where X can match empty: X never fails, so it is X (apg-js takes X's match).
        if (child.nullable && min === 0 && max === '1') return this.emit(rule, index + 1, follow);
        if (child.nullable) return this.atomic(body(END) + quantifier);
        // [X] is X, or nothing where X does not match; X* is as many X as match, then no more.
        if (min === 0 && max === '1') return `(?:${this.emit(rule, index + 1, follow)}|(?!${this.emit(rule, index + 1, END)}))`;
        if (max === '') return `${body(seq(child, follow))}${quantifier}(?!${this.emit(rule, index + 1, END)})`;
        return this.atomic(body(END) + quantifier);
      }
      case Op.RNM: {
        const target = op.index as number;
        if (this.inlining.has(target)) throw new Unsupported(`rule ${this.rules[target].name} is recursive`);
        return this.within(target, () => this.emit(target, 0, follow));
      }
      case Op.AND:
        return `(?=${this.emit(rule, index + 1, END)})`;
      case Op.NOT:
        return `(?!${this.emit(rule, index + 1, END)})`;
      default:
        throw new Unsupported(`opcode type ${op.type} has no regular expression`);
    }
  }
}

/** The source of an anchored expression for rule `start`, or null when the grammar has none. */
export function grammarRegex(grammar: ApgGrammar, start: string): string | null {
  const rule = grammar.rules.find((r) => r.name === start);
  if (!rule) throw new Error(`no rule named ${start}`);
  const emitter = new RegexEmitter(grammar.rules);
  let source: string;
  try {
    source = `^${emitter.emit(rule.index, 0, END)}$`;
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  try {
    // An engine limit (size, nesting) on a grammar of one's own: its isValid runs the matcher.
    new RegExp(source);
  } catch {
    return null;
  }
  return source;
}
