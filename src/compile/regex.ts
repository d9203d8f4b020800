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
 *    with (a look-ahead counts: it reads characters without consuming them),
 *    and never if its count is fixed;
 *  - an alternation may try a later alternative after an earlier one matched,
 *    which matters only if two alternatives can start with the same character
 *    or one can match the empty string, and never if they are fixed sequences
 *    no two of which can match at one place (written as a tree of their
 *    common prefixes).
 * Elsewhere the construct becomes an atomic group, which JavaScript spells
 * (?=(?<g>X))\k<g>: a look-ahead is never re-entered and the back-reference
 * consumes exactly what it matched. Atomic groups also bound the work: no
 * quantifier can be re-tried in a way that changes where it ends, so nothing
 * backtracks catastrophically (bench/hostile.ts times the hostile inputs).
 *
 * Grammars with recursion, user-defined terminals, back-references or a
 * repetition of something that can match the empty string (where apg-js and
 * JavaScript count iterations differently) get no expression (null), and
 * their isValid runs the generated matcher; so do grammars whose expression
 * would pass PATTERN_SOURCE_LIMIT or take more than a budget of steps linear
 * in the grammar (inlining rules can multiply them), or that V8 cannot run.
 */
import { Analysis, First } from './analysis';
import { ApgGrammar, ApgRule, Op } from './apg';
import { caseless, disjoint, has, intersects, key, Ranges, union, without } from './charset';

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
  /** Character sets, one per position, of fixed text that everything following begins with (none known: absent). */
  lead?: Ranges[];
}

/** After the whole expression: `$`. */
const END_OF_INPUT: Follow = { set: [], nullable: true, always: false };
/** After the body of a look-ahead or an atomic group: it succeeds whatever comes next. */
const END_OF_BODY: Follow = { ...ANYTHING, always: true };

const seq = (a: First, b: First): First => (a.nullable ? { set: union(a.set, b.set), nullable: b.nullable } : a);

/** The follow of what comes before a construct that starts with `first` and `canFail`, followed by `after`. */
const before = (first: First, canFail: boolean, after: Follow): Follow => ({ ...seq(first, after), always: !canFail && after.always });

/** A character class (or one escaped character) for `set`. */
export function charClass(set: Ranges): string {
  const one = (c: number): string => (/[A-Za-z0-9]/.test(String.fromCharCode(c)) ? String.fromCharCode(c) : c < 256 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`);
  if (set.length === 1 && set[0][0] === set[0][1]) return one(set[0][0]);
  return `[${set.map(([a, b]) => (a === b ? one(a) : b === a + 1 ? one(a) + one(b) : `${one(a)}-${one(b)}`)).join('')}]`;
}

/**
 * A class for `set` that V8 tests with a table: irregexp tests a class of at
 * most three ranges with a tree of comparisons, and one of four or more below
 * 0x80 with a table lookup. On text that mixes the ranges ("[0-9A-Fa-f]" on
 * a random UUID, "[0-9A-Za-z]" on words and numbers) the comparisons
 * mispredict, the lookup does not: a UUID's 32 hex digits took 106 ns as
 * classes, 47 ns so. Padding characters (outside the class and next to none of
 * its ranges, so that each adds a range) give the class four ranges, and a
 * look-ahead in front takes them out again: the same language. Classes of
 * single characters only ("[Rr]", which V8 tests with a mask) and those
 * reaching 0x7f (no table then) are left as they are.
 */
export function tableClass(set: Ranges): string {
  if (set.length < 2 || set.length > 3 || set[set.length - 1][1] >= 0x7f || set.every(([a, b]) => a === b)) return charClass(set);
  const padding: [number, number][] = [];
  for (let c = 0; c < 0x7f && set.length + padding.length < 4; c += 1) {
    if (!has(set, c - 1) && !has(set, c) && !has(set, c + 1) && !padding.some(([p]) => p === c - 1)) padding.push([c, c]);
  }
  return `(?:(?!${charClass(padding)})${charClass(union(set, padding))})`;
}

class Unsupported extends Error {}

/** Above this many, sequences whose sets overlap partway are not compared pair by pair (they get an atomic group). */
const PAIRWISE_LIMIT = 32;

/**
 * Whether every two of `seqs` have a position where their sets are disjoint.
 * Grouped position by position: sequences whose sets there are equal go on
 * together, disjoint ones are done; only sets that overlap partway are
 * compared pair by pair, in a small group. Near-linear in their total length.
 */
export function exclusive(seqs: Ranges[][]): boolean {
  const todo: [Ranges[][], number][] = [[seqs, 0]];
  while (todo.length) {
    const [group, k] = todo.pop() as [Ranges[][], number];
    if (group.length < 2) continue;
    // A sequence that ends here matches wherever a longer one of the group does.
    if (group.some((q) => q.length <= k)) return false;
    const byKey = new Map<string, Ranges[][]>();
    for (const q of group) {
      const at = key(q[k]);
      const same = byKey.get(at);
      if (same) same.push(q);
      else byKey.set(at, [q]);
    }
    const branches = [...byKey.values()];
    if (disjoint(branches.map((b) => b[0][k]))) {
      for (const b of branches) todo.push([b, k + 1]);
      continue;
    }
    if (group.length > PAIRWISE_LIMIT) return false;
    const apart = (a: Ranges[], b: Ranges[]): boolean => a.some((set, i) => i >= k && i < b.length && !intersects(set, b[i]));
    if (!group.every((a, i) => group.every((b, j) => j <= i || apart(a, b)))) return false;
  }
  return true;
}

/** Where a marked rule sits in the start rule's expression (see grammarRegexSlots). */
export interface RegexSlot {
  /** How many times the expression references the rule. */
  count: number;
  /** Whether a reference sits inside a repetition, an alternation or a look-ahead. */
  nested: boolean;
  /** What may follow the rule: the characters it can be followed by, and whether the end of the input can. */
  follow: First;
}

export interface RegexOptions {
  /** Rules whose expressions are bracketed by SLOT_OPEN and SLOT_CLOSE, and whose places are reported. */
  marked?: ReadonlySet<number>;
  /**
   * Characters no terminal matches: on text without them the expression
   * behaves as without the option, and on one of them every terminal fails as
   * at the end of the input (src/compile/embedding.ts).
   */
  exclude?: Ranges;
  /** Classes as tableClass writes them: for expressions V8 runs on mixed text, at no cost in the profiles' shipped bytes. */
  tables?: boolean;
  /** Names the atomic groups <prefix>1, <prefix>2, ... ("g" by default), to join expressions. */
  groupPrefix?: string;
  /**
   * Rules each reference to which becomes a capture group <prefix>k1,
   * <prefix>k2, ...: the text a rule matched, read from an expression's match
   * (the check characters of src/compile/embedding.ts). None may be a
   * character class or a fixed sequence, which would merge into what holds them.
   */
  captured?: ReadonlySet<number>;
}

/** A capture group of a rule in `captured`, in the order of their names. */
export interface RegexCapture {
  rule: number;
  /** Whether it sits in a repetition or a look-ahead: then a match holds at most the last of its texts. */
  guarded: boolean;
}

/** Brackets a marked rule's expression in the source (code points no emitted expression contains). */
export const SLOT_OPEN = '\u0001';
export const SLOT_CLOSE = '\u0002';

/** The analysis of a grammar's rules without captures: the same for each expression emitted from them. */
const analyses = /* @__PURE__ */ new WeakMap<readonly ApgRule[], Analysis>();
function analysisOf(rules: ApgRule[]): Analysis {
  let a = analyses.get(rules);
  if (!a) analyses.set(rules, (a = new Analysis(rules, new Set())));
  return a;
}

/**
 * The longest expression emitted (the shipped grammars' longest is 5 KB):
 * past it a grammar's isValid runs the matcher, and compiling stays linear
 * even where inlining rules would multiply them ("a = b b", "b = c c", ...).
 */
export const PATTERN_SOURCE_LIMIT = 32 * 1024;

/** The longest fixed-count repetition written out in full rather than counted. */
const UNROLL_LIMIT = 256;

/**
 * `atom` exactly `n` times: written out when short and free of groups (a
 * name cannot be declared twice) and of slots (one reference each), else counted. The same language and the
 * same backtracking either way (a fixed count has no optional iteration),
 * but V8 runs "[0-9A-Fa-f]{8}" as a loop with a counter and eight classes
 * in a row as straight-line code, about twice as fast (docs/benchmarks.md,
 * isValid with namespaces: uuid, isbn).
 */
function repeated(atom: string, n: number, width = atom.length): string {
  if (n === 1) return atom;
  if (width * n <= UNROLL_LIMIT && !atom.includes('(?<') && !atom.includes(SLOT_OPEN)) return atom.repeat(n);
  return `${atom}{${n}}`;
}

class RegexEmitter {
  private groups = 0;
  /** Steps taken (emit, first, neverFails): past the budget, no expression. */
  private work = 0;
  private readonly budget: number;
  private readonly inlining = new Set<number>();
  /** Depth of repetitions, alternations and look-aheads around what is being emitted. */
  private nesting = 0;
  /** Depth of repetitions and look-aheads around what is being emitted. */
  private guarding = 0;
  /** Depth of repetitions without a fixed count (loops) around what is being emitted. */
  private looping = 0;
  readonly slots = new Map<number, RegexSlot>();
  readonly captures: RegexCapture[] = [];

  /** No @parts: an expression captures nothing, so any rule may become a character class. */
  private readonly analysis: Analysis;

  constructor(
    private readonly rules: ApgRule[],
    private readonly options: RegexOptions = {},
  ) {
    this.analysis = analysisOf(rules);
    this.budget = 100_000 + 20 * rules.reduce((n, r) => n + r.opcodes.length, 0);
  }

  /** Adds `part` to `parts`, which are to be joined: past PATTERN_SOURCE_LIMIT in all, no expression. */
  private withinLimit(parts: string[], part: string): void {
    parts.push(part);
    const total = (this.joined.get(parts) ?? 0) + part.length;
    this.joined.set(parts, total);
    if (total > PATTERN_SOURCE_LIMIT) throw new Unsupported('the expression is too long');
  }

  /** The length of each list of parts being built. */
  private readonly joined = new WeakMap<string[], number>();

  private step(): void {
    this.work += 1;
    if (this.work > this.budget) throw new Unsupported('the expression takes too long to emit');
  }

  /** A class for `set` less the excluded characters (`[]`, which matches nothing, if that leaves none). */
  private cls(set: Ranges, tables = this.options.tables && this.looping === 0): string {
    const chars = this.options.exclude ? without(set, this.options.exclude) : set;
    // In a loop a look-ahead costs more than it saves: V8 runs "[...]+" without a backtrack entry per character, "(?:(?!P)[...])+" with one.
    return tables ? tableClass(chars) : charClass(chars);
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
    this.step();
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

  /**
   * Answers of neverFails by rule and opcode. Without them a rule that refers
   * to another twice asks of it twice, and a chain of such rules doubles the
   * work with each rule. An answer is the same wherever it is asked but in a
   * recursive grammar (a reference back into a rule being inlined says
   * false), which has no expression whatever the answers.
   */
  private readonly never: (boolean | undefined)[][] = [];

  /** Whether the opcode always succeeds (possibly matching nothing): a look-ahead can fail without consuming. */
  neverFails(rule: number, index: number): boolean {
    const row = (this.never[rule] ??= []);
    return (row[index] ??= this.computeNeverFails(rule, index));
  }

  private computeNeverFails(rule: number, index: number): boolean {
    this.step();
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

  private looped<T>(loop: boolean, f: () => T): T {
    if (loop) this.looping += 1;
    try {
      return f();
    } finally {
      if (loop) this.looping -= 1;
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
    const name = `${this.options.groupPrefix ?? 'g'}${(this.groups += 1)}`;
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
      this.step();
      const op = this.rules[r].opcodes[i];
      const set = this.charset(r, i);
      if (set) singles.push(set);
      else if (op.type === Op.RNM && !this.inlining.has(op.index as number) && !this.options.captured?.has(op.index as number) && this.isCommitted(op.index as number, 0)) this.within(op.index as number, () => collect(op.index as number, 0));
      else if (op.type === Op.ALT && this.isCommitted(r, i)) for (const c of op.children ?? []) collect(r, c);
      else this.withinLimit(others, this.emit(r, i, follow));
    };
    for (const c of this.rules[rule].opcodes[index].children ?? []) collect(rule, c);
    const parts = [...(singles.length ? [this.cls(union(...singles))] : []), ...others];
    return parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
  }

  /**
   * Whether an alternation's alternatives each match a fixed sequence of
   * characters and no two can match at the same place (at some position
   * their sets are disjoint, "978" / "979"): then at most one can match
   * anywhere, and backtracking cannot pick another.
   */
  private isExclusive(rule: number, index: number): boolean {
    const seqs = (this.rules[rule].opcodes[index].children ?? []).map((c) => this.analysis.sequence(rule, c));
    if (seqs.some((q) => q === null || q.length === 0)) return false;
    return exclusive(seqs as Ranges[][]);
  }

  /**
   * Exclusive fixed sequences as a tree of their common prefixes
   * ("978" / "979" is 97[89]), so that the engine reads a shared prefix
   * once instead of once per alternative. Whatever the grouping, at most one
   * sequence can match at a place, so no order is needed. The tree has no
   * inner end: no sequence is a prefix of another (they would not exclude
   * each other).
   */
  private prefixTree(seqs: Ranges[][]): string {
    if (seqs.every((q) => q.length === 0)) return '';
    // Branch on the first position; sequences whose sets there are equal share the branch.
    const branches = new Map<string, Ranges[][]>();
    for (const q of seqs) {
      const k = key(q[0]);
      const same = branches.get(k);
      if (same) same.push(q);
      else branches.set(k, [q]);
    }
    const leaves: Ranges[] = [];
    const arms: string[] = [];
    for (const group of branches.values()) {
      if (group.length === 1 && group[0].length === 1) leaves.push(group[0][0]);
      else arms.push(this.run(group[0][0], group.map((q) => q.slice(1))));
    }
    const all = [...(leaves.length ? [this.cls(union(...leaves))] : []), ...arms];
    return all.length === 1 ? all[0] : `(?:${all.join('|')})`;
  }

  /** `set`, then the tree of `rests`, with a run of the same set counted ("[0-9]{7}", written out when short: see repeated). */
  private run(set: Ranges, rests: Ranges[][]): string {
    let n = 1;
    while (rests.every((q) => q.length > 0 && key(q[0]) === key(set))) {
      n += 1;
      rests = rests.map((q) => q.slice(1));
    }
    // Unrolled as far as the plain class would be: a class tableClass pads is as fast written out.
    return `${repeated(this.cls(set), n, this.cls(set, false).length)}${this.prefixTree(rests)}`;
  }

  /**
   * Whether an opcode is an alternation whose alternatives are non-empty and
   * no two of which can match at one place: they cannot start alike, or the
   * fixed text they begin with differs at some position ("?=" q-component /
   * "?+" r-component). Backtracking into another alternative then finds none.
   */
  private isCommitted(rule: number, index: number): boolean {
    const op = this.rules[rule].opcodes[index];
    if (op.type !== Op.ALT) return false;
    const children = op.children ?? [];
    const firsts = children.map((c) => this.first(rule, c));
    if (firsts.some((f) => f.nullable)) return false;
    if (disjoint(firsts.map((f) => f.set))) return true;
    const leads = children.map((c) => this.leading(rule, c));
    const apart = (a: Ranges[], b: Ranges[]): boolean => a.some((set, k) => k < b.length && !intersects(set, b[k]));
    return children.every((_, i) => children.every((__, j) => j <= i || !intersects(firsts[i].set, firsts[j].set) || apart(leads[i], leads[j])));
  }

  /** The character sets every match of an opcode begins with, one per position: its fixed leading text (none: []). */
  private leading(rule: number, index: number, depth = 0): Ranges[] {
    const fixed = this.analysis.sequence(rule, index);
    if (fixed) return fixed;
    const op = this.rules[rule].opcodes[index];
    // Deep enough for any grammar's literal prefix; a recursive rule stops here.
    if (depth > 16) return [];
    if (op.type === Op.RNM) return this.leading(op.index as number, 0, depth + 1);
    if (op.type === Op.REP && (op.min ?? 0) >= 1) return this.leading(rule, index + 1, depth + 1);
    if (op.type !== Op.CAT) return [];
    const out: Ranges[] = [];
    for (const c of op.children ?? []) {
      const q = this.analysis.sequence(rule, c);
      if (!q) return [...out, ...this.leading(rule, c, depth + 1)];
      out.push(...q);
    }
    return out;
  }

  /** The expression of one opcode, exact when followed by something as `follow` describes. */
  emit(rule: number, index: number, follow: Follow): string {
    this.step();
    const type = this.rules[rule].opcodes[index].type;
    const nested = type !== Op.CAT && type !== Op.RNM;
    const guarded = type === Op.REP || type === Op.AND || type === Op.NOT;
    if (nested) this.nesting += 1;
    if (guarded) this.guarding += 1;
    try {
      const out = this.emitOp(rule, index, follow);
      if (out.length > PATTERN_SOURCE_LIMIT) throw new Unsupported('the expression is too long');
      return out;
    } finally {
      if (nested) this.nesting -= 1;
      if (guarded) this.guarding -= 1;
    }
  }

  private emitOp(rule: number, index: number, follow: Follow): string {
    const op = this.rules[rule].opcodes[index];
    const set = this.charset(rule, index);
    if (set) return this.cls(set);
    switch (op.type) {
      case Op.TLS:
      case Op.TBS:
        return (op.string ?? []).map((c) => this.cls(op.type === Op.TLS ? caseless(c) : [[c, c]])).join('');
      case Op.CAT: {
        const children = op.children ?? [];
        const out: string[] = [];
        let after = follow;
        for (let i = children.length - 1; i >= 0; i -= 1) {
          this.withinLimit(out, this.emit(rule, children[i], after));
          const fixed = this.analysis.sequence(rule, children[i]);
          const lead = fixed ? [...fixed, ...(after.lead ?? [])] : this.leading(rule, children[i]);
          after = { ...before(this.first(rule, children[i]), !this.neverFails(rule, children[i]), after), lead };
        }
        return out.reverse().join('');
      }
      case Op.ALT: {
        const children = op.children ?? [];
        // Fixed sequences first: their tree reads a shared prefix once, where a committed alternation lists them ("runs-3").
        if (this.isExclusive(rule, index)) return this.prefixTree(children.map((c) => this.analysis.sequence(rule, c) as Ranges[]));
        if (this.isCommitted(rule, index)) return this.committedAlternation(rule, index, follow);
        const arms: string[] = [];
        for (const c of children) this.withinLimit(arms, this.emit(rule, c, END_OF_BODY));
        return this.atomic(arms.join('|'));
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === undefined || op.max === null || !Number.isFinite(op.max) ? '' : String(op.max);
        const child = this.first(rule, index + 1);
        const quantifier = min === 0 && max === '' ? '*' : min === 1 && max === '' ? '+' : min === 0 && max === '1' ? '?' : `{${min},${max}}`;
        // A fixed count of a fixed sequence matches one way: written as one ("4hexOctet" as [0-9A-Fa-f]{8}).
        const fixed = String(min) === max ? this.analysis.sequence(rule, index) : null;
        if (fixed) return this.prefixTree([fixed]);
        // After an iteration: another one (required while fewer than min, and it can fail), or what follows.
        const body = (outer: Follow): string => `(?:${this.looped(String(min) !== max && max !== '1', () => this.emit(rule, index + 1, { set: union(child.set, outer.set), nullable: outer.nullable, always: outer.always && min <= 1 }))})`;
        const counted = (b: string): string => (String(min) === max ? repeated(b, min) : b + quantifier);
        if (!child.nullable && (follow.always || !intersects(child.set, follow.set))) return counted(body(follow));
        // "X &Y" repeated (the NID idiom): after an iteration given back comes a Y, so what follows fails there
        // anyway when its second character cannot be a Y ("alphanum ':'" after "ldh &ldh").
        const guarded = this.analysis.guardedCharset(rule, index + 1);
        if (guarded && follow.lead && follow.lead.length >= 2 && !intersects(follow.lead[1], guarded[1])) return counted(body(follow));
        // What follows can take what the repetition gives back, so it must not give any back.
        // [X] where X never fails is X (apg-js takes X's match, empty or not).
        if (min === 0 && max === '1' && this.neverFails(rule, index + 1)) return this.emit(rule, index + 1, follow);
        // apg-js and JavaScript count an empty iteration differently.
        if (child.nullable) throw new Unsupported('a repetition of something that can match the empty string');
        // [X] is X, or nothing where X does not match; X* is as many X as match, then no more.
        if (min === 0 && max === '1') return `(?:${this.emit(rule, index + 1, follow)}|(?!${this.emit(rule, index + 1, END_OF_BODY)}))`;
        if (max === '') return `${body(follow)}${quantifier}(?!${this.emit(rule, index + 1, END_OF_BODY)})`;
        // A fixed count leaves nothing to give back: each iteration is exact by itself.
        if (String(min) === max) return counted(body(follow));
        return this.atomic(body(END_OF_BODY) + quantifier);
      }
      case Op.RNM: {
        const target = op.index as number;
        if (this.inlining.has(target)) throw new Unsupported(`rule ${this.rules[target].name} is recursive`);
        const body = this.within(target, () => this.emit(target, 0, follow));
        if (this.options.captured?.has(target)) {
          this.captures.push({ rule: target, guarded: this.guarding > 0 });
          return `(?<${this.options.groupPrefix ?? 'g'}k${this.captures.length}>${body})`;
        }
        if (!this.options.marked?.has(target)) return body;
        const slot = this.slots.get(target);
        this.slots.set(target, { count: (slot?.count ?? 0) + 1, nested: (slot?.nested ?? false) || this.nesting > 0, follow: { set: follow.set, nullable: follow.nullable } });
        return SLOT_OPEN + body + SLOT_CLOSE;
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

/**
 * Whether the engine compiles and runs `source`: V8 parses an expression when
 * it is built but compiles it on its first test, where an engine limit (size,
 * nesting) throws. An expression that cannot run is not emitted; isValid runs
 * the matcher instead.
 */
function runs(source: string): boolean {
  try {
    const r = new RegExp(source);
    r.test('');
    r.test('urn:a:b?+c?=d#e%41');
    return true;
  } catch {
    return false;
  }
}

/** The source of an anchored expression for rule `start`, or null when the grammar has none. */
export function grammarRegex(grammar: ApgGrammar, start: string, options?: RegexOptions): string | null {
  return grammarRegexSlots(grammar, start, options)?.source ?? null;
}

/** grammarRegex, and where the references to the options' marked and captured rules sit. */
export function grammarRegexSlots(grammar: ApgGrammar, start: string, options?: RegexOptions): { source: string; slots: Map<number, RegexSlot>; captures: RegexCapture[] } | null {
  const rule = grammar.rules.find((r) => r.name === start);
  if (!rule) throw new Error(`no rule named ${start}`);
  const emitter = new RegexEmitter(grammar.rules, options);
  let source: string;
  try {
    source = `^${emitter.emit(rule.index, 0, END_OF_INPUT)}$`;
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  if (!runs(source.split(SLOT_OPEN).join('').split(SLOT_CLOSE).join(''))) return null;
  return { source, slots: emitter.slots, captures: emitter.captures };
}
