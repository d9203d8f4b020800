/*
 * Compiles an apg-js grammar object into a standalone JavaScript matcher with
 * exactly apg-js's semantics: ordered choice, greedy repetitions that never
 * give back, look-ahead, case-insensitive quoted strings. The URN grammars are
 * regular, so the result runs at character-scan speed.
 *
 * Two variants come out of the same code generator:
 *  - match(s, caps): the verdict plus the spans of the grammar's @parts rules;
 *  - diagnose(s): apg-js's furthest match offset (its `maxMatched`), and the
 *    terminals that failed there with the rules they were tried in.
 *
 * Speed comes from three rewrites, all exact under PEG semantics:
 *  - an alternation of single-character terminals becomes one table lookup
 *    (also when it sits beside alternatives that cannot start with those
 *    characters, such as pct-encoded beside unreserved in pchar);
 *  - an unbounded repetition of such a set becomes a tight scanning loop;
 *  - any other repetition first tries its child's "lane": the characters on
 *    which the child surely matches just that character (pchar's letters, but
 *    not its "%"), so only the rest runs the child's code.
 */
import { ApgGrammar, ApgRule, Op, Opcode } from './apg';
import { caseless, has, intersects, key, Ranges, size, union, without } from './charset';
import { GrammarMeta } from './abnf';

/** A terminal a diagnosis can name: a character set or a literal string. */
export type Terminal = { set: Ranges } | { literal: string; caseless: boolean };

interface First {
  set: Ranges;
  nullable: boolean;
}

class Analysis {
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

type Mode = 'match' | 'diag';

class Emitter {
  private temp = 0;
  readonly tables: Ranges[] = [];
  /** Tables that scanning loops index without a "c < 128" guard: 64 KiB, one entry per code unit. */
  readonly wide = new Set<number>();
  private readonly tableIds = new Map<string, number>();
  readonly terminals: Terminal[] = [];
  private readonly terminalIds = new Map<string, number>();

  constructor(
    private readonly rules: ApgRule[],
    private readonly parts: number[],
    private readonly analysis: Analysis,
  ) {}

  private fresh(prefix: string): string {
    this.temp += 1;
    return `${prefix}${this.temp}`;
  }

  private terminal(t: Terminal): number {
    const k = 'set' in t ? `s${key(t.set)}` : `l${t.caseless ? 'i' : 's'}${t.literal}`;
    let id = this.terminalIds.get(k);
    if (id === undefined) {
      id = this.terminals.length;
      this.terminals.push(t);
      this.terminalIds.set(k, id);
    }
    return id;
  }

  /** A boolean expression testing the code unit in `c` against `set`. */
  private test(set: Ranges, c: string, wide = false): string {
    if (size(set) === 1) return `${c} === ${set[0][0]}`;
    const lower = set.length === 2 && size(set) === 2 && set[1][0] === (set[0][0] | 0x20) && set[0][0] === (set[1][0] & ~0x20);
    if (lower && set[1][0] >= 0x61 && set[1][0] <= 0x7a) return `(${c} | 32) === ${set[1][0]}`;
    if (set[set.length - 1][1] < 128) {
      const k = key(set);
      let id = this.tableIds.get(k);
      if (id === undefined) {
        id = this.tables.length;
        this.tables.push(set);
        this.tableIds.set(k, id);
      }
      if (wide) this.wide.add(id);
      return wide ? `T${id}[${c}] === 1` : `${c} < 128 && T${id}[${c}] === 1`;
    }
    return `(${set.map(([a, b]) => (a === b ? `${c} === ${a}` : `(${c} >= ${a} && ${c} <= ${b})`)).join(' || ')})`;
  }

  private matched(mode: Mode, out: string): string {
    return mode === 'diag' ? `if (look === 0 && ${out} > far) far = ${out};` : '';
  }

  private failed(mode: Mode, at: string, terminal: number): string {
    return mode === 'diag' ? `fail(${at}, ${terminal});` : '';
  }

  private charTest(mode: Mode, set: Ranges, inp: string, out: string): string {
    const t = this.terminal({ set });
    return `if (${inp} < n && (c = s.charCodeAt(${inp}), ${this.test(set, 'c')})) { ${out} = ${inp} + 1; ${this.matched(mode, out)} } else { ${out} = -1; ${this.failed(mode, inp, t)} }`;
  }

  emit(mode: Mode, rule: number, index: number, inp: string, out: string): string {
    const op: Opcode = this.rules[rule].opcodes[index];
    const set = this.analysis.charset(rule, index);
    if (set) return this.charTest(mode, set, inp, out);
    const caps = this.analysis.captures(rule, index);
    switch (op.type) {
      case Op.TLS:
      case Op.TBS: {
        const codes = op.string ?? [];
        if (codes.length === 0) return `${out} = ${inp};`;
        const ci = op.type === Op.TLS;
        const t = this.terminal({ literal: String.fromCharCode(...codes), caseless: ci });
        const cmp = codes.map((code, i) => {
          const at = i === 0 ? inp : `${inp} + ${i}`;
          const isLetter = code >= 0x61 && code <= 0x7a;
          return ci && isLetter ? `(s.charCodeAt(${at}) | 32) === ${code}` : `s.charCodeAt(${at}) === ${code}`;
        });
        return `if (${inp} + ${codes.length} <= n && ${cmp.join(' && ')}) { ${out} = ${inp} + ${codes.length}; ${this.matched(mode, out)} } else { ${out} = -1; ${this.failed(mode, inp, t)} }`;
      }
      case Op.CAT: {
        const label = this.fresh('L');
        const saved = this.fresh('k');
        const lines = [`${label}: {`];
        if (caps) lines.push(`var ${saved} = kn;`);
        let cur = inp;
        for (const child of op.children ?? []) {
          const next = this.fresh('p');
          lines.push(`var ${next};`, this.emit(mode, rule, child, cur, next));
          lines.push(`if (${next} < 0) { ${out} = -1; ${caps ? `kn = ${saved};` : ''} break ${label}; }`);
          cur = next;
        }
        lines.push(`${out} = ${cur};`, '}');
        return lines.join('\n');
      }
      case Op.ALT: {
        const label = this.fresh('L');
        const lines = [`${label}: {`];
        const children = op.children ?? [];
        const sets = children.map((c) => this.analysis.charset(rule, c));
        const merged = union(...(sets.filter(Boolean) as Ranges[]));
        const others = children.filter((_, i) => !sets[i]);
        // Testing all single-character alternatives first is exact only when
        // no other alternative can match (or start with) those characters.
        const canMerge =
          sets.filter(Boolean).length > 1 &&
          others.every((c) => {
            const f = this.analysis.first(rule, c);
            return f !== null && !f.nullable && !intersects(f.set, merged);
          });
        const order = canMerge ? [null, ...others] : children;
        for (const child of order) {
          const next = this.fresh('p');
          lines.push(`var ${next};`);
          lines.push(child === null ? this.charTest(mode, merged, inp, next) : this.emit(mode, rule, child, inp, next));
          lines.push(`if (${next} >= 0) { ${out} = ${next}; break ${label}; }`);
        }
        lines.push(`${out} = -1;`, '}');
        return lines.join('\n');
      }
      case Op.REP: {
        const min = op.min ?? 0;
        const max = op.max === null || op.max === undefined || op.max === Infinity ? Infinity : op.max;
        if (max === 0) return `${out} = ${inp};`;
        const q = this.fresh('q');
        const k = this.fresh('r');
        const childSet = this.analysis.charset(rule, index + 1);
        if (childSet && max === Infinity) {
          // A greedy run of one character class: scan.
          const t = this.terminal({ set: childSet });
          return [
            `var ${q} = ${inp};`,
            `while (${q} < n && (c = s.charCodeAt(${q}), ${this.test(childSet, 'c', true)})) ${q}++;`,
            // At the end of the input apg-js does not try the child; the diagnosis still names it.
            mode === 'diag' ? `if (look === 0 && ${q} > far) far = ${q}; fail(${q}, ${t});` : '',
            `${out} = ${q} - ${inp} >= ${min} ? ${q} : -1;`,
          ].join('\n');
        }
        const guarded = mode === 'match' ? this.analysis.guardedCharset(rule, index + 1) : null;
        if (guarded) {
          // "X &Y" repeated (the NID idiom): take X while the next character is a Y.
          const [x, y] = guarded;
          return [
            `var ${q} = ${inp}, ${k} = 0;`,
            `while (${max === Infinity ? '' : `${k} < ${max} && `}${q} + 1 < n && (c = s.charCodeAt(${q}), ${this.test(x, 'c')}) && (c = s.charCodeAt(${q} + 1), ${this.test(y, 'c')})) { ${q}++; ${k}++; }`,
            `${out} = ${k} >= ${min} ? ${q} : -1;`,
          ].join('\n');
        }
        const saved = this.fresh('k');
        const empty = this.fresh('e');
        const next = this.fresh('p');
        // Match mode only: diagnosis runs every operator, as apg-js does.
        const lane = mode === 'match' ? this.analysis.lane(rule, index + 1) : [];
        return [
          `var ${q} = ${inp}, ${k} = 0, ${empty} = false${caps ? `, ${saved} = kn` : ''};`,
          `while (${q} < n) {`,
          !lane.length
            ? ''
            : max === Infinity
              ? // Take the whole run of lane characters at once.
                `if ((c = s.charCodeAt(${q}), ${this.test(lane, 'c')})) { var ${saved}z = ${q}; do ${q}++; while (${q} < n && (c = s.charCodeAt(${q}), ${this.test(lane, 'c', true)})); ${k} += ${q} - ${saved}z; continue; }`
              : `if ((c = s.charCodeAt(${q}), ${this.test(lane, 'c')})) { ${q}++; ${k}++; if (${k} === ${max}) break; continue; }`,
          `var ${next};`,
          this.emit(mode, rule, index + 1, q, next),
          `if (${next} < 0) break;`,
          // apg-js: a repetition whose child matches the empty string stops there and succeeds.
          `if (${next} === ${q}) { ${empty} = true; break; }`,
          `${k}++; ${q} = ${next};`,
          max === Infinity ? '' : `if (${k} === ${max}) break;`,
          '}',
          mode === 'diag' ? this.expectMore(rule, index + 1, q, k, max, empty) : '',
          `if (${empty} || ${k} >= ${min}) ${out} = ${q}; else { ${out} = -1; ${caps ? `kn = ${saved};` : ''} }`,
        ].join('\n');
      }
      case Op.RNM:
        return `${out} = ${mode === 'diag' ? 'd' : 'f'}${op.index}(${inp});`;
      case Op.AND:
      case Op.NOT: {
        const next = this.fresh('p');
        const saved = this.fresh('k');
        const neg = op.type === Op.NOT;
        return [
          `var ${next}${caps ? `, ${saved} = kn` : ''};`,
          mode === 'diag' ? `look++;${neg ? ' nots++;' : ''}` : '',
          this.emit(mode, rule, index + 1, inp, next),
          mode === 'diag' ? `look--;${neg ? ' nots--;' : ''}` : '',
          caps ? `kn = ${saved};` : '',
          `${out} = ${next} >= 0 ? ${neg ? `-1 : ${inp}` : `${inp} : -1`};`,
        ].join('\n');
      }
      case Op.ABG:
        return `${out} = ${inp} === 0 ? ${inp} : -1;`;
      case Op.AEN:
        return `${out} = ${inp} === n ? ${inp} : -1;`;
      default:
        throw new Error(`rule ${this.rules[rule].name}: apg-js operator ${op.type} is not supported by the matcher generator`);
    }
  }

  /** Diagnosis only: a repetition stopped by the end of the input could have gone on. */
  private expectMore(rule: number, child: number, q: string, k: string, max: number, empty: string): string {
    const f = this.analysis.first(rule, child);
    if (!f || f.set.length === 0) return '';
    const t = this.terminal({ set: f.set });
    return `if (${q} >= n && !${empty}${max === Infinity ? '' : ` && ${k} < ${max}`}) fail(${q}, ${t});`;
  }

  ruleFunction(mode: Mode, rule: number): string {
    const part = this.parts.indexOf(rule);
    // The input in locals: V8 reads them faster than the module's variables.
    const lines = [`function ${mode === 'diag' ? 'd' : 'f'}${rule}(p) { // ${this.rules[rule].name}`, 'var c, out, s = text, n = size;'];
    if (mode === 'diag') lines.push(`stack.push(${rule});`);
    lines.push(this.emit(mode, rule, 0, 'p', 'out'));
    if (mode === 'diag') lines.push(`stack.pop(); if (out >= 0 && look === 0) { lastRule = ${rule}; lastEnd = out; }`);
    if (part >= 0) lines.push(`if (out >= 0) { K[kn++] = ${part}; K[kn++] = p; K[kn++] = out; }`);
    lines.push('return out;', '}');
    return lines.join('\n');
  }
}

function tableLiteral(set: Ranges, wide: boolean): string {
  const bits: number[] = [];
  for (let c = 0; c < 128; c += 1) bits.push(has(set, c) ? 1 : 0);
  return `table(${wide ? 65536 : 128}, [${bits.join(',')}])`;
}

/** Pretty-prints generated code: one statement a line, indented by braces. */
function indent(code: string): string {
  let depth = 0;
  return code
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => {
      if (l.startsWith('}')) depth -= 1;
      const line = `${'  '.repeat(Math.max(depth, 0))}${l}`;
      depth += (l.match(/{/g) ?? []).length - (l.match(/}/g) ?? []).length + (l.startsWith('}') ? 1 : 0);
      return line;
    })
    .join('\n');
}

/**
 * The body of a CommonJS module exporting { match, diagnose, rules, parts, terminals }.
 * Deterministic: the same grammar gives the same bytes.
 */
export function generateMatcherSource(grammar: ApgGrammar, meta: GrammarMeta): string {
  const rules = grammar.rules;
  const index = (name: string): number => {
    const r = rules.find((x) => x.name === name);
    if (!r) throw new Error(`no rule named ${name}`);
    return r.index;
  };
  const partIndexes = meta.parts.map(index);
  const analysis = new Analysis(rules, new Set(partIndexes));
  const emitter = new Emitter(rules, partIndexes, analysis);
  const start = index(meta.start);
  const fast = rules.map((r) => emitter.ruleFunction('match', r.index));
  const diag = rules.map((r) => emitter.ruleFunction('diag', r.index));
  const body = `
'use strict';
function table(size, ascii) {
  const t = new Uint8Array(size);
  t.set(ascii);
  return t;
}
${emitter.tables.map((t, i) => `const T${i} = ${tableLiteral(t, emitter.wide.has(i))};`).join('\n')}
const rules = ${JSON.stringify(rules.map((r) => r.name))};
const parts = ${JSON.stringify(meta.parts)};
const terminals = ${JSON.stringify(emitter.terminals)};
let text = '';
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
let stack = [];
let failures = [];
let prunedAt = 0;
let lastRule = -1;
let lastEnd = -1;
function fail(at, terminal) {
  if (nots !== 0 || at < far) return;
  if (far > prunedAt) {
    failures = failures.filter((f) => f.at >= far);
    prunedAt = far;
  }
  failures.push({ at, terminal, stack: stack.slice(), after: lastEnd === at ? lastRule : -1 });
}
${fast.join('\n')}
${diag.join('\n')}
/**
 * Matches the whole of \`input\` against rule ${meta.start}. On success returns the
 * number of entries written to \`caps\`: triples (part index, start, end), one
 * per matched @parts rule, innermost first. On failure returns -1.
 */
function match(input, caps) {
  text = input;
  size = input.length;
  K = caps;
  kn = 0;
  const end = f${start}(0);
  text = '';
  return end === size ? kn : -1;
}
/**
 * Re-runs a failed match, recording what apg-js calls maxMatched (\`offset\`)
 * and every terminal that failed there, with the stack of rules it was tried in
 * and the rule that had just matched up to that offset (\`after\`, or -1).
 */
function diagnose(input) {
  text = input;
  size = input.length;
  K = [];
  kn = 0;
  far = 0;
  look = 0;
  nots = 0;
  stack = [];
  failures = [];
  prunedAt = 0;
  lastRule = -1;
  lastEnd = -1;
  const end = d${start}(0);
  text = '';
  const at = failures.filter((f) => f.at === far);
  failures = [];
  return { ok: end === size, offset: far, matched: end, endExpected: end >= 0 && end === far && end < size, failures: at };
}
module.exports = { match, diagnose, rules, parts, terminals };
`;
  return indent(body);
}
