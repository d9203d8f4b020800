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
import { has, key, Ranges, size } from './charset';
import { Analysis } from './analysis';
import { captureRules, GrammarMeta, matcherMeta } from './meta';
import { LaidOutGrammar, namespaceEmbeddings, profileLayout } from './embedding';
import { BUDGETED_WORK, MAX_RECURSION, WORK_BUDGET } from './limits';
import { units } from './literals';
import { recursiveRules, workBounds } from './rule-graph';
import { exclusive, grammarRegex } from './regex';

/**
 * A terminal a diagnosis can name: a character set, a literal string, or one
 * character of a literal split per character (`at`: its offset in the
 * literal; the first piece holds the whole literal, a later one its own
 * character).
 */
export type Terminal = { set: Ranges } | { literal: string; caseless: boolean; at?: number };

type Mode = 'match' | 'diag';

/**
 * Literals longer than this are matched by a loop (Emitter.literalLoop):
 * in match mode past the unrolled sequences (Analysis.sequence, 64), in
 * diagnosis mode past what the shipped grammars' literals need unrolled.
 */
const LITERAL_LOOP: Record<Mode, number> = { match: 64, diag: 32 };

/** The loops of long literals: whether a letter may be in either case (`i`), the codes (`c`), their terminals (`t`). */
const LITERAL_FUNCTIONS: Record<Mode, string> = {
  match: `function literal(p, L) {
  var c = L.c, s = text, k = c.length;
  if (p + k > size) return -1;
  for (var j = 0; j < k; j++) {
    var x = s.charCodeAt(p + j), y = c[j];
    if (x !== y && !(L.i && y >= 97 && y <= 122 && (x | 32) === y)) return -1;
  }
  return p + k;
}`,
  diag: `function dliteral(p, L) {
  var c = L.c, s = text, k = c.length;
  for (var j = 0; j < k; j++) {
    var q = p + j, x = q < size ? s.charCodeAt(q) : -1, y = c[j];
    if (q >= size || (x !== y && !(L.i && y >= 97 && y <= 122 && (x | 32) === y))) {
      if (rec) fail(q, L.t[j], j);
      return -1;
    }
    if (look === 0 && q + 1 > far) far = q + 1;
  }
  return p + k;
}`,
};

/** Code that matches something from offset variable `at` and sets variable `next` to its end, or -1. */
type Piece = (at: string, next: string) => string;

/**
 * The most children of one concatenation or alternation a function's code
 * holds; past it, runs of them go to helper functions. Above any shipped
 * grammar's widest, far below what overflows a frame.
 */
const OUTLINE = 256;

/** `items` in at most OUTLINE runs of consecutive items, as even as may be. */
function groups<T>(items: readonly T[]): T[][] {
  const size = Math.ceil(items.length / OUTLINE);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

class Emitter {
  private temp = 0;
  /** Helper functions of the rule function being written (outlined). */
  private readonly helpers: string[] = [];
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
    /** Part indexes of @views rules: recorded only while `viewing`. */
    private readonly views: Set<number> = new Set(),
    /** Rules that can call themselves: their functions count how deep they nest (MAX_RECURSION). */
    private readonly recursive: ReadonlySet<number> = new Set(),
    /** Whether every rule's function counts its calls against WORK_BUDGET (a work bound past BUDGETED_WORK). */
    private readonly counted = false,
  ) {}

  private fresh(prefix: string): string {
    this.temp += 1;
    return `${prefix}${this.temp}`;
  }

  private terminal(t: Terminal): number {
    const k = 'set' in t ? `s${key(t.set)}` : `l${t.caseless ? 'i' : 's'}${t.at ?? ''}:${t.literal}`;
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

  /** `out` = `end`, a terminal's match: the diagnosis moves its furthest offset (adv). */
  private matched(mode: Mode, out: string, end: string): string {
    return mode === 'diag' ? `${out} = adv(${end});` : `${out} = ${end};`;
  }

  /** `back`: how far into a split literal the terminal is (its failure counts from the literal's start). */
  private failed(mode: Mode, at: string, terminal: number, back = 0): string {
    return mode === 'diag' ? `if (rec) fail(${at}, ${terminal}${back ? `, ${back}` : ''});` : '';
  }

  /** Longest split literal, less one: how far back from the furthest failure the diagnosis keeps failures. */
  keepBack = 0;

  /** Long literals, matched by a loop over their codes (LITERAL_LOOP): each as the source of a constant, by mode. */
  readonly literals: Record<Mode, string[]> = { match: [], diag: [] };

  private charTest(mode: Mode, set: Ranges, inp: string, out: string, piece?: Opcode): string {
    let t: number;
    let back = 0;
    if (piece?.at !== undefined) {
      // The first piece of a split literal names the whole literal; a later one its own character.
      back = piece.at;
      const whole = piece.literal;
      if (whole) this.keepBack = Math.max(this.keepBack, whole.reduce((n, code) => n + units(code), 0) - 1);
      t = this.terminal({ literal: whole ? String.fromCodePoint(...whole) : String.fromCharCode(...(piece.string as number[])), caseless: piece.type === Op.TLS, at: back });
    } else t = this.terminal({ set });
    return `if (${inp} < n && (c = s.charCodeAt(${inp}), ${this.test(set, 'c')})) { ${this.matched(mode, out, `${inp} + 1`)} } else { ${out} = -1; ${this.failed(mode, inp, t, back)} }`;
  }

  /** The pieces of a literal split per character (src/compile/literals.ts) when the opcode is one; else null. */
  private splitLiteral(rule: number, index: number): Opcode[] | null {
    const op = this.rules[rule].opcodes[index];
    if (op.type !== Op.CAT) return null;
    const pieces = (op.children ?? []).map((c) => this.rules[rule].opcodes[c]);
    const whole = pieces[0]?.literal;
    const plain = pieces.every((p, i) => p.at === i && (p.type === Op.TLS || p.type === Op.TBS) && p.type === pieces[0].type && p.string?.length === 1);
    return whole && whole.length === pieces.length && plain ? pieces : null;
  }

  /**
   * A long literal as a call of a loop over its codes: the generated code
   * stays the same size whatever the literal's length (the unrolled tests of
   * a 4,096-character literal made megabytes). The diagnosing loop records
   * what the unrolled tests would: the furthest offset, and the piece that fails.
   */
  private literalLoop(mode: Mode, pieces: Opcode[], inp: string, out: string): string {
    const caseless = pieces[0].type === Op.TLS;
    const codes = pieces.map((p) => (p.string as number[])[0]);
    const table = this.literals[mode];
    const name = `${mode === 'match' ? 'M' : 'D'}${table.length}`;
    if (mode === 'match') table.push(`const ${name} = ${JSON.stringify({ c: codes, i: caseless })};`);
    else {
      this.keepBack = Math.max(this.keepBack, codes.length - 1);
      const terminals = pieces.map((p, i) => this.terminal({ literal: i === 0 ? String.fromCharCode(...codes) : String.fromCharCode(codes[i]), caseless, at: i }));
      table.push(`const ${name} = ${JSON.stringify({ c: codes, i: caseless, t: terminals })};`);
    }
    return `${out} = ${mode === 'match' ? 'literal' : 'dliteral'}(${inp}, ${name});`;
  }

  /** Match mode: a fixed sequence of character sets, as one loop (one set) or one unrolled test. */
  private sequenceTest(sets: Ranges[], inp: string, out: string): string {
    const same = sets.every((x) => key(x) === key(sets[0]));
    if (same && sets.length > 2) {
      const q = this.fresh('q');
      const e = this.fresh('e');
      return [
        `var ${q} = ${inp}, ${e} = ${inp} + ${sets.length};`,
        `if (${e} <= n) while (${q} < ${e} && (c = s.charCodeAt(${q}), ${this.test(sets[0], 'c')})) ${q}++;`,
        `${out} = ${q} === ${e} ? ${e} : -1;`,
      ].join('\n');
    }
    const tests = sets.map((set, i) => `(c = s.charCodeAt(${inp} + ${i}), ${this.test(set, 'c')})`);
    return `${out} = ${inp} + ${sets.length} <= n && ${tests.join(' && ')} ? ${inp} + ${sets.length} : -1;`;
  }

  /**
   * Match mode: exclusive fixed sequences ("runs-3": 1DIGIT "-" 1DIGIT "-" 7DIGIT / ...)
   * as a tree of their common prefixes, each character read once where
   * the alternatives would read it once each. At most one sequence can
   * match at a place (Analysis.sequence, exclusive in regex.ts), so the
   * order of the alternatives does not matter; none is a prefix of
   * another. Sets `out` and breaks `label` on a match; falls through on none.
   */
  private sequenceTree(seqs: Ranges[][], inp: string, at: number, out: string, label: string): string {
    const branches = new Map<string, Ranges[][]>();
    for (const q of seqs) {
      const k = key(q[at]);
      const same = branches.get(k);
      if (same) same.push(q);
      else branches.set(k, [q]);
    }
    const lines: string[] = [];
    for (const group of branches.values()) {
      const [first] = group;
      let body: string;
      if (first.length === at + 1) body = `${out} = ${inp} + ${at + 1}; break ${label};`;
      else if (group.length === 1) body = `${this.sequenceTest(first.slice(at + 1), `${inp} + ${at + 1}`, out)}\nif (${out} >= 0) break ${label};`;
      else body = this.sequenceTree(group, inp, at + 1, out, label);
      const here = at === 0 ? inp : `${inp} + ${at}`;
      lines.push(`if (${here} < n && (c = s.charCodeAt(${here}), ${this.test(first[at], 'c')})) {`, body, '}');
    }
    return lines.join('\n');
  }

  /** The children of a concatenation, each as code that reads from `at` and sets `next`. */
  private pieces(mode: Mode, rule: number, children: readonly number[]): Piece[] {
    return children.map((child): Piece => (at, next) => this.emit(mode, rule, child, at, next));
  }

  /**
   * `out` = where `pieces` match one after the other from `inp`, or -1 (the
   * captures taken back when `caps`). Past OUTLINE pieces, runs of them go to
   * helper functions (outlined): a function's frame holds a variable per
   * piece, and 20,000 of them overflow the stack on its first call.
   */
  private concatenation(mode: Mode, pieces: readonly Piece[], inp: string, out: string, caps: boolean): string {
    const steps = pieces.length > OUTLINE ? groups(pieces).map((g): Piece => (at, next) => this.outlined(mode, at, next, (p, o) => this.concatenation(mode, g, p, o, false))) : pieces;
    const label = this.fresh('L');
    const saved = this.fresh('k');
    const lines = [`${label}: {`];
    if (caps) lines.push(`var ${saved} = kn;`);
    let cur = inp;
    for (const piece of steps) {
      const next = this.fresh('p');
      lines.push(`var ${next};`, piece(cur, next));
      lines.push(`if (${next} < 0) { ${out} = -1; ${caps ? `kn = ${saved};` : ''} break ${label}; }`);
      cur = next;
    }
    lines.push(`${out} = ${cur};`, '}');
    return lines.join('\n');
  }

  /** `out` = where the first of `pieces` to match from `inp` ends, or -1; past OUTLINE pieces, runs of them in helper functions (as concatenation). */
  private alternation(mode: Mode, pieces: readonly Piece[], inp: string, out: string): string {
    const tries = pieces.length > OUTLINE ? groups(pieces).map((g): Piece => (at, next) => this.outlined(mode, at, next, (p, o) => this.alternation(mode, g, p, o))) : pieces;
    const label = this.fresh('L');
    const lines = [`${label}: {`];
    for (const piece of tries) {
      const next = this.fresh('p');
      lines.push(`var ${next};`, piece(inp, next));
      lines.push(`if (${next} >= 0) { ${out} = ${next}; break ${label}; }`);
    }
    lines.push(`${out} = -1;`, '}');
    return lines.join('\n');
  }

  /** Code setting `out` to what a new helper function, whose body `body('p', 'out')` is, returns from `inp`. */
  private outlined(mode: Mode, inp: string, out: string, body: (inp: string, out: string) => string): string {
    const name = this.fresh(mode === 'diag' ? 'dh' : 'fh');
    this.helpers.push(`function ${name}(p) {\nvar c, out, s = text, n = size;\n${body('p', 'out')}\nreturn out;\n}`);
    return `${out} = ${name}(${inp});`;
  }

  emit(mode: Mode, rule: number, index: number, inp: string, out: string): string {
    const op: Opcode = this.rules[rule].opcodes[index];
    const set = this.analysis.charset(rule, index);
    if (set) return this.charTest(mode, set, inp, out, op);
    const sequence = mode === 'match' ? this.analysis.sequence(rule, index) : null;
    if (sequence) return this.sequenceTest(sequence, inp, out);
    const literal = this.splitLiteral(rule, index);
    if (literal && literal.length > LITERAL_LOOP[mode]) return this.literalLoop(mode, literal, inp, out);
    // Only a match records captures: the diagnosis has none to restore.
    const caps = mode === 'match' && this.analysis.captures(rule, index);
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
        return `if (${inp} + ${codes.length} <= n && ${cmp.join(' && ')}) { ${this.matched(mode, out, `${inp} + ${codes.length}`)} } else { ${out} = -1; ${this.failed(mode, inp, t)} }`;
      }
      case Op.CAT: {
        const children = op.children ?? [];
        return this.concatenation(mode, this.pieces(mode, rule, children), inp, out, !!caps);
      }
      case Op.ALT: {
        const children = op.children ?? [];
        // All single-character alternatives first, where that is exact (Analysis.mergedCharset).
        const merged = this.analysis.mergedCharset(rule, index);
        const seqs = mode === 'match' && !merged ? children.map((c) => this.analysis.sequence(rule, c)) : [];
        if (seqs.length && seqs.every((q) => q !== null && q.length > 0) && exclusive(seqs as Ranges[][])) {
          const label = this.fresh('L');
          return [`${label}: {`, this.sequenceTree(seqs as Ranges[][], inp, 0, out, label), `${out} = -1;`, '}'].join('\n');
        }
        const order = merged ? [null, ...children.filter((c) => !this.analysis.charset(rule, c))] : children;
        const pieces = order.map((child): Piece => (at, next) => (child === null ? this.charTest(mode, merged as Ranges, at, next) : this.emit(mode, rule, child, at, next)));
        return this.alternation(mode, pieces, inp, out);
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
            mode === 'diag' ? `if (look === 0 && ${q} > far) far = ${q}; if (rec) fail(${q}, ${t});` : '',
            `${out} = ${min === 0 ? q : `${q} - ${inp} >= ${min} ? ${q} : -1`};`,
          ].join('\n');
        }
        if (childSet && mode === 'match') {
          // A greedy run of one character class, at most max long: scan to the limit.
          const lim = this.fresh('m');
          return [
            `var ${q} = ${inp}, ${lim} = Math.min(n, ${inp} + ${max});`,
            `while (${q} < ${lim} && (c = s.charCodeAt(${q}), ${this.test(childSet, 'c')})) ${q}++;`,
            `${out} = ${min === 0 ? q : `${q} - ${inp} >= ${min} ? ${q} : -1`};`,
          ].join('\n');
        }
        const guarded = mode === 'match' ? this.analysis.guardedCharset(rule, index + 1) : null;
        if (guarded) {
          // "X &Y" repeated (the NID idiom): take X while the next character is a Y.
          const [x, y] = guarded;
          return [
            `var ${q} = ${inp}, ${k} = 0;`,
            `while (${max === Infinity ? '' : `${k} < ${max} && `}${q} + 1 < n && (c = s.charCodeAt(${q}), ${this.test(x, 'c')}) && (c = s.charCodeAt(${q} + 1), ${this.test(y, 'c')})) { ${q}++; ${k}++; }`,
            `${out} = ${min === 0 ? q : `${k} >= ${min} ? ${q} : -1`};`,
          ].join('\n');
        }
        const saved = this.fresh('k');
        const empty = this.fresh('e');
        const next = this.fresh('p');
        // Diagnosis takes runs (no upper bound) of only the characters on which the child's code records nothing,
        // and does what that code would: move the furthest offset, and make the rule that completes last the last rule matched.
        const diagLane = mode === 'diag' && max === Infinity ? this.analysis.diagnosisLane(rule, index + 1, this.recursive) : null;
        const lane = diagLane ? diagLane.set : mode === 'match' ? this.analysis.lane(rule, index + 1) : [];
        const took = !diagLane ? '' : `adv(${q}${diagLane.rule >= 0 ? `, ${diagLane.rule}` : ''});`;
        // With no minimum and no maximum the repetition always matches where it
        // stopped: it needs neither the count nor (outside a diagnosis, which
        // says whether it could have gone on) whether the child matched nothing.
        const counted = min > 0 || max !== Infinity;
        const flagged = min > 0 || mode === 'diag';
        return [
          `var ${q} = ${inp}${counted ? `, ${k} = 0` : ''}${flagged ? `, ${empty} = false` : ''}${caps && min > 0 ? `, ${saved} = kn` : ''};`,
          `while (${q} < n) {`,
          !lane.length
            ? ''
            : max === Infinity
              ? // Take the whole run of lane characters at once.
                `if ((c = s.charCodeAt(${q}), ${this.test(lane, 'c')})) { ${counted ? `var ${saved}z = ${q}; ` : ''}do ${q}++; while (${q} < n && (c = s.charCodeAt(${q}), ${this.test(lane, 'c', true)}));${counted ? ` ${k} += ${q} - ${saved}z;` : ''} ${took} continue; }`
              : `if ((c = s.charCodeAt(${q}), ${this.test(lane, 'c')})) { ${q}++; ${k}++; ${took} if (${k} === ${max}) break; continue; }`,
          `var ${next};`,
          this.emit(mode, rule, index + 1, q, next),
          `if (${next} < 0) break;`,
          // apg-js: a repetition whose child matches the empty string stops there and succeeds.
          `if (${next} === ${q}) { ${flagged ? `${empty} = true; ` : ''}break; }`,
          `${counted ? `${k}++; ` : ''}${q} = ${next};`,
          max === Infinity ? '' : `if (${k} === ${max}) break;`,
          '}',
          mode === 'diag' ? this.expectMore(rule, index + 1, q, k, max, empty) : '',
          min === 0 ? `${out} = ${q};` : `if (${empty} || ${k} >= ${min}) ${out} = ${q}; else { ${out} = -1; ${caps ? `kn = ${saved};` : ''} }`,
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
        return `${out} = ${inp} === begin ? ${inp} : -1;`;
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
    return `if (rec && ${q} >= n && !${empty}${max === Infinity ? '' : ` && ${k} < ${max}`}) fail(${q}, ${t});`;
  }

  ruleFunction(mode: Mode, rule: number): string {
    const part = this.parts.indexOf(rule);
    // The input in locals: V8 reads them faster than the module's variables.
    const lines = [`function ${mode === 'diag' ? 'd' : 'f'}${rule}(p) { // ${this.rules[rule].name}`];
    const deep = this.recursive.has(rule);
    // A recursive rule nests once per call: past MAX_RECURSION, or past the budget of calls, the whole match ends.
    if (deep) lines.push('if (++depth > MAX_RECURSION || ++calls > budget) { deepAt = p; throw depth > MAX_RECURSION ? TOO_DEEP : TOO_COMPLEX; }');
    // A grammar whose alternatives can try the same rules along many paths: past the budget of calls, the whole match ends.
    else if (this.counted) lines.push('if (++calls > budget) { deepAt = p; throw TOO_COMPLEX; }');
    lines.push('var c, out, s = text, n = size;');
    if (mode === 'diag') lines.push(`if (rec) stack[sp++] = ${rule};`);
    lines.push(this.emit(mode, rule, 0, 'p', 'out'));
    if (part >= 0 && mode === 'match') lines.push(`if (out >= 0${this.views.has(part) ? ' && viewing' : ''}) { K[kn++] = ${part}; K[kn++] = p; K[kn++] = out; }`);
    if (deep) lines.push('depth--;');
    lines.push(mode === 'diag' ? `return done(${rule}, out);` : 'return out;', '}');
    // The rule's helper functions go with it: whoever calls the rule calls them.
    lines.push(...this.helpers.splice(0));
    return lines.join('\n');
  }
}

/** A table of the ASCII characters in `set`, as 32 hex digits (bit c of the 128), 64 KiB long for a scanning loop. */
function tableLiteral(set: Ranges, wide: boolean): string {
  let hex = '';
  for (let c = 0; c < 128; c += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b += 1) if (has(set, c + b)) nibble |= 1 << b;
    hex += nibble.toString(16);
  }
  return `table(${wide ? 65536 : 128}, '${hex}')`;
}

/** Indexes of the rules reachable from `start`, in rule order. */
function reachable(rules: ApgRule[], start: number): number[] {
  const seen = new Set<number>([start]);
  const todo = [start];
  while (todo.length) {
    for (const op of rules[todo.pop() as number].opcodes) {
      if (op.type === Op.RNM && !seen.has(op.index as number)) {
        seen.add(op.index as number);
        todo.push(op.index as number);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Of the rule functions `code` (by rule, `name` + index), those that the
 * functions of `roots` call, directly or not: a rule that every caller
 * inlines (a character class such as ALPHA) needs no function of its own.
 */
function called(name: 'f' | 'd', code: ReadonlyMap<number, string>, roots: readonly number[]): Set<number> {
  const calls = new RegExp(`\\b${name}(\\d+)\\(`, 'g');
  const seen = new Set<number>();
  const todo = roots.filter((r) => code.has(r));
  while (todo.length) {
    const r = todo.pop() as number;
    if (seen.has(r)) continue;
    seen.add(r);
    for (const m of (code.get(r) as string).slice((code.get(r) as string).indexOf('\n')).matchAll(calls)) todo.push(Number(m[1]));
  }
  return seen;
}

/** The numbers of the tables (T<n>) that `code` reads. */
const tablesRead = (code: string): Set<number> => new Set([...code.matchAll(/\bT(\d+)\[/g)].map((m) => Number(m[1])));

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

/** The two modules of a grammar's matcher, as CommonJS module bodies. */
export interface MatcherSources {
  /** match, capture, meta, parts: what a verdict needs. */
  matcher: string;
  /** diagnose, rules, terminals, sections, own rules: what a failure's explanation needs (loaded only then). */
  diagnoser: string;
}

/**
 * What a grammar with recursive rules, or with a work bound past
 * BUDGETED_WORK, adds to each module: the depth and call counters, and the
 * call that turns nesting past MAX_RECURSION (or a JavaScript stack that runs
 * out first) into -2, and counted calls past WORK_BUDGET into -3, with the
 * offset where it happened: never a thrown RangeError, never a run that does
 * not end.
 */
const DEPTH_GUARD = `const MAX_RECURSION = ${MAX_RECURSION};
const TOO_DEEP = { limit: -2 };
const TOO_COMPLEX = { limit: -3 };
let depth = 0;
let calls = 0;
let budget = 0;
let deepAt = -1;
function guarded(f, from) {
  depth = 0;
  calls = 0;
  budget = ${WORK_BUDGET.base} + ${WORK_BUDGET.perChar} * (size - from);
  deepAt = -1;
  try {
    return f(from);
  } catch (e) {
    if (e === TOO_COMPLEX) return -3;
    if (e !== TOO_DEEP && !(e instanceof RangeError)) throw e;
    if (deepAt < 0) deepAt = from;
    return -2;
  }
}`;

const TABLE_FUNCTION = `function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}`;

/**
 * The matcher of a grammar, generated with exactly apg-js's semantics, split
 * in two modules so that a bundle needing only verdicts leaves the
 * diagnosing variant out. Deterministic: the same grammar gives the same bytes.
 */
export function generateMatcherSources(grammar: ApgGrammar, meta: GrammarMeta, profiles: readonly LaidOutGrammar[] = [], verdict: string | null = null): MatcherSources {
  const rules = grammar.rules;
  const index = (name: string): number => {
    const r = rules.find((x) => x.name === name);
    if (!r) throw new Error(`no rule named ${name}`);
    return r.index;
  };
  const captured = captureRules(meta);
  const partIndexes = captured.map(index);
  const analysis = new Analysis(rules, new Set(partIndexes));
  const viewParts = new Set(meta.views.map((v) => captured.indexOf(v)));
  const start = index(meta.start);
  // Only the rules the start rule reaches: the core rules a grammar does not use cost nothing.
  const used = reachable(rules, start);
  const usedSet = new Set(used);
  const recursive = new Set([...recursiveRules(rules)].filter((r) => usedSet.has(r)));
  // The most operators a round of a match can run (src/compile/rule-graph.ts): past BUDGETED_WORK every rule call counts.
  const bounds = workBounds(rules);
  const bound = used.reduce((n, r) => Math.max(n, bounds[r]), 0);
  const counted = bound > BUDGETED_WORK;
  const limited = recursive.size > 0 || counted;
  // Only a grammar with a begin-of-string anchor (apg-js's ABG) reads where the match began.
  const anchored = rules.some((r) => usedSet.has(r.index) && r.opcodes.some((op) => op.type === Op.ABG));
  const emitter = new Emitter(rules, partIndexes, analysis, viewParts, recursive, counted);
  // A counted grammar has no expression, as a recursive one has none: its isValid runs the matcher, within its budget.
  const regex = counted ? null : grammarRegex(grammar, meta.start);
  const layout = meta.namespace || counted ? null : profileLayout({ grammar, meta });
  // A namespace without an expression of its own joins none: what keeps it from one (recursion, length, a count) keeps it from a joined one.
  const embeds = meta.namespace && regex !== null ? namespaceEmbeddings(profiles, { grammar, start: meta.start, checks: meta.namespace.checks }) : {};
  // capture() takes the rules whose inner structure a reader asks for: the @parts, @views and checked rules.
  const capturable = partIndexes.filter((r) => usedSet.has(r));
  const fastCode = new Map(used.map((r) => [r, emitter.ruleFunction('match', r)]));
  const diagCode = new Map(used.map((r) => [r, emitter.ruleFunction('diag', r)]));
  // Only the functions some code calls, and the tables they read.
  const fastUsed = called('f', fastCode, [start, ...capturable]);
  const fast = used.filter((r) => fastUsed.has(r)).map((r) => fastCode.get(r) as string);
  const diagUsed = called('d', diagCode, [start]);
  const diag = used.filter((r) => diagUsed.has(r)).map((r) => diagCode.get(r) as string);
  const tables = (code: string[]): string =>
    [...tablesRead(code.join('\n'))]
      .sort((a, b) => a - b)
      .map((i) => `const T${i} = ${tableLiteral(emitter.tables[i], emitter.wide.has(i))};`)
      .join('\n');
  const matcher = `
'use strict';
${TABLE_FUNCTION}
${tables(fast)}
${emitter.literals.match.length ? `${emitter.literals.match.join('\n')}\n${LITERAL_FUNCTIONS.match}` : ''}
const meta = ${JSON.stringify(matcherMeta(meta), null, 2)};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = ${regex === null ? 'null' : `/${regex}/`};
${verdict === null ? '' : `// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.\nconst verdict = new RegExp(${JSON.stringify(verdict)});\n`}// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = ${JSON.stringify(layout)};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = ${JSON.stringify(embeds, null, 2)};
const parts = ${JSON.stringify(captured)};
let text = '';
let viewing = false;
${anchored ? 'let begin = 0;\n' : ''}let size = 0;
let K = [];
let kn = 0;
${fast.join('\n')}
/**
 * Matches \`input\` from \`from\` to \`to\` (the whole input by default) against
 * rule ${meta.start}. On success returns the number of entries written to
 * \`caps\`: triples (part index, start, end), one per matched @parts rule,
 * innermost first, offsets into \`input\`. On failure returns -1.
 */
function match(input, caps, from = 0, to = input.length) {
  text = input;
  ${anchored ? 'begin = from;\n' : ''}  size = to;
  K = caps;
  kn = 0;
  ${limited ? `const end = guarded(f${start}, from);` : `const end = f${start}(from);`}
  text = '';
  return end === to ? kn : ${limited ? 'end < -1 ? end : -1' : '-1'};
}
const byName = { ${capturable.map((r) => `${JSON.stringify(rules[r].name)}: f${r}`).join(', ')} };
/**
 * Matches \`input\` from \`from\` to \`to\` against one rule (a @parts, @views
 * or checked rule), recording the @views rules as well as the @parts: what a
 * reader of a part's inner structure asks for on demand. Returns the number
 * of entries written, or -1.
 */
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
  ${anchored ? 'begin = from;\n' : ''}  size = to;
  K = caps;
  kn = 0;
  viewing = true;
  ${limited ? 'const end = guarded(f, from);' : 'const end = f(from);'}
  viewing = false;
  text = '';
  return end === to ? kn : ${limited ? 'end < -1 ? end : -1' : '-1'};
}
${limited ? `${DEPTH_GUARD}
/** Where the last match that gave -2 (too deep) or -3 (too many calls) stopped. */
function limitOffset() {
  return deepAt;
}
` : ''}
module.exports = { match, capture, ${limited ? 'limitOffset, ' : ''}meta, parts, pattern, ${verdict === null ? '' : 'verdict, '}layout, embeds };
`;
  const diagnoser = `
'use strict';
${TABLE_FUNCTION}
${tables(diag)}
${emitter.literals.diag.length ? `${emitter.literals.diag.join('\n')}\n${LITERAL_FUNCTIONS.diag}` : ''}
const rules = ${JSON.stringify(rules.map((r) => r.name))};
const terminals = ${JSON.stringify(emitter.terminals)};
const sections = ${JSON.stringify(meta.sections, null, 2)};
const ownRules = ${JSON.stringify(meta.ownRules)};
let text = '';
${anchored ? 'let begin = 0;\n' : ''}let size = 0;
let far = 0;
let look = 0;
let nots = 0;
// rec: failures are recorded (diagnose); locate records nothing.
let rec = false;
// The rules being matched, outermost first.
let stack = [];
let sp = 0;
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = ${emitter.keepBack};
// One pass records every failure that may still turn out to be at the
// furthest offset: far only grows, so one more than KEEP before it never is.
// Its cost is bounded: past \`copies\` rule-stack entries copied into failures,
// it stops recording, and a second pass records at the furthest offset alone
// (target), as apg-js's would.
let target = -1;
let failures = [];
let copies = 0;
${limited ? `// A terminal is recorded once per offset: where the rules can be tried along
// many paths, the second pass keeps at most KEEP + 1 times the terminals.
let recorded = new Set();
` : ''}/**
 * A terminal matched up to \`p\` (apg-js's maxMatched counts it outside
 * look-aheads), or a repetition took characters up to \`p\` as \`rule\` would
 * have, each: it is then the last rule matched.
 */
function adv(p, rule = -1) {
  if (look === 0) {
    if (p > far) far = p;
    if (rule >= 0 && rec) {
      lastRule = rule;
      lastEnd = p;
    }
  }
  return p;
}
/** Rule \`rule\` ends with \`out\`: off the stack, and the last rule matched if it matched outside look-aheads. */
function done(rule, out) {
  if (rec) {
    sp--;
    if (out >= 0 && look === 0) {
      lastRule = rule;
      lastEnd = out;
    }
  }
  return out;
}
/** The rule stack as it stands, copied by a loop: for a few entries V8 runs it faster than slice(). */
function copyStack() {
  const copy = new Array(sp);
  for (let i = 0; i < sp; i++) copy[i] = stack[i];
  return copy;
}
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at < far - KEEP || (target >= 0 && (at > target || at < target - KEEP))) return;
  ${limited ? `const key = at * ${Math.max(1, emitter.terminals.length)} + terminal;
  if (recorded.has(key)) return;
  recorded.add(key);` : ''}
  if (target < 0 && (copies -= sp) < 0) {
    rec = false;
    return;
  }
  const origin = at - back;
  // Only the first failure recorded at an offset names the error (its rules):
  // one recorded right after another at the same offset copies no stack.
  const n = failures.length;
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : copyStack(), after: lastEnd === origin ? lastRule : -1 });
}
${diag.join('\n')}
/** One pass: how far \`input\` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  ${anchored ? 'begin = from;\n' : ''}  size = to;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  sp = 0;
  failures = [];
  ${limited ? 'recorded.clear();' : ''}
  copies = 64 * (64 + to - from);
  lastRule = -1;
  lastEnd = -1;
  ${limited ? `const end = guarded(d${start}, from);` : `const end = d${start}(from);`}
  text = '';
  return end;
}
${limited ? DEPTH_GUARD : ''}
/** Where a failed match fails: apg-js's maxMatched, without naming anything (the cheap half of diagnose). */
function locate(input, from = 0, to = input.length) {
  const end = run(input, from, to, false);
  ${limited ? `// A limit: the offset is where the match went past it.
  if (end < -1) return { ok: false, offset: deepAt, matched: -1, endExpected: false, limit: end === -2 ? 'input-too-deep' : 'input-too-complex' };` : ''}
  return { ok: end === to, offset: far, matched: end, endExpected: end >= 0 && end === far && end < to };
}
/**
 * How far \`input\` matches (apg-js's maxMatched, \`offset\`), found in the same
 * pass that records every terminal that failed there, with the stack of rules
 * it was tried in and the rule that had just matched up to that offset
 * (\`after\`, or -1).
 */
function diagnose(input, from = 0, to = input.length) {
  let end = run(input, from, to, true);
  ${limited ? `if (end < -1) return { ok: false, offset: deepAt, matched: -1, endExpected: false, limit: end === -2 ? 'input-too-deep' : 'input-too-complex', failures: [] };` : ''}
  if (!rec) {
    target = far;
    end = run(input, from, to, true);
    target = -1;
  }
  return { ok: end === to, offset: far, matched: end, endExpected: end >= 0 && end === far && end < to, failures };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
`;
  return { matcher: indent(matcher), diagnoser: indent(diagnoser) };
}
