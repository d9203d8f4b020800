/*
 * What the code generators need to know about a grammar's opcodes: which
 * match exactly one character of a set, what each can start with, and the
 * characters on which a repetition can skip its child's code. Under apg-js's
 * semantics; a construct the analysis cannot see through gives null.
 */
import { ApgRule, Op } from './apg';
import { caseless, intersects, Ranges, union, without } from './charset';

export interface First {
  set: Ranges;
  nullable: boolean;
}

/**
 * A diagnosis lane: the characters on which the diagnosing code of an operator
 * matches just that character without a failure on the way (so it records
 * nothing), and the rule that completes last doing so (-1 for none), which
 * becomes the diagnosis's "last rule matched".
 */
export interface DiagnosisLane {
  set: Ranges;
  rule: number;
}

const NO_LANE: DiagnosisLane = Object.freeze({ set: [], rule: -1 });

/** Results by rule, then opcode: undefined until computed. */
type Memo<T> = (T | undefined)[][];

export class Analysis {
  private readonly charsets: Memo<Ranges | null> = [];
  private readonly firsts: Memo<First | null> = [];
  private readonly lanes: Memo<Ranges> = [];
  /** Per rule, whether each opcode can record a capture (computed for a whole rule at once). */
  private readonly capturing: boolean[][] = [];
  private capturingRules: Set<number> | undefined;

  constructor(
    private readonly rules: ApgRule[],
    private readonly parts: Set<number>,
  ) {}

  /**
   * memo[rule][op], computed on first use; `cycle` stands in while it is
   * being computed (what a reference back into it sees).
   */
  private memo<T>(memo: Memo<T>, rule: number, op: number, cycle: T, compute: () => T): T {
    const row = (memo[rule] ??= []);
    const known = row[op];
    if (known !== undefined) return known;
    row[op] = cycle;
    const result = compute();
    row[op] = result;
    return result;
  }

  /** The characters `op` matches when it always matches exactly one of them; else null. */
  charset(rule: number, op: number): Ranges | null {
    // A cycle is not a character set.
    return this.memo(this.charsets, rule, op, null, () => this.computeCharset(rule, op));
  }

  private computeCharset(rule: number, index: number): Ranges | null {
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TRG:
        return [[op.min as number, op.max as number]];
      case Op.TLS:
        return op.string?.length === 1 ? caseless(op.string[0]) : null;
      case Op.TBS:
        return op.string?.length === 1 ? [[op.string[0], op.string[0]]] : null;
      case Op.ALT: {
        const sets = (op.children ?? []).map((c) => this.charset(rule, c));
        return sets.every((s) => s !== null) ? union(...(sets as Ranges[])) : null;
      }
      case Op.CAT:
        return op.children?.length === 1 ? this.charset(rule, op.children[0]) : null;
      case Op.RNM:
        return this.parts.has(op.index as number) ? null : this.charset(op.index as number, 0);
      default:
        return null;
    }
  }

  /** The characters `op` can start with, and whether it can match the empty string; null if unknown. */
  first(rule: number, op: number): First | null {
    return this.memo(this.firsts, rule, op, null, () => this.computeFirst(rule, op));
  }

  private computeFirst(rule: number, index: number): First | null {
    const op = this.rules[rule].opcodes[index];
    const set = this.charset(rule, index);
    if (set) return { set, nullable: false };
    switch (op.type) {
      case Op.TLS:
      case Op.TBS: {
        const s = op.string ?? [];
        if (s.length === 0) return { set: [], nullable: true };
        return { set: op.type === Op.TLS ? caseless(s[0]) : [[s[0], s[0]]], nullable: false };
      }
      case Op.ALT: {
        const fs = (op.children ?? []).map((c) => this.first(rule, c));
        if (fs.some((f) => f === null)) return null;
        return { set: union(...fs.map((f) => (f as First).set)), nullable: fs.some((f) => (f as First).nullable) };
      }
      case Op.CAT: {
        let acc: Ranges = [];
        for (const c of op.children ?? []) {
          const f = this.first(rule, c);
          if (!f) return null;
          acc = union(acc, f.set);
          if (!f.nullable) return { set: acc, nullable: false };
        }
        return { set: acc, nullable: true };
      }
      case Op.REP: {
        const f = this.first(rule, index + 1);
        return f && { set: f.set, nullable: f.nullable || (op.min ?? 0) === 0 };
      }
      case Op.RNM:
        return this.first(op.index as number, 0);
      default:
        return null;
    }
  }

  /**
   * An alternation's single-character alternatives as one set, when testing
   * them first is exact: there are several, and no other alternative can
   * match (or start with) their characters; else null.
   */
  mergedCharset(rule: number, index: number): Ranges | null {
    const children = this.rules[rule].opcodes[index].children ?? [];
    const sets = children.map((c) => this.charset(rule, c));
    const merged = union(...(sets.filter(Boolean) as Ranges[]));
    const canMerge =
      sets.filter(Boolean).length > 1 &&
      children.every((c, i) => {
        if (sets[i]) return true;
        const f = this.first(rule, c);
        return f !== null && !f.nullable && !intersects(f.set, merged);
      });
    return canMerge ? merged : null;
  }

  private readonly diagnosisLanes: Memo<DiagnosisLane> = [];

  /**
   * The diagnosis lane of `op` (DiagnosisLane), following the code the
   * generator emits for it in diagnosis mode: a repetition takes these
   * characters as the child would, without running the child. Rules that
   * recurse are left out (their calls count against the limits).
   */
  diagnosisLane(rule: number, index: number, recursive: ReadonlySet<number>): DiagnosisLane {
    return this.memo(this.diagnosisLanes, rule, index, NO_LANE, () => this.computeDiagnosisLane(rule, index, recursive));
  }

  private computeDiagnosisLane(rule: number, index: number, recursive: ReadonlySet<number>): DiagnosisLane {
    // Emitted as one test of a character set.
    const set = this.charset(rule, index);
    if (set) return { set, rule: -1 };
    const op = this.rules[rule].opcodes[index];
    const children = op.children ?? [];
    switch (op.type) {
      case Op.ALT: {
        // The merged single characters are tested first; else the first
        // alternative runs first, and any other character fails in it.
        const merged = this.mergedCharset(rule, index);
        return merged ? { set: merged, rule: -1 } : children.length ? this.diagnosisLane(rule, children[0], recursive) : NO_LANE;
      }
      case Op.CAT: {
        // Negative look-aheads without rule calls, then one operator: on a
        // character none of them can start with, each fails on its first
        // character, recording nothing (failures under "!" are not recorded).
        const last = children[children.length - 1];
        let lane = children.length ? this.diagnosisLane(rule, last, recursive) : NO_LANE;
        for (const g of children.slice(0, -1)) {
          const f = this.rules[rule].opcodes[g].type === Op.NOT && !this.callsRules(rule, g + 1) ? this.first(rule, g + 1) : null;
          if (!f || f.nullable) return NO_LANE;
          lane = { set: without(lane.set, f.set), rule: lane.rule };
        }
        return lane;
      }
      case Op.RNM: {
        const target = op.index as number;
        if (recursive.has(target)) return NO_LANE;
        // The called rule completes after any rule it calls.
        return { set: this.diagnosisLane(target, 0, recursive).set, rule: target };
      }
      default:
        return NO_LANE;
    }
  }

  /** Whether the operator at `index` (with its operands) references a rule. */
  private callsRules(rule: number, index: number): boolean {
    const op = this.rules[rule].opcodes[index];
    if (op.type === Op.RNM) return true;
    if (op.type === Op.REP || op.type === Op.AND || op.type === Op.NOT) return this.callsRules(rule, index + 1);
    return (op.children ?? []).some((c) => this.callsRules(rule, c));
  }

  /**
   * The characters on which `op` always matches exactly that one character,
   * whatever follows: a repetition can take them without running `op`.
   */
  lane(rule: number, index: number): Ranges {
    // A reference back into a lane being computed adds nothing: a smaller lane is still exact.
    return this.memo(this.lanes, rule, index, [], () => this.computeLane(rule, index));
  }

  private computeLane(rule: number, index: number): Ranges {
    const set = this.charset(rule, index);
    if (set) return set;
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.ALT: {
        // A character goes down the first alternative that can start with it.
        let lane: Ranges = [];
        let taken: Ranges = [];
        for (const child of op.children ?? []) {
          const f = this.first(rule, child);
          if (!f) break;
          lane = union(lane, without(this.lane(rule, child), taken));
          if (f.nullable) break;
          taken = union(taken, f.set);
        }
        return lane;
      }
      case Op.CAT: {
        // Negative look-aheads, then one operator: the look-aheads cannot fail
        // on a character none of them can start with.
        const children = op.children ?? [];
        const last = children[children.length - 1];
        const guards = children.slice(0, -1);
        if (!guards.every((c) => this.rules[rule].opcodes[c].type === Op.NOT)) return [];
        let lane = this.lane(rule, last);
        for (const g of guards) {
          const f = this.first(rule, g + 1);
          if (!f || f.nullable) return [];
          lane = without(lane, f.set);
        }
        return lane;
      }
      case Op.RNM:
        return this.parts.has(op.index as number) ? [] : this.lane(op.index as number, 0);
      default:
        return [];
    }
  }

  private readonly sequences: Memo<Ranges[] | null> = [];

  /**
   * The character sets, one per position, when `op` always matches exactly
   * that many characters, each from its set, and records no capture (a
   * literal, "4hexOctet", "3DIGIT"); else null. Under PEG semantics such an
   * operator either matches the whole sequence or fails, so it can be tested
   * in one go. Capped at 64 positions.
   */
  sequence(rule: number, index: number): Ranges[] | null {
    return this.memo(this.sequences, rule, index, null, () => {
      const result = this.computeSequence(rule, index);
      return result && result.length <= 64 ? result : null;
    });
  }

  private computeSequence(rule: number, index: number): Ranges[] | null {
    const set = this.charset(rule, index);
    if (set) return [set];
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.CAT: {
        const parts = (op.children ?? []).map((c) => this.sequence(rule, c));
        return parts.every(Boolean) ? (parts as Ranges[][]).flat() : null;
      }
      case Op.REP: {
        if (op.min === undefined || op.min !== op.max || op.min < 1) return null;
        const child = this.sequence(rule, index + 1);
        return child && op.min * child.length <= 64 ? Array.from({ length: op.min }, () => child).flat() : null;
      }
      case Op.RNM:
        return this.parts.has(op.index as number) ? null : this.sequence(op.index as number, 0);
      default:
        return null;
    }
  }

  /** [X, Y] when `op` is `X &Y` with both single-character sets; else null. */
  guardedCharset(rule: number, index: number): [Ranges, Ranges] | null {
    const op = this.rules[rule].opcodes[index];
    if (op.type !== Op.CAT || op.children?.length !== 2) return null;
    const [a, b] = op.children;
    const x = this.charset(rule, a);
    const y = this.rules[rule].opcodes[b].type === Op.AND ? this.charset(rule, b + 1) : null;
    return x && y ? [x, y] : null;
  }

  /** Whether `op` can record a capture (reaches a @parts rule). */
  captures(rule: number, index: number): boolean {
    this.capturingRules ??= this.rulesReachingParts();
    let row = this.capturing[rule];
    if (!row) {
      // Children come after their operator: from the last opcode back, each sees its children's answers.
      const ops = this.rules[rule].opcodes;
      row = this.capturing[rule] = new Array<boolean>(ops.length).fill(false);
      for (let i = ops.length - 1; i >= 0; i -= 1) {
        const op = ops[i];
        if (op.type === Op.ALT || op.type === Op.CAT) row[i] = (op.children ?? []).some((c) => (row as boolean[])[c]);
        else if (op.type === Op.REP || op.type === Op.AND || op.type === Op.NOT) row[i] = row[i + 1];
        else if (op.type === Op.RNM) row[i] = this.parts.has(op.index as number) || this.capturingRules.has(op.index as number);
      }
    }
    return row[index];
  }

  /** The rules from which a @parts rule can be reached: one walk back along references. */
  private rulesReachingParts(): Set<number> {
    const callers: number[][] = this.rules.map(() => []);
    this.rules.forEach((r, i) => r.opcodes.forEach((op) => op.type === Op.RNM && callers[op.index as number].push(i)));
    const out = new Set<number>();
    const todo: number[] = [];
    for (const p of this.parts) for (const c of callers[p]) if (!out.has(c)) out.add(c), todo.push(c);
    while (todo.length) for (const c of callers[todo.pop() as number]) if (!out.has(c)) out.add(c), todo.push(c);
    return out;
  }
}
