/*
 * The ABNF compiler in process (src/compile): pragmas, the limits read from the text alone, the
 * rule-graph checks (look-aheads match the empty string, left recursion through an optional
 * prefix, operators the matchers do not run) and the generated matcher on literals RFC 5234 allows.
 * Expected values come from RFC 5234 (with RFC 7405), apg-js's documented semantics and the pragma
 * table of docs/namespaces.md, never from the compiler's output.
 */
import { compileGrammarText, GrammarError } from '../src/compile/abnf';
import { Analysis } from '../src/compile/analysis';
import { ApgRule, Op } from '../src/compile/apg';
import { generateMatcherSources } from '../src/compile/codegen';
import { textLimits } from '../src/compile/limits';
import { generatedHeader } from '../src/compile/modules';
import { lineStarts } from '../src/compile/precheck';
import { exclusive, grammarRegex, grammarRegexSlots, tableClass } from '../src/compile/regex';
import { nullable, ruleProblems, workBounds, workProblem } from '../src/compile/rule-graph';
import { has, Ranges } from '../src/compile/charset';
import { BUDGETED_WORK, GRAMMAR_LIMITS, MAX_RECURSION } from '../src/compile/limits';
import { instantiateMatcher } from '../src/engine/compiled';
import type * as Abnf from '../src/compile/abnf';
import type * as Codegen from '../src/compile/codegen';
import type * as Regex from '../src/compile/regex';
import { freshly } from './support/fresh';

const grammarOf = (abnf: string, pragmas = '; @profile t\n; @start r0'): ReturnType<typeof compileGrammarText> =>
  compileGrammarText([{ name: 't.abnf', text: `${pragmas}\n${abnf}\n` }]);

/** The GrammarError compiling `abnf` throws (undefined if it compiles). */
function refusal(abnf: string): GrammarError | undefined {
  try {
    grammarOf(abnf);
    return undefined;
  } catch (e) {
    if (e instanceof GrammarError) return e;
    throw e;
  }
}

describe('pragmas (docs/namespaces.md, "Pragmas")', () => {
  test('@alias names another NID served by a namespace grammar', () => {
    // The compiler loaded inside the test (tests/support/fresh.ts): its table of pragmas is built while it loads.
    const fresh = freshly(() => require('../src/compile/abnf') as typeof Abnf);
    const { meta } = fresh.compileGrammarText([{ name: 't.abnf', text: '; @namespace demo\n; @source a test\n; @alias Demo-Two\n; @start nss\nnss = 1*"a"\n' }]);
    expect(meta.namespace?.nid).toBe('demo');
    // NIDs are case-insensitive (RFC 8141 s.3): kept in lower case.
    expect(meta.namespace?.aliases).toEqual(['demo-two']);
  });
});

describe('limits read from the text (textLimits)', () => {
  test('a concatenated value past U+10FFFF is found after the dot: %x41.110000', () => {
    // RFC 5234 s.2.3: %x41.110000 is two characters; the second is no Unicode code point.
    const { problems, total } = textLimits('r0 = %x41.110000\n', 10);
    expect(total).toBe(1);
    expect(problems[0].msg).toMatch(/110000/);
  });
});

describe('the rule graph', () => {
  test('a look-ahead matches the empty string; a literal of one character does not (nullable)', () => {
    const { grammar } = grammarOf('r0 = &"a" "a"');
    const rule = grammar.rules.find((r) => r.name === 'r0') as ApgRule;
    const empty = nullable(grammar.rules)[grammar.rules.indexOf(rule)];
    const byType = (type: number): boolean[] => rule.opcodes.flatMap((op, i) => (op.type === type ? [empty[i]] : []));
    expect(byType(Op.AND)).toEqual([true]);
    expect(byType(Op.CAT)).toEqual([false]);
    // Every opcode has an answer, true or false.
    expect(empty.every((v) => typeof v === 'boolean')).toBe(true);
  });

  test('a concatenation of no elements matches the empty string, as a concatenation of elements that all do (nullable)', () => {
    // A rule list a caller builds by hand (the type allows it): the empty concatenation is the empty string.
    const rules: ApgRule[] = [{ name: 'r0', lower: 'r0', index: 0, opcodes: [{ type: Op.CAT, children: [] }] }];
    expect(nullable(rules)).toEqual([[true]]);
  });

  test('a literal opcode without its codes is the empty string, case-sensitive (%s, RFC 7405) or not: it can start with nothing and match nothing (Analysis.first)', () => {
    // A rule list a caller builds by hand (the type leaves `string` optional): hostile input reads as "" and never throws.
    for (const type of [Op.TLS, Op.TBS]) {
      const analysis = new Analysis([{ name: 'r0', lower: 'r0', index: 0, opcodes: [{ type }] }], new Set());
      expect([type, analysis.first(0, 0)]).toEqual([type, { set: [], nullable: true }]);
    }
  });

  test('left recursion behind an optional prefix is refused: r0 = ["a"] r0 "b" / "c"', () => {
    // ["a"] can match nothing, so r0 calls itself before reading a character: apg-js would recurse forever.
    const e = refusal('r0 = ["a"] r0 "b" / "c"');
    expect(e?.diagnostics.join('\n')).toMatch(/"r0" is left-recursive/);
  });

  test('a back reference, which the matchers do not run, is refused naming its rule', () => {
    const e = refusal('r0 = r1 \\r1\nr1 = "a"');
    expect(e).toBeDefined();
    expect(e?.diagnostics.join('\n')).toMatch(/"r0".*back reference/);
  });
});

describe('the generated matcher', () => {
  test('an empty literal "" matches the empty string (RFC 5234 s.2.3): "a" "" "b" is "ab"', () => {
    const compiled = grammarOf('r0 = "a" "" "b"');
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    expect(['ab', 'AB', 'a', 'b', 'a b', ''].filter((s) => matcher.match(s, []) >= 0)).toEqual(['ab', 'AB']);
  });

  test('an empty case-sensitive literal %s"" matches the empty string (RFC 7405): %s"a" %s"" %s"b" is "ab" only', () => {
    const compiled = grammarOf('r0 = %s"a" %s"" %s"b"');
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    expect(['ab', 'AB', 'Ab', 'a', 'b', ''].filter((s) => matcher.match(s, []) >= 0)).toEqual(['ab']);
  });
});

describe("the generated diagnoser on repetitions with no minimum (apg-js: as many iterations as match)", () => {
  test.each([
    ['r0 = 0*2(%x61-62) "c"', 'ab', 2],
    ['r0 = *["a"] "c"', 'aaa', 3],
    ['r0 = *("ab" / "a") "c"', 'abab', 4],
  ])('%s on %j stops matching at offset %i, where "c" is missing', (abnf, input, offset) => {
    const compiled = grammarOf(abnf);
    const { diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    const d = diagnoser.diagnose(input);
    expect([d.ok, d.offset]).toEqual([false, offset]);
  });
});

describe('what a diagnosis says was expected', () => {
  test('the whole case-sensitive literal that fails (as a profile\'s error names "urn", docs/cli.md)', () => {
    const compiled = grammarOf('r0 = %s"a" %s"bc"');
    const { diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    const d = diagnoser.diagnose('ax');
    expect([d.ok, d.offset]).toEqual([false, 1]);
    expect(d.failures.map((f) => diagnoser.terminals[f.terminal])).toEqual([expect.objectContaining({ literal: 'bc', caseless: false })]);
  });

  test('a literal too long to unroll (over 32 characters) is diagnosed at the character that differs, case-insensitive as RFC 5234 s.2.3 quotes are', () => {
    // The generator loaded inside the test (tests/support/fresh.ts): its helper functions' sources are built while it loads.
    const { generateMatcherSources: generate } = freshly(() => require('../src/compile/codegen') as typeof Codegen);
    const word = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const compiled = grammarOf(`r0 = "${word}"`);
    const { diagnoser } = instantiateMatcher(generate(compiled.grammar, compiled.meta));
    expect(diagnoser.diagnose(word.toUpperCase()).ok).toBe(true);
    const d = diagnoser.diagnose(`${word.slice(0, 20)}!${word.slice(21)}`);
    // docs/library.md: the offset is the farthest character the grammar reached, the "!" inside the literal.
    expect([d.ok, d.offset]).toEqual([false, 20]);
    // What would have been accepted there: the literal's character at that offset, in either case.
    expect(d.failures.map((f) => diagnoser.terminals[f.terminal])).toEqual([expect.objectContaining({ literal: 'u', caseless: true })]);
  });
});

describe('long literals in the generated code (codegen: literalLoop)', () => {
  test('a case-sensitive literal of 2,000 characters is a loop as a case-insensitive one is: the same code but for a flag, not unrolled tests', () => {
    const word = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0x61 + (i % 26))).join('');
    const size = (quoted: string): number => {
      const compiled = grammarOf(`r0 = ${quoted}`);
      return Object.values(generateMatcherSources(compiled.grammar, compiled.meta)).reduce((n, v) => n + String(v).length, 0);
    };
    const [sensitive, insensitive] = [size(`%s"${word}"`), size(`"${word}"`)];
    expect(sensitive).toBeLessThan(insensitive * 1.1);
  });
});

describe('the generated matcher past its limits (src/compile/limits.ts)', () => {
  const matcherOf = (abnf: string): ReturnType<typeof instantiateMatcher>['matcher'] => {
    const compiled = grammarOf(abnf);
    return instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta)).matcher;
  };

  test('a recursive rule nested past MAX_RECURSION gives -2 (Matcher.match); nested less, it matches', () => {
    const matcher = matcherOf('r0 = "(" [r0] ")"');
    const nest = (n: number): string => `${'('.repeat(n)}${')'.repeat(n)}`;
    expect(matcher.match(nest(10), [])).toBeGreaterThanOrEqual(0);
    expect(matcher.match(nest(MAX_RECURSION + 50), [])).toBe(-2);
  });

  test('a literal as long as GRAMMAR_LIMITS.literalLength matches itself in any case (RFC 5234 s.2.3), and not one character less', () => {
    const text = 'abcdefghij'.repeat(GRAMMAR_LIMITS.literalLength / 10 + 1).slice(0, GRAMMAR_LIMITS.literalLength);
    const compiled = grammarOf(`r0 = "${text}" "!"`);
    const { matcher, diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    expect(matcher.match(`${text}!`, [])).toBeGreaterThanOrEqual(0);
    expect(matcher.match(`${text.toUpperCase()}!`, [])).toBeGreaterThanOrEqual(0);
    expect(matcher.match(`${text.slice(1)}!`, [])).toBe(-1);
    // Where a diagnosis says the input stops matching: the first character that differs.
    expect(diagnoser.diagnose(`${text.slice(0, 3000)}?`).offset).toBe(3000);
  });

  test('a concatenation of 300 elements matches its 300 characters and not 299', () => {
    const matcher = matcherOf(`r0 = ${Array.from({ length: 300 }, () => 'r1').join(' ')}\nr1 = "a" / "bb"`);
    expect(matcher.match('a'.repeat(300), [])).toBeGreaterThanOrEqual(0);
    expect(matcher.match(`${'a'.repeat(299)}bb`, [])).toBeGreaterThanOrEqual(0);
    expect(matcher.match('a'.repeat(299), [])).toBe(-1);
  });
});

describe('the verdict expression keeps apg-js\'s ordered choice (grammarRegex)', () => {
  test.each([
    // An alternation of alternations: the first that matches is taken and never given back, so "xb" then "c" leaves a "c" over.
    ['r0 = (("xa" / "xb") / ("xbc" / "zz")) "c"', ['xac', 'xbc', 'zzc', 'XBC'], ['xbcc', 'xbc c', 'zz', 'xa']],
    ['r0 = (("ab" / "a") / ("abc" / "b")) "c"', ['abc', 'ac', 'bc'], ['abcc', 'ab']],
    // Repetitions with no maximum (RFC 5234 s.3.6: "*" and "<a>*" leave the maximum open).
    ['r0 = *"a" "b"', ['b', 'ab', 'aaab', 'AaB'], ['a', 'bb', 'aba']],
    ['r0 = 2*"a"', ['aa', 'aaaa'], ['', 'a', 'aab']],
  ])('%s', (abnf, accepted, rejected) => {
    const compiled = grammarOf(abnf);
    const source = grammarRegex(compiled.grammar, compiled.meta.start);
    expect(source).not.toBeNull();
    const re = new RegExp(source as string);
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    for (const s of accepted) expect([s, re.test(s), matcher.match(s, []) >= 0]).toEqual([s, true, true]);
    for (const s of rejected) expect([s, re.test(s), matcher.match(s, []) >= 0]).toEqual([s, false, false]);
  });
});

describe('no verdict expression for a repetition of something that can match the empty string (grammarRegex)', () => {
  // regex.ts's contract: apg-js and JavaScript count such iterations differently, so there is none (null).
  test.each([
    ['r0 = *("a" / ["b"]) "c"'],
    ['r0 = *("x" / &"y") "y"'],
  ])('%s: null, an alternative of the repeated group matching the empty string', (abnf) => {
    const compiled = grammarOf(abnf);
    expect(grammarRegex(compiled.grammar, compiled.meta.start)).toBeNull();
  });
});

describe('where the verdict expression references a rule (grammarRegexSlots)', () => {
  const indexOf = (rules: readonly ApgRule[], name: string): number => rules.findIndex((r) => r.name === name);

  test('a marked rule inside an option is nested; one in the plain sequence is not (RegexSlot.nested)', () => {
    const { grammar } = grammarOf('r0 = "u:" r1 ":" [r2] r3\nr1 = 2*5%x61-7A\nr2 = 1*%x30-39\nr3 = "!"');
    const [r1, r2] = [indexOf(grammar.rules, 'r1'), indexOf(grammar.rules, 'r2')];
    const slots = grammarRegexSlots(grammar, 'r0', { marked: new Set([r1, r2]) })?.slots;
    expect([slots?.get(r1)?.nested, slots?.get(r2)?.nested]).toEqual([false, true]);
  });

  test('a captured rule inside a negative look-ahead is guarded (RegexCapture.guarded)', () => {
    const { grammar } = grammarOf('r0 = !(r1 "x") r2\nr1 = "ab" / "cd"\nr2 = 1*%x61-7A');
    const r1 = indexOf(grammar.rules, 'r1');
    const captures = grammarRegexSlots(grammar, 'r0', { captured: new Set([r1]) })?.captures;
    expect(captures).toEqual([{ rule: r1, guarded: true }]);
  });
});

describe('a character class as the verdict expression writes it for a table (tableClass)', () => {
  test.each([
    [[[1, 5], [0x41, 0x46]]],
    [[[0, 5], [0x41, 0x46]]],
    [[[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]]],
  ] as Ranges[][])('%j: the expression matches exactly the characters of the set', (set) => {
    const re = new RegExp(`^${tableClass(set)}$`);
    const wrong: number[] = [];
    for (let c = 0; c < 0x80; c += 1) if (re.test(String.fromCharCode(c)) !== has(set, c)) wrong.push(c);
    expect(wrong).toEqual([]);
  });

  test.each([
    [[[1, 5], [0x41, 0x46]]],
    [[[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]]],
  ] as Ranges[][])('%j: the class the look-ahead guards has four ranges (padding), so that V8 tests it with a table', (set) => {
    const parts = /^\(\?:\(\?!(.+?)\)(\[[^\]]*\])\)$/.exec(tableClass(set));
    expect(parts).not.toBeNull();
    const guarded = new RegExp(`^${(parts as RegExpExecArray)[2]}$`);
    let ranges = 0;
    for (let c = 0; c < 0x80; c += 1) if (guarded.test(String.fromCharCode(c)) && (c === 0 || !guarded.test(String.fromCharCode(c - 1)))) ranges += 1;
    expect(ranges).toBe(4);
  });
});

describe('operators repeating "X &Y" with more after it (Analysis.guardedCharset: only a concatenation of exactly X and &Y)', () => {
  test('r0 = *("a" &"b" "b") "c": each iteration reads "ab", so "abc" and "ababc" match and "abbc" does not', () => {
    // RFC 5234 s.3.6: the repeated group is the whole concatenation, its "b" included; &"b" only looks.
    const compiled = grammarOf('r0 = *("a" &"b" "b") "c"');
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    expect(['c', 'abc', 'ababc', 'ABC', 'ac', 'abbc', 'ab', 'bc'].filter((s) => matcher.match(s, []) >= 0)).toEqual(['c', 'abc', 'ababc', 'ABC']);
  });
});

describe('captures of @parts rules (the generated match: one triple per matched @parts rule)', () => {
  const partsGrammar = (abnf: string): ReturnType<typeof compileGrammarText> => grammarOf(abnf, '; @profile t\n; @start r0\n; @parts p');

  test('a repetition that fails after one iteration keeps no capture of it: r0 = 2p / "ab" on "ab" matches by "ab", with no part', () => {
    const compiled = partsGrammar('r0 = 2p / "ab"\np = "ab"');
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    const caps: number[] = [];
    // 2p needs two "ab"; the one p it read is no match of p in the result, so nothing is written.
    expect(matcher.match('ab', caps)).toBe(0);
    // Two iterations: two triples (part 0, start, end).
    expect(matcher.match('abab', caps)).toBe(6);
    expect(caps.slice(0, 6)).toEqual([0, 0, 2, 0, 2, 4]);
  });

  test('Analysis.captures: true, a boolean, for every operator that reaches the @parts rule (reference, repetition, look-aheads, concatenation, alternation), false for the literals', () => {
    const { grammar } = partsGrammar('r0 = 1*p &p !p "x" / "y"\np = "ab"');
    const p = grammar.rules.findIndex((r) => r.name === 'p');
    const analysis = new Analysis(grammar.rules, new Set([p]));
    const ops = grammar.rules[0].opcodes;
    expect(new Set(ops.map((op) => op.type))).toEqual(new Set([Op.ALT, Op.CAT, Op.REP, Op.RNM, Op.AND, Op.NOT, Op.TLS]));
    expect(ops.map((op, i) => [op.type, analysis.captures(0, i)])).toEqual(ops.map((op) => [op.type, op.type !== Op.TLS]));
  });
});

describe('the verdict expression, loaded freshly (regex.ts builds its constants while it loads)', () => {
  test('r0 = *("x" / &"y") "y": null, as a look-ahead matches the empty string (END, what a look-ahead can start with)', () => {
    const fresh = freshly(() => require('../src/compile/regex') as typeof Regex);
    const compiled = grammarOf('r0 = *("x" / &"y") "y"');
    expect(fresh.grammarRegex(compiled.grammar, compiled.meta.start)).toBeNull();
  });
});

describe('where the verdict expression references a rule, continued (grammarRegexSlots)', () => {
  const indexOf = (rules: readonly ApgRule[], name: string): number => rules.findIndex((r) => r.name === name);

  test('a captured rule inside a positive look-ahead is guarded too (RegexCapture.guarded: in a repetition or a look-ahead)', () => {
    const { grammar } = grammarOf('r0 = &(r1 "x") r2\nr1 = "ab" / "cd"\nr2 = 1*%x61-7A');
    const r1 = indexOf(grammar.rules, 'r1');
    expect(grammarRegexSlots(grammar, 'r0', { captured: new Set([r1]) })?.captures).toEqual([{ rule: r1, guarded: true }]);
  });

  test('a marked rule beside another reference inside a repetition is nested (RegexSlot.nested)', () => {
    const { grammar } = grammarOf('r0 = "u:" *(r1 r3) "!"\nr1 = 2*5%x61-7A\nr3 = 1*"-"');
    const r1 = indexOf(grammar.rules, 'r1');
    expect(grammarRegexSlots(grammar, 'r0', { marked: new Set([r1]) })?.slots.get(r1)?.nested).toBe(true);
  });
});

describe('exclusive: whether every two sequences have a position where their sets are disjoint', () => {
  // n sequences whose first sets overlap partway ([i, i+1]) and whose second characters all differ: every two are
  // apart at the second position; past PAIRWISE_LIMIT (32) in one group they are not compared pair by pair (false).
  const overlapping = (n: number): Ranges[][] => Array.from({ length: n }, (_, i) => [[[0x100 + i, 0x101 + i]], [[0x41 + i, 0x41 + i]]]);

  test.each([[2], [5], [32]])('%i sequences overlapping partway at the first position and apart at the second: true', (n) => {
    expect(exclusive(overlapping(n))).toBe(true);
  });

  test('33 of them, more than PAIRWISE_LIMIT compared pair by pair: false (not shown exclusive)', () => {
    expect(exclusive(overlapping(33))).toBe(false);
  });

  test('two that overlap at every position are not exclusive: "a" [ab] and [ab] "b" both match "ab"', () => {
    expect(exclusive([[[[0x61, 0x61]], [[0x61, 0x62]]], [[[0x61, 0x62]], [[0x62, 0x62]]]])).toBe(false);
  });
});

describe('the rule graph: depth and work (GRAMMAR_LIMITS.depth, GRAMMAR_LIMITS.work)', () => {
  test('the depth sums each rule\'s deepest operator along the chain of references: r0 = "x" r1, r1 = "a" r2, r2 = "b" is 2 + 2 + 1 = 5', () => {
    // GRAMMAR_LIMITS.depth: operators nested in a rule (a rule's top operator is 1 deep), summed along the deepest chain.
    const { grammar } = grammarOf('r0 = "x" r1\nr1 = "a" r2\nr2 = "b"');
    expect(ruleProblems(grammar.rules, 5)).toEqual([]);
    expect(ruleProblems(grammar.rules, 4).map((p) => p.msg)).toEqual([
      'rule "r0" nests operators 5 deep through its references (r0 -> r1 -> r2); urnkit compiles grammars at most 4 deep (GRAMMAR_LIMITS.depth)',
    ]);
  });

  test('a long chain of references is named from its top, cut short with "-> ..."', () => {
    const rules = Array.from({ length: 12 }, (_, i) => (i < 11 ? `r${i} = "x" r${i + 1}` : `r${i} = "x"`)).join('\n');
    const { grammar } = grammarOf(rules);
    const [problem] = ruleProblems(grammar.rules, 10);
    expect(problem.msg).toMatch(/^rule "r0" nests operators 23 deep through its references \(r0 -> r1 -> r2 -> (r\d+ -> )*\.\.\.\);/);
    expect(problem.msg).not.toMatch(/r11/);
  });

  test('past the work limit, the message names each rule referred to once with its bound: r0 = "x" r1, r1 = "a" / "b" is 1 + 1 + (1 + 3) = 6', () => {
    // workBounds' TSDoc: 1 for a terminal, 1 plus its operands' for an operator, 1 plus the rule's for a reference.
    const { grammar } = grammarOf('r0 = "x" r1\nr1 = "a" / "b"');
    const bounds = workBounds(grammar.rules);
    expect(bounds).toEqual([6, 3]);
    expect(workProblem(grammar.rules, bounds, 6)).toBeUndefined();
    expect(workProblem(grammar.rules, bounds, 5)?.msg).toBe(
      'rule "r0" can try 6 operators at one place of the input, more than urnkit compiles (GRAMMAR_LIMITS.work, 5): it refers to r1 (3), and each reference can try all of that rule again; where alternatives share a rule, refer to it once',
    );
  });
});

describe('the grammar text before apg-js reads it (precheck, limits)', () => {
  test('lineStarts: a line starts after each \\r\\n, \\r or \\n, and none for the empty line after a final line end', () => {
    expect(lineStarts('a\nb\r\ncc\rd')).toEqual([0, 2, 5, 8]);
    expect(lineStarts('a\nb\n')).toEqual([0, 2]);
    expect(lineStarts('\n')).toEqual([0]);
  });

  test(`brackets open ${GRAMMAR_LIMITS.nesting} deep are within GRAMMAR_LIMITS.nesting; one more is a problem`, () => {
    const nested = (n: number): string => `r0 = ${'('.repeat(n)}"a"${')'.repeat(n)}\n`;
    expect(textLimits(nested(GRAMMAR_LIMITS.nesting), 10).total).toBe(0);
    const over = textLimits(nested(GRAMMAR_LIMITS.nesting + 1), 10);
    expect(over.problems.map((p) => p.msg)).toEqual([`brackets nested ${GRAMMAR_LIMITS.nesting + 1} deep; urnkit compiles at most ${GRAMMAR_LIMITS.nesting} (GRAMMAR_LIMITS.nesting): name the inner groups as rules`]);
  });

  // RFC 5234 s.4: group = "(" *c-wsp alternation *c-wsp ")", option = "[" *c-wsp alternation *c-wsp "]".
  test('groups side by side are not nested: two at the limit, one after the other, are within it', () => {
    const group = `${'('.repeat(GRAMMAR_LIMITS.nesting)}"a"${')'.repeat(GRAMMAR_LIMITS.nesting)}`;
    expect(textLimits(`r0 = ${group} ${group} / ${group}\n`, 10).total).toBe(0);
  });

  test('white space inside the brackets leaves their depth as it is; only a closing bracket ends one', () => {
    const spaced = (n: number): string => `r0 = ${'( [ '.repeat(n / 2)}"a"${' ] )'.repeat(n / 2)}\n`;
    expect(textLimits(spaced(GRAMMAR_LIMITS.nesting), 10).total).toBe(0);
    expect(textLimits(spaced(GRAMMAR_LIMITS.nesting + 2), 10).problems.map((p) => p.msg)).toEqual([
      `brackets nested ${GRAMMAR_LIMITS.nesting + 1} deep; urnkit compiles at most ${GRAMMAR_LIMITS.nesting} (GRAMMAR_LIMITS.nesting): name the inner groups as rules`,
    ]);
  });
});

describe('the header of a generated file (generated/*: what it is, its source grammars, how to regenerate it)', () => {
  test('the Source line names every grammar file it was made from', () => {
    const lines = generatedHeader(['grammar/a.abnf', 'grammar/namespaces/b.abnf'], 'Test matchers.').split('\n');
    expect(lines[0]).toBe('// GENERATED FILE - DO NOT EDIT. Test matchers.');
    expect(lines[1]).toBe('// Source: grammar/a.abnf + grammar/namespaces/b.abnf');
    expect(lines[2]).toMatch(/^\/\/ Regenerate: npm run grammars/);
  });
});

describe('the verdict expression writes plainly what backtracking cannot change (docs/how-it-works.md; isCommitted)', () => {
  test('r0 = "?=" 1*"a" / "?+" 1*"b": alternatives whose fixed leading text differs (as q- and r-component) need no atomic group', () => {
    // isCommitted's TSDoc: alternatives whose fixed text differs at some position ("?=" / "?+") are committed,
    // and docs/how-it-works.md: only elsewhere is an alternation written as an atomic group, (?=(?<g>X))\k<g>.
    const compiled = grammarOf('r0 = "?=" 1*"a" / "?+" 1*"b"');
    const source = grammarRegex(compiled.grammar, compiled.meta.start);
    expect(source).not.toBeNull();
    expect(source).not.toMatch(/\(\?=\(\?</);
    const re = new RegExp(source as string);
    expect(['?=a', '?=AA', '?+b', '?+bB', '?=b', '?+a', '?=', '?a'].filter((s) => re.test(s))).toEqual(['?=a', '?=AA', '?+b', '?+bB']);
  });
});

describe('the work budget and the expression (BUDGETED_WORK: past it a matcher counts every call and has no expression)', () => {
  test('bound 1 + 99 x (1 + 100) = BUDGETED_WORK is not past it: the grammar has an expression; one terminal more is past it: none', () => {
    // workBounds' TSDoc: 1 for a terminal, 1 plus its operands' for an operator, 1 plus the rule's for a reference.
    const r1 = `r1 = ${Array.from({ length: 99 }, () => '%x61').join(' ')}`;
    const refs = Array.from({ length: 99 }, () => 'r1').join(' ');
    const at = grammarOf(`r0 = ${refs}\n${r1}`);
    expect(workBounds(at.grammar.rules)[0]).toBe(BUDGETED_WORK);
    expect(instantiateMatcher(generateMatcherSources(at.grammar, at.meta)).matcher.pattern?.test('a'.repeat(99 * 99))).toBe(true);
    const past = grammarOf(`r0 = ${refs} %x61\n${r1}`);
    expect(workBounds(past.grammar.rules)[0]).toBe(BUDGETED_WORK + 1);
    expect(instantiateMatcher(generateMatcherSources(past.grammar, past.meta)).matcher.pattern).toBeNull();
  });
});

describe('long literals in the generated code, continued (LITERAL_LOOP: longer ones are matched by a loop over their codes)', () => {
  test('the matcher for a case-sensitive literal of 2,000 characters grows with its text only, not by a test per character', () => {
    const matcherSize = (chars: number): number => {
      const word = Array.from({ length: chars }, (_, i) => String.fromCharCode(0x61 + (i % 26))).join('');
      const compiled = grammarOf(`r0 = %s"${word}"`);
      return generateMatcherSources(compiled.grammar, compiled.meta).matcher.length;
    };
    // The loop's constant and the expression (pattern) hold the text once each: a few characters of source a
    // character, where a test per character (s.charCodeAt(p + 1234) === 98 &&) takes some thirty.
    expect(matcherSize(2100) - matcherSize(100)).toBeLessThan(2000 * 8);
  });
});

describe('exclusive fixed sequences in the generated matcher (codegen: sequenceTree)', () => {
  test('r0 = "978" / "976": a tree of their common prefixes, "9" and "7" read once, where the two alternatives would read them once each', () => {
    const compiled = grammarOf('r0 = "978" / "976"');
    const { matcher: source } = generateMatcherSources(compiled.grammar, compiled.meta);
    // The tests of "9" (57) and "7" (55), however written: once each.
    expect([(source.match(/\b57\b/g) ?? []).length, (source.match(/\b55\b/g) ?? []).length]).toEqual([1, 1]);
    const { matcher } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
    expect(['978', '976', '97', '979', '9786'].filter((s) => matcher.match(s, []) >= 0)).toEqual(['978', '976']);
  });
});
