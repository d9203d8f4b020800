/*
 * Finds the ABNF (RFC 5234, with RFC 7405's %s and %i) in a template's lines:
 * the rule definitions, their continuation lines and comments, wherever they
 * are indented, and gives them back as a grammar text whose every line maps to
 * a line of the template. A line counts as ABNF only if it reads as ABNF
 * throughout; a rule whose right side is plain words ("M = N times N") counts
 * only where it is tied to rules that are plainly ABNF. Linear in the text.
 */
import type { TextLine } from './template';

/** A reference to a rule, or a prose value, on a line: its 0-based column in the line's text. */
interface Mark {
  name: string;
  column: number;
}

/** What one line of ABNF holds. */
interface LineRead {
  refs: Mark[];
  prose: Mark[];
  /** Whether it holds ABNF that plain words cannot be mistaken for: a literal, a range, "/", a repetition, a group, prose. */
  specific: boolean;
  /** The comment after ";", if any. */
  comment: string;
  /** Where the comment starts (the text before it is the ABNF). */
  commentAt: number;
}

const NAME_START = (c: string): boolean => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
const NAME_CHAR = (c: string): boolean => NAME_START(c) || (c >= '0' && c <= '9') || c === '-';
const DIGIT = (c: string): boolean => c >= '0' && c <= '9';
const HEX = /[0-9A-Fa-f]/;

/** Reads `text` from `from` as the elements of ABNF (and the look-aheads "!", "&" of grammar files); undefined if anything on it is not. */
function readElements(text: string, from: number): LineRead | undefined {
  const r: LineRead = { refs: [], prose: [], specific: false, comment: '', commentAt: text.length };
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t') i += 1;
    else if (c === ';') {
      r.comment = text.slice(i + 1).trim();
      r.commentAt = i;
      break;
    } else if (c === '"' || ((c === '%' && (text[i + 1] === 's' || text[i + 1] === 'i' || text[i + 1] === 'S' || text[i + 1] === 'I')) && text[i + 2] === '"')) {
      const open = c === '"' ? i : i + 2;
      const close = text.indexOf('"', open + 1);
      if (close < 0) return undefined;
      r.specific = true;
      i = close + 1;
    } else if (c === '%') {
      const radix = (text[i + 1] ?? '').toLowerCase();
      const digits = radix === 'x' ? HEX : radix === 'd' ? /[0-9]/ : radix === 'b' ? /[01]/ : undefined;
      if (!digits || !digits.test(text[i + 2] ?? '')) return undefined;
      i += 2;
      while (i < text.length && (digits.test(text[i]) || ((text[i] === '.' || text[i] === '-') && digits.test(text[i + 1] ?? '')))) i += 1;
      r.specific = true;
    } else if (c === '<') {
      const close = text.indexOf('>', i + 1);
      if (close < 0) return undefined;
      r.prose.push({ name: text.slice(i, close + 1), column: i });
      r.specific = true;
      i = close + 1;
    } else if (c === '/' || c === '(' || c === ')' || c === '[' || c === ']' || c === '!' || c === '&') {
      r.specific = true;
      i += 1;
    } else if (DIGIT(c) || c === '*') {
      while (i < text.length && DIGIT(text[i])) i += 1;
      if (text[i] === '*') {
        i += 1;
        while (i < text.length && DIGIT(text[i])) i += 1;
      }
      // A repetition prefixes an element: a count alone ("2 of them") is prose.
      if (i >= text.length || text[i] === ' ' || text[i] === '\t') return undefined;
      r.specific = true;
    } else if (NAME_START(c)) {
      const start = i;
      while (i < text.length && NAME_CHAR(text[i])) i += 1;
      r.refs.push({ name: text.slice(start, i), column: start });
    } else return undefined;
  }
  return r;
}

/** A rule definition as found: its name, where, and the kept lines it spans. */
export interface FoundRule {
  name: string;
  /** Index of its first kept line, and the count of its lines (continuations included). */
  first: number;
  count: number;
  /** Indentation removed from each of its lines (the rule's own). */
  indent: number;
  incremental: boolean;
  refs: Array<Mark & { line: number }>;
  prose: Array<Mark & { line: number }>;
  /** Its comments, and those on the comment lines just before it. */
  comment: string;
  specific: boolean;
}

/** The rules found in kept lines [from, to); `standard`: whether a name is one urnkit supplies. */
export function findRules(lines: readonly TextLine[], from: number, to: number, standard: (name: string) => boolean): FoundRule[] {
  const found: FoundRule[] = [];
  let pendingComment = '';
  for (let i = from; i < to; ) {
    const text = lines[i].text;
    let indent = 0;
    while (indent < text.length && (text[indent] === ' ' || text[indent] === '\t')) indent += 1;
    if (text[indent] === ';') {
      pendingComment += ` ${text.slice(indent + 1).trim()}`;
      i += 1;
      continue;
    }
    const head = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*(=\/?)/.exec(text.slice(indent, indent + 256));
    const body = head ? readElements(text, indent + head[0].length) : undefined;
    if (!head || !body) {
      pendingComment = '';
      i += 1;
      continue;
    }
    const rule: FoundRule = {
      name: head[1],
      first: i,
      count: 1,
      indent,
      incremental: head[2] === '=/',
      refs: body.refs.map((m) => ({ ...m, line: i })),
      prose: body.prose.map((m) => ({ ...m, line: i })),
      comment: `${pendingComment} ${body.comment}`.trim(),
      specific: body.specific,
    };
    pendingComment = '';
    // Continuation lines: indented deeper than the rule, ABNF throughout.
    let j = i + 1;
    for (; j < to; j += 1) {
      const t = lines[j].text;
      let k = 0;
      while (k < t.length && (t[k] === ' ' || t[k] === '\t')) k += 1;
      if (k >= t.length || k <= indent) break;
      const more = readElements(t, k);
      if (!more) break;
      rule.refs.push(...more.refs.map((m) => ({ ...m, line: j })));
      rule.prose.push(...more.prose.map((m) => ({ ...m, line: j })));
      if (more.comment) rule.comment += ` ${more.comment}`;
      rule.specific ||= more.specific;
    }
    rule.count = j - i;
    // An empty right side ("x =" and nothing after) is no rule.
    if (rule.specific || rule.refs.length) found.push(rule);
    i = j;
  }
  return accepted(found, standard);
}

/**
 * The rules that are ABNF: those with ABNF-only elements, and, to a fixed
 * point, those of plain names that an accepted rule refers to, or that refer
 * only to rules found here (or standard ones) and to one accepted rule at least.
 */
function accepted(found: FoundRule[], standard: (name: string) => boolean): FoundRule[] {
  const byName = new Map<string, FoundRule[]>();
  for (const r of found) byName.set(r.name.toLowerCase(), [...(byName.get(r.name.toLowerCase()) ?? []), r]);
  const ok = new Set<FoundRule>(found.filter((r) => r.specific));
  for (let changed = true; changed; ) {
    changed = false;
    for (const r of found) {
      if (ok.has(r)) continue;
      const referenced = [...ok].some((a) => a.refs.some((m) => m.name.toLowerCase() === r.name.toLowerCase()));
      const tied = r.refs.every((m) => byName.has(m.name.toLowerCase()) || standard(m.name)) && r.refs.some((m) => (byName.get(m.name.toLowerCase()) ?? []).some((d) => ok.has(d)));
      if (referenced || tied) {
        ok.add(r);
        changed = true;
      }
    }
  }
  return found.filter((r) => ok.has(r));
}

/** A line without its comment (";" outside quoted strings and prose values). */
export function withoutComment(text: string): string {
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === '<') {
      const close = text.indexOf(c === '"' ? '"' : '>', i + 1);
      if (close < 0) return text;
      i = close;
    } else if (c === ';') return text.slice(0, i);
  }
  return text;
}

/** The rules as a grammar text: each line as in the template less the rule's indentation, comments left out (they may hold any character). */
export interface GrammarText {
  text: string;
  /** For each line of `text` (0-based), the kept line it comes from. */
  origin: number[];
}

/** The name a prose value is read as: a rule urnkit supplies (./supplied.ts). */
export const PROSE_RULE = 'urnkit-prose-value';

export function grammarText(lines: readonly TextLine[], rules: readonly FoundRule[]): GrammarText {
  const out: string[] = [];
  const origin: number[] = [];
  for (const r of rules) {
    for (let i = r.first; i < r.first + r.count; i += 1) {
      const t = lines[i].text;
      const from = i === r.first ? (/^[ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*=\/?/.exec(t) as RegExpExecArray)[0].length : 0;
      let line = t.slice(r.indent, (readElements(t, from) as LineRead).commentAt);
      // A comment line inside a rule: left out (a blank line would end the rule).
      if (i > r.first && line.trim() === '') continue;
      if (i > r.first && !/^[ \t]/.test(line)) line = ` ${line}`;
      for (const p of r.prose.filter((m) => m.line === i)) line = line.replace(p.name, ` ${PROSE_RULE} `);
      out.push(line.trimEnd());
      origin.push(i);
    }
  }
  return { text: `${out.join('\n')}\n`, origin };
}
