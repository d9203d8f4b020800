/*
 * What urnkit compiles: the limits on a grammar file (docs/namespaces.md,
 * "Limits"). A grammar file is user input (compileNamespace, `urnkit grammar
 * compile`, diffGrammars, `urnkit diff --grammar`): within these limits
 * compiling costs time and memory linear in its size (npm run bench:hostile);
 * beyond them it is a GrammarError naming the file and line, never a crash.
 * The limits are far above any grammar a URN namespace needs (the largest
 * shipped one, epc, has 13 KB, 140 rules, brackets 4 deep and literals of at
 * most 25 characters; the largest work bound is li's, 7,021).
 *
 * This module checks what can be seen in the text, in one pass, before apg-js
 * reads it (apg-js's own parser recurses once per bracket and overflows the
 * stack a few hundred brackets deep); depth and work are checked on the rule
 * graph (./rule-graph.ts).
 */

export const GRAMMAR_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Characters in one grammar file (256 Ki; a literal, which a bundler can drop when unused, as it cannot a product). */
  bytes: 262_144,
  /** Rule definitions in one grammar file ("=/" adds to a rule, it does not count). */
  rules: 20_000,
  /** Brackets, "(" and "[", open at once in one rule. */
  nesting: 64,
  /** Characters in one quoted string or %x.. concatenation. */
  literalLength: 4096,
  /**
   * The depth of a grammar: operators nested in a rule, summed along the
   * deepest chain of rule references (a recursive group counts each of its
   * rules once). What the compiler's passes recurse through.
   */
  depth: 1000,
  /**
   * The work bound of a rule: how many operators one round of a match can
   * run through it (src/compile/rule-graph.ts, workBounds). A rule that
   * refers to another twice in an alternation doubles it; a grammar in which
   * each rule is referred to once runs each of its operators once a round, at
   * most about one per character of its text (258,000 in 256 KiB).
   */
  work: 1_000_000,
});

/**
 * How deeply a match may nest calls of recursive rules ("nss = "(" nss ")" /
 * "x""): one level more is the error input-too-deep, in both engines, never a
 * stack overflow (the JavaScript stack holds a few thousand levels of the
 * simplest grammar; an engine whose stack runs out first says input-too-deep too).
 */
export const MAX_RECURSION = 1000;

/**
 * How many counted rule calls one match may make: a base and so many per
 * input character. A grammar that recurses counts the calls of its recursive
 * rules; one whose work bound passes BUDGETED_WORK counts every rule call.
 * Their alternatives can re-read the same text along many paths, in time
 * exponential in the input's length or in the number of rules, and past the
 * budget they get the error input-too-complex instead (apg-js has its own
 * budget, of operators tried: src/engine/reference.ts).
 */
export const WORK_BUDGET = /* @__PURE__ */ Object.freeze({ base: 10_000, perChar: 100 });

/**
 * The work bound (GRAMMAR_LIMITS.work) past which a grammar's matcher counts
 * every rule call against WORK_BUDGET, and the grammar has no expression (its
 * isValid runs the matcher, and says false where tryParse says
 * input-too-complex): the budget's base, so that a round of a grammar without
 * a count never runs more operators than a counted match may make calls. The
 * largest shipped grammar's bound is 7,021 (li): no shipped matcher counts.
 */
export const BUDGETED_WORK = WORK_BUDGET.base;

/**
 * The documented bound on compiling a grammar within the limits: a fixed part
 * and a part per character, each several times what npm run bench:hostile
 * measures on the costliest shapes (docs/hostile-benchmarks.md), so that a
 * loaded machine stays under it. The grammar fuzzer (scripts/fuzz.ts) holds
 * every compile to it. The fixed part was 250 ms until the work bound came: a
 * small diamond chain just under GRAMMAR_LIMITS.work takes 180-250 ms of CPU
 * (its work bound, the counted matcher), and the CI fuzz run's slowest compile
 * reached 99% of 250 ms.
 */
export const COMPILE_BOUND = /* @__PURE__ */ Object.freeze({ baseMs: 500, msPerKiB: 200 });

/**
 * The work one comparison of two grammars' languages may do (the shortest
 * string one accepts and the other rejects: src/compile/subsets.ts counts a
 * unit per state, move or character class it looks at, and per subset member
 * it stores). Their subsets can double with each position of a rule such as
 * `*c "a" 10c`; past this budget, about half a second of CPU and 100 MB, the
 * comparison is not decided (a registration check's nss-relation-unknown),
 * never a hang. Comparing two shipped revisions' grammars takes at most 80,000.
 */
export const LANGUAGE_WORK = 10_000_000;

/** COMPILE_BOUND for a grammar text of `chars` characters, in milliseconds. */
export const compileBoundMs = (chars: number): number => COMPILE_BOUND.baseMs + (chars / 1024) * COMPILE_BOUND.msPerKiB;

/** The largest Unicode code point: a terminal value above it matches no character. */
export const MAX_CODE_POINT = 0x10ffff;

export interface TextProblem {
  /** 0-based line of the text. */
  line: number;
  msg: string;
}

const RADIX: Record<string, number> = { x: 16, d: 10, b: 2 };
const DIGITS: Record<number, RegExp> = { 16: /[0-9A-Fa-f]/, 10: /[0-9]/, 2: /[01]/ };

/** `%x..` at `i`: its values (capped above MAX_CODE_POINT) and where it ends. */
function numeric(text: string, i: number): { values: number[]; end: number } {
  const radix = RADIX[text[i + 1].toLowerCase()];
  const values: number[] = [];
  let j = i + 2;
  for (;;) {
    let value = 0;
    const from = j;
    while (j < text.length && DIGITS[radix].test(text[j])) {
      // Capped: the digits of a huge value cost nothing more than its first ones.
      value = Math.min(value * radix + parseInt(text[j], radix), MAX_CODE_POINT + 1);
      j += 1;
    }
    if (j > from) values.push(value);
    if ((text[j] === '.' || text[j] === '-') && j + 1 < text.length && DIGITS[radix].test(text[j + 1])) j += 1;
    else return { values, end: j };
  }
}

const RULE_START = /[A-Za-z][A-Za-z0-9-]*[ \t]*=(\/?)/y;

/** Shows a numeric value as written, shortened if long. */
const shown = (s: string): string => (s.length > 24 ? `${s.slice(0, 24)}...` : s);

/**
 * The limits a grammar text breaks, in one pass: its size, the number of
 * rules, brackets nested too deep, literals too long and terminal values
 * above U+10FFFF. At most `limit` problems are listed; `total` counts all.
 */
export function textLimits(text: string, limit: number): { problems: TextProblem[]; total: number } {
  const problems: TextProblem[] = [];
  let total = 0;
  const add = (line: number, msg: string): void => {
    total += 1;
    if (problems.length < limit) problems.push({ line, msg });
  };
  const L = GRAMMAR_LIMITS;
  if (text.length > L.bytes) {
    add(0, `the grammar has ${text.length} characters; urnkit compiles grammars of at most ${L.bytes} (GRAMMAR_LIMITS.bytes)`);
    return { problems, total };
  }
  let line = 0;
  let rules = 0;
  let depth = 0;
  /** Whether the current rule has been reported for nesting (once per rule). */
  let deepReported = false;
  let lineStart = true;
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      i += 1;
      line += 1;
      lineStart = true;
      continue;
    }
    if (lineStart) {
      lineStart = false;
      // A rule starts at a name in the first column; a continuation line starts with white space.
      RULE_START.lastIndex = i;
      const m = RULE_START.exec(text);
      if (m || /[A-Za-z]/.test(c)) {
        depth = 0;
        deepReported = false;
      }
      if (m && m[1] === '') {
        rules += 1;
        if (rules === L.rules + 1) add(line, `more than ${L.rules} rules; urnkit compiles grammars of at most ${L.rules} rules (GRAMMAR_LIMITS.rules)`);
      }
    }
    if (c === ';') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (c === '"' || c === '<') {
      // To the closing quote on the same line: an unclosed string is apg-js's syntax error to report.
      const close = c === '"' ? '"' : '>';
      let j = i + 1;
      while (j < text.length && text[j] !== close && text[j] !== '\n' && text[j] !== '\r') j += 1;
      const closed = text[j] === close;
      if (c === '"' && closed && j - i - 1 > L.literalLength) add(line, `a quoted string of ${j - i - 1} characters; literals have at most ${L.literalLength} (GRAMMAR_LIMITS.literalLength)`);
      i = closed ? j + 1 : j;
    } else if (c === '%' && /[xXdDbB]/.test(text[i + 1] ?? '')) {
      const { values, end } = numeric(text, i);
      const written = text.slice(i, end);
      const over = values.find((v) => v > MAX_CODE_POINT);
      if (over !== undefined) add(line, `${shown(written)}: a terminal value above %x10FFFF (U+10FFFF, the largest code point) matches no character`);
      if (values.length > L.literalLength) add(line, `a %${text[i + 1]} concatenation of ${values.length} values; literals have at most ${L.literalLength} (GRAMMAR_LIMITS.literalLength)`);
      i = Math.max(end, i + 2);
    } else {
      if (c === '(' || c === '[') {
        depth += 1;
        if (depth > L.nesting && !deepReported) {
          deepReported = true;
          add(line, `brackets nested ${depth} deep; urnkit compiles at most ${L.nesting} (GRAMMAR_LIMITS.nesting): name the inner groups as rules`);
        }
      } else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
      i += 1;
    }
  }
  return { problems, total };
}
