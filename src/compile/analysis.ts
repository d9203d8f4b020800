/*
 * What the code generators need to know about a grammar's opcodes: which
 * match exactly one character of a set, what each can start with, and the
 * characters on which a repetition can skip its child's code. Under apg-js's
 * semantics; a construct the analysis cannot see through gives null.
 */
import { ApgRule, Op } from './apg';
import { caseless, Ranges, union, without } from './charset';

export interface First {
  set: Ranges;
  nullable: boolean;
}

export class Analysis {
  private readonly charsets = new Map<string, Ranges | null>();
  private readonly firsts = new Map<string, First | null>();

  constructor(
    private readonly rules: ApgRule[],
    private readonly parts: Set<number>,
  ) {}

  /** The characters `op` matches when it always matches exactly one of them; else null. */
  charset(rule: number, op: number): Ranges | null {
    const id = `${rule}:${op}`;
    if (this.charsets.has(id)) return this.charsets.get(id) ?? null;
    this.charsets.set(id, null); // a cycle is not a character set
    const result = this.computeCharset(rule, op);
    this.charsets.set(id, result);
    return result;
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
    const id = `${rule}:${op}`;
    if (this.firsts.has(id)) return this.firsts.get(id) ?? null;
    this.firsts.set(id, null);
    const result = this.computeFirst(rule, op);
    this.firsts.set(id, result);
    return result;
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
   * The characters on which `op` always matches exactly that one character,
   * whatever follows: a repetition can take them without running `op`.
   */
  lane(rule: number, index: number, seen = new Set<string>()): Ranges {
    const id = `${rule}:${index}`;
    if (seen.has(id)) return [];
    seen.add(id);
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
          lane = union(lane, without(this.lane(rule, child, seen), taken));
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
        let lane = this.lane(rule, last, seen);
        for (const g of guards) {
          const f = this.first(rule, g + 1);
          if (!f || f.nullable) return [];
          lane = without(lane, f.set);
        }
        return lane;
      }
      case Op.RNM:
        return this.parts.has(op.index as number) ? [] : this.lane(op.index as number, 0, seen);
      default:
        return [];
    }
  }

  private readonly sequences = new Map<string, Ranges[] | null>();

  /**
   * The character sets, one per position, when `op` always matches exactly
   * that many characters, each from its set, and records no capture (a
   * literal, "4hexOctet", "3DIGIT"); else null. Under PEG semantics such an
   * operator either matches the whole sequence or fails, so it can be tested
   * in one go. Capped at 64 positions.
   */
  sequence(rule: number, index: number): Ranges[] | null {
    const id = `${rule}:${index}`;
    if (this.sequences.has(id)) return this.sequences.get(id) ?? null;
    this.sequences.set(id, null);
    const result = this.computeSequence(rule, index);
    this.sequences.set(id, result && result.length <= 64 ? result : null);
    return this.sequences.get(id) ?? null;
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
  captures(rule: number, index: number, seen = new Set<string>()): boolean {
    const id = `${rule}:${index}`;
    if (seen.has(id)) return false;
    seen.add(id);
    const op = this.rules[rule].opcodes[index];
    switch (op.type) {
      case Op.ALT:
      case Op.CAT:
        return (op.children ?? []).some((c) => this.captures(rule, c, seen));
      case Op.REP:
      case Op.AND:
      case Op.NOT:
        return this.captures(rule, index + 1, seen);
      case Op.RNM:
        return this.parts.has(op.index as number) || this.captures(op.index as number, 0, seen);
      default:
        return false;
    }
  }
}
