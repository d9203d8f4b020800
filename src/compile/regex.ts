/*
 * Compiles an apg-js grammar object into one anchored regular expression with
 * the grammar's exact language under apg-js's (PEG) semantics, for isValid.
 * V8 compiles a regular expression to machine code, which a JavaScript
 * matcher cannot beat on a yes/no question (docs/benchmarks.md).
 *
 * A regular expression backtracks where PEG commits, so each construct is
 * emitted plainly only where backtracking cannot change the outcome:
 *  - a repetition may give back iterations, which matters only if what
 *    follows it can fail, and can succeed on a character its child starts
 *    with (a look-ahead counts: it reads characters without consuming them);
 *  - an alternation may try a later alternative after an earlier one matched,
 *    which matters only if two alternatives can start with the same character
 *    or one can match the empty string.
 * Elsewhere the construct becomes an atomic group, which JavaScript spells
 * (?=(?<g>X))\k<g>: a look-ahead is never re-entered and the back-reference
 * consumes exactly what it matched. Atomic groups also bound the work: no
 * quantifier can be re-tried in a way that changes where it ends, so nothing
 * backtracks catastrophically (bench/hostile.ts times the hostile inputs).
 *
 * Grammars with recursion, user-defined terminals, back-references or a
 * repetition of something that can match the empty string (where apg-js and
 * JavaScript count iterations differently) get no expression (null), and
 * their isValid runs the generated matcher.
 */
import { Analysis, First } from './analysis';
import { ApgGrammar, ApgRule, Op } from './apg';
import { caseless, intersects, Ranges, union } from './charset';

const ANYTHING: First = { set: [[0, 0xffff]], nullable: true };
const END: First = { set: [], nullable: true };

/**
 * What may come after a construct: the characters on which it can succeed
 * (look-aheads included, though they consume nothing), whether it can succeed
 * at the end of the input, and whether it always succeeds (then nothing after
 * the construct can make the expression backtrack into it).
 */
interface Follow extends First {
  always: boolean;
}

/** After the whole expression: `$`. */
const END_OF_INPUT: Follow = { set: [], nullable: true, always: false };
/** After the body of a look-ahead or an atomic group: it succeeds whatever comes next. */
const END_OF_BODY: Follow = { ...ANYTHING, always: true };

const seq = (a: First, b: First): First => (a.nullable ? { set: union(a.set, b.set), nullable: b.nullable } : a);

/** The follow of what comes before a construct that starts with `first` and `canFail`, followed by `after`. */
const before = (first: First, canFail: boolean, after: Follow): Follow => ({ ...seq(first, after), always: !canFail && after.always });

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

  /**
   * What the opcode can start with (a superset). The shared analysis knows
   * everything but look-aheads, which consume nothing; it gives null for them
   * and for what contains them, and this fills in.
   */
  first(rule: number, index: number): First {
    const known = this.analysis.first(rule, index);
    if (known) return known;
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
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

  /** Whether the opcode always succeeds (possibly matching nothing): a look-ahead can fail without consuming. */
  neverFails(rule: number, index: number): boolean {
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TLS:
      case Op.TBS:
        return (op.string ?? []).length === 0;
      case Op.ALT:
        return (op.children ?? []).some((c) => this.neverFails(rule, c));
      case Op.CAT:
        return (op.children ?? []).every((c) => this.neverFails(rule, c));
      case Op.REP:
        return (op.min ?? 0) === 0 || this.neverFails(rule, index + 1);
      case Op.RNM:
        return !this.inlining.has(op.index as number) && this.within(op.index as number, () => this.neverFails(op.index as number, 0));
      default:
        return false;
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
  private committedAlternation(rule: number, index: number, follow: Follow): string {
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

  /** The expression of one opcode, exact when followed by something as `follow` describes. */
  emit(rule: number, index: number, follow: Follow): string {
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
          after = before(this.first(rule, children[i]), !this.neverFails(rule, children[i]), after);
        }
        return out.join('');
      }
      case Op.ALT: {
        const children = op.children ?? [];
        if (this.isCommitted(rule, index)) return this.committedAlternation(rule, index, follow);
        return this.atomic(children.map((c) => this.emit(rule, c, END_OF_BODY)).join('|'));
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === undefined || op.max === null || !Number.isFinite(op.max) ? '' : String(op.max);
        const child = this.first(rule, index + 1);
        const quantifier = min === 0 && max === '' ? '*' : min === 1 && max === '' ? '+' : min === 0 && max === '1' ? '?' : `{${min},${max}}`;
        // After an iteration: another one (required while fewer than min, and it can fail), or what follows.
        const body = (outer: Follow): string => `(?:${this.emit(rule, index + 1, { set: union(child.set, outer.set), nullable: outer.nullable, always: outer.always && min <= 1 })})`;
        if (!child.nullable && (follow.always || !intersects(child.set, follow.set))) return body(follow) + quantifier;
        // What follows can take what the repetition gives back, so it must not give any back.
        // [X] where X never fails is X (apg-js takes X's match, empty or not).
        if (min === 0 && max === '1' && this.neverFails(rule, index + 1)) return this.emit(rule, index + 1, follow);
        // apg-js and JavaScript count an empty iteration differently.
        if (child.nullable) throw new Unsupported('a repetition of something that can match the empty string');
        // [X] is X, or nothing where X does not match; X* is as many X as match, then no more.
        if (min === 0 && max === '1') return `(?:${this.emit(rule, index + 1, follow)}|(?!${this.emit(rule, index + 1, END_OF_BODY)}))`;
        if (max === '') return `${body(follow)}${quantifier}(?!${this.emit(rule, index + 1, END_OF_BODY)})`;
        return this.atomic(body(END_OF_BODY) + quantifier);
      }
      case Op.RNM: {
        const target = op.index as number;
        if (this.inlining.has(target)) throw new Unsupported(`rule ${this.rules[target].name} is recursive`);
        return this.within(target, () => this.emit(target, 0, follow));
      }
      case Op.AND:
        return `(?=${this.emit(rule, index + 1, END_OF_BODY)})`;
      case Op.NOT:
        return `(?!${this.emit(rule, index + 1, END_OF_BODY)})`;
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
    source = `^${emitter.emit(rule.index, 0, END_OF_INPUT)}$`;
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
