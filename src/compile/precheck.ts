/*
 * Checks a grammar text before apg-js compiles it as a whole, in time linear
 * in its size (src/compile/abnf.ts runs the chunked syntax check on large texts). apg-js places each error by searching every line of the text,
 * so a large text with many errors costs (errors x lines): 1 MB of printable
 * junk took 9 s, 40,000 undefined rules 43 s. Here apg-js checks the syntax one
 * chunk of lines at a time (a chunk holds whole rules), and undefined and
 * duplicate rule names are found from the rule definitions and references;
 * only a text that passes both goes to apg-js whole.
 */
import { apg } from './apg-runtime';

/** Lines per chunk; a chunk ends at a line that starts a rule, a comment or a blank line. */
const CHUNK_LINES = 200;
/** A chunk longer than this is split anyway (a single rule of thousands of continuation lines). */
const MAX_CHUNK_LINES = 2000;

export interface Prechecked {
  /** The problems found, "line: message" with 0-based lines of the whole text. */
  problems: { line: number; msg: string }[];
  /** How many problems there are in all (problems holds at most `limit`). */
  total: number;
}

/** Line starts of `text` (after \r\n, \r or \n); none for the empty line after a final line end. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 1;
    if (c === 13 || c === 10) starts.push(i + 1);
  }
  if (starts[starts.length - 1] === text.length) starts.pop();
  return starts;
}

/** apg-js syntax errors, chunk by chunk. */
function syntaxErrors(text: string, starts: number[], limit: number): Prechecked {
  const problems: Prechecked['problems'] = [];
  let total = 0;
  for (let first = 0; first < starts.length; ) {
    let last = Math.min(starts.length, first + CHUNK_LINES);
    // Extend to a line that starts a new rule: a continuation line begins with white space.
    while (last < starts.length && last - first < MAX_CHUNK_LINES && /[ \t]/.test(text[starts[last]])) last += 1;
    const chunk = text.slice(starts[first], last < starts.length ? starts[last] : text.length);
    const api = new apg.apgApi(chunk);
    api.scan();
    if (!api.errors.length) api.parse();
    for (const e of api.errors) {
      total += 1;
      if (problems.length < limit) problems.push({ line: first + Math.max(0, e.line), msg: e.msg });
    }
    first = last;
  }
  return { problems, total };
}

const NAME = /[A-Za-z][A-Za-z0-9-]*/y;

/**
 * The rule names a syntactically valid SABNF line defines and refers to:
 * skipping comments, quoted strings (%s"", %i"" too), prose <...> and
 * numeric values (%x41-5A), and UDT names (u_..., e_...).
 */
function namesIn(line: string): { defined?: string; refs: string[] } {
  const refs: string[] = [];
  let defined: string | undefined;
  let i = 0;
  NAME.lastIndex = 0;
  if (NAME.test(line)) {
    const name = line.slice(0, NAME.lastIndex);
    const rest = line.slice(NAME.lastIndex).trimStart();
    if (rest.startsWith('=')) {
      defined = name.toLowerCase();
      i = line.indexOf('=') + 1;
    }
  }
  while (i < line.length) {
    const c = line[i];
    if (c === ';') break;
    if (c === '"') {
      const end = line.indexOf('"', i + 1);
      i = end < 0 ? line.length : end + 1;
    } else if (c === '<') {
      const end = line.indexOf('>', i + 1);
      i = end < 0 ? line.length : end + 1;
    } else if (c === '%') {
      i += 2;
      while (i < line.length && /[0-9A-Fa-f.-]/.test(line[i])) i += 1;
    } else if (/[A-Za-z]/.test(c)) {
      NAME.lastIndex = i;
      NAME.test(line);
      const name = line.slice(i, NAME.lastIndex);
      i = NAME.lastIndex;
      if (line[i] === '_') {
        // A UDT (u_name, e_name): apg-js's own, never a rule.
        while (i < line.length && /[A-Za-z0-9_-]/.test(line[i])) i += 1;
      } else refs.push(name.toLowerCase());
    } else i += 1;
  }
  return { defined, refs };
}

/** Undefined and duplicate rule names (a rule defined with "=" twice; "=/" adds alternatives). */
function nameErrors(text: string, starts: number[], limit: number): Prechecked {
  const defined = new Map<string, number>();
  const problems: Prechecked['problems'] = [];
  let total = 0;
  const add = (line: number, msg: string): void => {
    total += 1;
    if (problems.length < limit) problems.push({ line, msg });
  };
  const uses: [string, number][] = [];
  starts.forEach((start, line) => {
    const end = line + 1 < starts.length ? starts[line + 1] : text.length;
    const { defined: name, refs } = namesIn(text.slice(start, end).replace(/[\r\n]+$/, ''));
    const incremental = name !== undefined && /^[A-Za-z][A-Za-z0-9-]*\s*=\//.test(text.slice(start, end));
    if (name !== undefined && !incremental) {
      if (defined.has(name)) add(line, `rule "${name}" is already defined (line ${(defined.get(name) as number) + 1}); use "=/" to add alternatives`);
      else defined.set(name, line);
    }
    for (const r of refs) uses.push([r, line]);
  });
  const reported = new Set<string>();
  for (const [name, line] of uses) {
    if (defined.has(name) || reported.has(name)) continue;
    reported.add(name);
    add(line, `rule "${name}" is used but not defined`);
  }
  problems.sort((a, b) => a.line - b.line);
  return { problems, total };
}

/** apg-js's syntax errors of `text` (the concatenated grammar files), a chunk of lines at a time; at most `limit` listed. */
export function syntaxPrecheck(text: string, limit: number): Prechecked {
  return syntaxErrors(text, lineStarts(text), limit);
}

/** Undefined and duplicate rules of a syntactically valid `text`; at most `limit` listed. */
export function namePrecheck(text: string, limit: number): Prechecked {
  return nameErrors(text, lineStarts(text), limit);
}

/**
 * `text` with its comments removed (from ";" to the end of the line, outside
 * quoted strings and prose), every line where it was: the same grammar, which
 * apg-js reads in a fraction of the time (the grammars are mostly comments).
 */
export function withoutComments(text: string): string {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '"' || c === '<') {
      // A quoted string or prose ends on its line: an unclosed one is apg-js's error, kept as written.
      let j = i + 1;
      while (j < text.length && text[j] !== (c === '"' ? '"' : '>') && text[j] !== '\n' && text[j] !== '\r') j += 1;
      i = j + 1;
    } else if (c === ';') {
      out.push(text.slice(from, i));
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
      from = i;
    } else i += 1;
  }
  out.push(text.slice(from));
  return out.join('');
}
