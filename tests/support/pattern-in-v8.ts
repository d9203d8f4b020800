/*
 * A pattern of any urnkit dialect read by its own dialect's rules (docs/patterns.md, "What each dialect
 * takes care of") and written again as an ECMAScript RegExp, so that tests/pattern-dialects.test.ts
 * runs every dialect's pattern in process: the anchors each dialect documents are required and
 * removed, `\xHH` and backslash escapes become the character, a POSIX bracket takes "]" first as a
 * character and no backslash, plain groups capture where the dialect says they do (postgres, in
 * the order of the result's groups) and nothing where they do not (posix, xsd), and a possessive
 * loop (java, pcre) becomes an atomic group by V8's look-ahead idiom, so that a loop made
 * possessive where it must not be rejects what the dialect's engine would reject.
 */
import type { Dialect, PatternResult } from '../../src/entries/patterns';

/** Each dialect's documented anchors: before and after the pattern. */
export const ANCHORS: Readonly<Record<Dialect, readonly [string, string]>> = {
  js: ['^', '$'],
  re2: ['^', '$'],
  java: ['\\A', '\\z'],
  python: ['\\A', '\\Z'],
  pcre: ['\\A', '\\z'],
  postgres: ['\\A', '\\Z'],
  posix: ['^', '$'],
  xsd: ['', ''],
  'json-schema': ['^', '(?![\\s\\S])'],
};

const unit = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;

/** `result.pattern` as a RegExp with the same language (and, with parts, the same named groups). */
export function patternInV8(result: PatternResult): RegExp {
  const { dialect, pattern } = result;
  const [open, close] = ANCHORS[dialect];
  if (!pattern.startsWith(open) || !pattern.endsWith(close)) throw new Error(`${dialect}: not anchored with ${open} ... ${close}`);
  const src = pattern.slice(open.length, pattern.length - close.length);
  const groups = [...(result.groups ?? [])];
  let atomics = 0;
  let i = 0;

  /** One character, escapes read: its code. */
  const char = (): number => {
    if (src[i] !== '\\') return src.charCodeAt(i++);
    if (src[i + 1] === 'x' && dialect !== 'xsd') {
      const hex = src.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Error(`${dialect}: bad \\x at ${i}`);
      i += 4;
      return parseInt(hex, 16);
    }
    if (/[0-9A-Za-z]/.test(src[i + 1] ?? '')) throw new Error(`${dialect}: an escape urnkit does not write, \\${src[i + 1]} at ${i}`);
    i += 2;
    return src.charCodeAt(i - 1);
  };

  const bracket = (): string => {
    i += 1;
    const codes: Array<[number, number]> = [];
    if (src[i] === '^') throw new Error(`${dialect}: a negated class`);
    let firstChar = true;
    while (i < src.length && (src[i] !== ']' || (dialect === 'posix' && firstChar))) {
      const a = dialect === 'posix' ? src.charCodeAt(i++) : char();
      firstChar = false;
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        if (dialect === 'posix' || dialect === 'postgres') throw new Error(`${dialect}: a range in a class`);
        i += 1;
        codes.push([a, char()]);
      } else codes.push([a, a]);
    }
    if (src[i] !== ']') throw new Error(`${dialect}: an unclosed class`);
    i += 1;
    return `[${codes.map(([a, b]) => (a === b ? unit(a) : `${unit(a)}-${unit(b)}`)).join('')}]`;
  };

  const group = (): string => {
    i += 1;
    let head = '(?:';
    const named = /^(\?P?<([a-z]+)>)/.exec(src.slice(i));
    if (src.startsWith('?:', i)) i += 2;
    else if (named) {
      if (dialect === 'python' || dialect === 're2' ? !named[1].startsWith('?P<') : named[1].startsWith('?P<')) throw new Error(`${dialect}: a named group not as the dialect writes it`);
      head = `(?<${named[2]}>`;
      i += named[1].length;
    } else if (src[i] === '?') throw new Error(`${dialect}: a group urnkit does not write at ${i}`);
    else if (dialect === 'postgres' && groups.length) head = `(?<${groups.shift()}>`;
    const body = alternation();
    if (src[i] !== ')') throw new Error(`${dialect}: an unclosed group`);
    i += 1;
    return `${head}${body})`;
  };

  const atom = (): string => {
    if (src[i] === '(') return group();
    if (src[i] === '[') return bracket();
    if ('*+?{'.includes(src[i]) || (src[i] === '|' && dialect === 'xsd')) throw new Error(`${dialect}: ${src[i]} where an atom belongs, at ${i}`);
    return unit(char());
  };

  const quantified = (): string => {
    const a = atom();
    const q = /^(\*|\+|\?|\{\d+(?:,\d*)?\})/.exec(src.slice(i));
    if (!q) return a;
    i += q[1].length;
    if (src[i] === '+' && (dialect === 'java' || dialect === 'pcre')) {
      i += 1;
      atomics += 1;
      return `(?=(?<atomic${atomics}>${a}${q[1]}))\\k<atomic${atomics}>`;
    }
    return a + q[1];
  };

  const sequence = (): string => {
    let out = '';
    while (i < src.length && src[i] !== '|' && src[i] !== ')') out += quantified();
    return out;
  };

  function alternation(): string {
    const branches = [sequence()];
    while (src[i] === '|') {
      i += 1;
      branches.push(sequence());
    }
    return branches.join('|');
  }

  const body = alternation();
  if (i !== src.length) throw new Error(`${dialect}: unread ${src.slice(i, i + 20)}`);
  return new RegExp(`^(?:${body})$`);
}
