/*
 * isValid's regular expressions (src/compile/regex.ts): the same language as
 * the grammar under apg-js's semantics. Small grammars where a backtracking
 * expression and PEG part ways, then every shipped grammar against its
 * generated matcher on the vectors, exhaustive short strings and seeded
 * mutants, and the longest input isValid hands to an expression.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { PROFILES } from '../src';
import { compileGrammarText } from '../src/compile/abnf';
import { has, Ranges } from '../src/compile/charset';
import { charClass, grammarRegex, tableClass } from '../src/compile/regex';
import { matcherOf } from '../src/engine/generated';
import { instantiateMatcher, Matcher } from '../src/engine/compiled';
import { generateMatcherSources } from '../src/compile/codegen';
import { exhaustive, mutant, namespaceMutant, prng } from '../scripts/lib/fuzz';
import { randomGrammar } from './support/random-grammars';
import { readJsonl, vectors } from './support/vectors';

function compiled(text: string): { pattern: RegExp | null; matcher: Matcher } {
  const c = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start r\n${text}` }]);
  const { matcher } = instantiateMatcher(generateMatcherSources(c.grammar, c.meta));
  const source = grammarRegex(c.grammar, c.meta.start);
  return { pattern: source === null ? null : new RegExp(source), matcher };
}

const accepts = (m: Matcher, s: string): boolean => m.match(s, []) >= 0;

/*
 * Each grammar and the strings on which apg-js's ordered choice and greedy,
 * never-giving-back repetition decide otherwise than a backtracking expression
 * of the same shape would; the verdicts are apg-js's, worked by hand.
 */
const PEG_CASES: [string, string, [string, boolean][]][] = [
  ['a repetition never gives back', 'r = *"x" "x"\n', [['x', false], ['xx', false], ['', false]]],
  ['a bounded repetition never gives back', 'r = 1*3"x" "x"\n', [['xx', false], ['xxx', false], ['xxxx', true], ['xxxxx', false]]],
  ['ordered choice commits to the first match', 'r = ("x" / "xy") "z"\n', [['xz', true], ['xyz', false]]],
  ['an option is taken when it matches', 'r = ["x"] "x"\n', [['x', false], ['xx', true]]],
  ['an option over an empty match', 'r = [*"x"] "y"\n', [['y', true], ['xxy', true], ['xx', false]]],
  ['look-ahead makes room for the last character', 'r = 1*("x" &"x") "x"\n', [['x', false], ['xx', true], ['xxx', true]]],
  ['negative look-ahead', 'r = *(!"ab" ("a" / "b")) "ab"\n', [['ab', true], ['aab', true], ['bab', true], ['abab', false], ['a', false]]],
  ['literals are case-insensitive, %x strings are not', 'r = "ab" %x63\n', [['ABc', true], ['abC', false]]],
  ['an option that always succeeds is its content', 'r = [*"a"] "b" / "c"\n', [['aab', true], ['b', true], ['c', true], ['ac', false]]],
  // Emitted without an atomic group: both alternatives are two characters that differ in the second.
  ['exclusive alternatives, then what the second could have taken', 'r = ("xa" / "xb") *"x"\n', [['xa', true], ['xbxx', true], ['xab', false], ['x', false]]],
  // Emitted without an atomic group: the alternatives start alike but their fixed text differs at the second character
  // (the drafts' "?=" q-component / "?+" r-component), so backtracking into the other finds nothing.
  ['alternatives whose leading text differs, then what the first could have taken', 'r = ("xa" *"y" / "xb") "y"\n', [['xay', false], ['xayy', false], ['xby', true], ['xa', false], ['xbyy', false]]],
  // Emitted without an atomic group (the NID idiom): an iteration given back leaves an "a" where ":" must come.
  ['a guarded repetition before text whose second character it cannot take', 'r = "a" 0*3("a" &"a") "a" ":"\n', [['aa:', true], ['aaaaa:', true], ['aaaaaa:', false], ['a:', false], ['aaa', false]]],
  // Here an iteration given back would let the rest match: the atomic group stays, and apg-js's verdict with it.
  ['a guarded repetition before text it could take', 'r = 0*3("a" &"a") "a" "a"\n', [['aaa', false], ['aa', false], ['aaaa', false]]],
  // Emitted without an atomic group: a fixed count has no iteration to give back.
  ['a fixed count, then more of the same', 'r = 2"x" "x"\n', [['xxx', true], ['xx', false], ['xxxx', false]]],
  ['a fixed count of a choice that commits', 'r = 2("x" / "xy") "y"\n', [['xxy', true], ['xyxy', false], ['xxyy', false]]],
  // Fixed sequences that exclude each other (ISBN's runs-3): one tree of common prefixes, in the expression and the matcher.
  ['exclusive fixed sequences, then what one could have taken', 'r = (2"x" "-" "x" / "x" "-" 2"x" / "x" "-" "y" "x") *"x"\n', [['xx-x', true], ['x-xx', true], ['x-xxx', true], ['x-yx', true], ['xx-xx', true], ['xx-', false], ['x-x', false], ['x-y', false], ['xxx', false]]],
  // A fixed count written out in full: the same language as counted.
  ['a fixed count of a class', 'r = 3("x" / "y") "z"\n', [['xyxz', true], ['yyyz', true], ['xyz', false], ['xyxyz', false]]],
  ['a fixed count of an option and a character', 'r = 2(["-"] "x") "-"\n', [['-x-x-', true], ['xx-', true], ['-xx-', true], ['x-x', false], ['xx', false], ['x--x-', false]]],
];

describe('apg-js semantics in the expression', () => {
  test.each(PEG_CASES)('%s', (_what, text, cases) => {
    const { pattern, matcher } = compiled(text);
    expect(pattern).not.toBeNull();
    for (const [input, verdict] of cases) {
      expect([input, accepts(matcher, input)]).toEqual([input, verdict]);
      expect([input, (pattern as RegExp).test(input)]).toEqual([input, verdict]);
    }
  });

  test('500 seeded random grammars agree with their matchers on every string of up to 6 characters over a, b', () => {
    const random = prng(2017);
    const strings = [...exhaustive('', 6, ['a', 'b'])];
    const found: string[] = [];
    for (let g = 0; g < 500 && found.length < 5; g += 1) {
      const { text, compiled, matcher } = randomGrammar(random);
      const source = grammarRegex(compiled.grammar, 'r0');
      if (source === null) continue;
      const pattern = new RegExp(source);
      const bad = strings.find((x) => pattern.test(x) !== accepts(matcher, x));
      if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}: matcher ${accepts(matcher, bad)}, expression ${source}`);
    }
    expect(found).toEqual([]);
  });

  test('with "c" excluded, 300 random grammars over a, b, c read a string over a, b as before and stop at a "c" as at the end', () => {
    // What isValid with namespaces relies on (src/compile/embedding.ts): the excluded characters are those an NSS cannot hold.
    const random = prng(5141);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const element = (depth: number): string => {
      if (depth === 0 || random() < 0.3) return pick(['"a"', '"b"', '"c"', '%x61-63', '"ab"', '"ca"']);
      const inner = (): string => element(depth - 1);
      return pick([`(${inner()} / ${inner()})`, `(${inner()} ${inner()})`, `*(${inner()})`, `1*(${inner()})`, `2(${inner()})`, `[${inner()}]`, `&(${inner()})`, `!(${inner()})`]);
    };
    const strings = [...exhaustive('', 5, ['a', 'b'])];
    const found: string[] = [];
    for (let g = 0; g < 300 && found.length < 5; g += 1) {
      const text = `r0 = ${element(3)} ${element(3)}\n`;
      const c = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start r0\n${text}` }]);
      const { matcher } = instantiateMatcher(generateMatcherSources(c.grammar, c.meta));
      const source = grammarRegex(c.grammar, 'r0', { exclude: [[0x63, 0x63]] });
      if (source === null) continue;
      const embedded = new RegExp(`^(?:${source.slice(1, -1)})(?=c|$)`);
      for (const x of strings) {
        const want = accepts(matcher, x);
        const bad = ['', 'c', 'ca', 'cab'].find((tail) => embedded.test(x + tail) !== want);
        if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(x + bad)}: matcher ${want}, expression ${source}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('with tables, 300 random grammars whose classes mix ranges agree with their matchers on every string of up to 4 characters', () => {
    // The joined namespace expressions are emitted so (src/compile/embedding.ts): their classes of two or three ranges are padded.
    const random = prng(4122);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const element = (depth: number): string => {
      if (depth === 0 || random() < 0.3) return pick(['(%x30-39 / %x41-46 / %x61-66)', '(%x30-39 / "g")', '("-" / %x30-39)', '"a"', '%x00', '(%x30-39 / %x61-66)', '"0"']);
      const inner = (): string => element(depth - 1);
      return pick([`(${inner()} / ${inner()})`, `(${inner()} ${inner()})`, `*(${inner()})`, `1*(${inner()})`, `2(${inner()})`, `3(${inner()})`, `[${inner()}]`, `&(${inner()})`, `!(${inner()})`]);
    };
    const strings = [...exhaustive('', 4, ['0', 'A', 'a', 'G', 'g', '-', '\x00', '\x02'])];
    const found: string[] = [];
    let padded = 0;
    for (let g = 0; g < 300 && found.length < 5; g += 1) {
      const text = `r0 = ${element(3)} ${element(3)}\n`;
      const c = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start r0\n${text}` }]);
      const { matcher } = instantiateMatcher(generateMatcherSources(c.grammar, c.meta));
      const source = grammarRegex(c.grammar, 'r0', { tables: true });
      if (source === null) continue;
      if (source.includes('(?:(?!')) padded += 1;
      const pattern = new RegExp(source);
      const bad = strings.find((x) => pattern.test(x) !== accepts(matcher, x));
      if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}: matcher ${accepts(matcher, bad)}, expression ${source}`);
    }
    expect(found).toEqual([]);
    expect(padded).toBeGreaterThan(100);
  });

  test('a recursive grammar has no expression (its isValid runs the matcher)', () => {
    expect(compiled('r = "(" [r] ")"\n').pattern).toBeNull();
  });

  test('nor has a repetition of something that can match empty and can fail (apg-js and JavaScript count it differently)', () => {
    for (const text of ['r = [&"a"] "b"\n', 'r = 1*(!"b") "a"\n', 'r = 2*3(["a"]) "b"\n']) {
      const { pattern, matcher } = compiled(text);
      expect([text, pattern]).toEqual([text, null]);
      expect(accepts(matcher, 'b')).toBe(text !== 'r = 1*(!"b") "a"\n');
    }
  });
});

describe('classes V8 tests with a table (tableClass)', () => {
  const HEX: Ranges = [[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]];
  const ALPHANUM: Ranges = [[0x30, 0x39], [0x41, 0x5a], [0x61, 0x7a]];
  // [set, whether it is padded]: two or three ranges below 0x7f, not all of single characters.
  const SETS: [string, Ranges, boolean][] = [
    ['hex digits', HEX, true],
    ['letters and digits', ALPHANUM, true],
    ['letters', [[0x41, 0x5a], [0x61, 0x7a]], true],
    ['"-" and digits', [[0x2d, 0x2d], [0x30, 0x39]], true],
    ['next to the padding: NUL, 2 and a range', [[0x00, 0x00], [0x02, 0x02], [0x04, 0x09]], true],
    ['starting at 1', [[0x01, 0x03], [0x30, 0x39]], true],
    ['a case pair (V8 tests it with a mask)', [[0x52, 0x52], [0x72, 0x72]], false],
    ['digits alone', [[0x30, 0x39]], false],
    ['four ranges already', [[0x21, 0x21], [0x24, 0x24], [0x30, 0x39], [0x61, 0x7a]], false],
    ['reaching 0x7f', [[0x30, 0x39], [0x7e, 0x7f]], false],
    ['beyond ASCII', [[0x30, 0x39], [0xe9, 0xe9]], false],
  ];
  test.each(SETS)('%s: the same code units as the plain class', (_what, set, padded) => {
    const source = tableClass(set);
    expect(source === charClass(set)).toBe(!padded);
    const one = new RegExp(`^${source}$`);
    const wrong: number[] = [];
    for (let c = 0; c <= 0xffff; c += 1) if (one.test(String.fromCharCode(c)) !== has(set, c) && wrong.length < 5) wrong.push(c);
    expect(wrong).toEqual([]);
    // Quantified, it is one atom.
    expect(new RegExp(`^${source}{2}$`).test(String.fromCharCode(set[0][0], set[set.length - 1][1]))).toBe(true);
  });
  test('a padded class has four ranges, all below 0x7f', () => {
    for (const [, set, padded] of SETS.filter(([, , p]) => p)) {
      const inner = /\[([^\]]*)\]\)$/.exec(tableClass(set))?.[1] ?? '';
      const ranges = new RegExp(`[${inner}]`);
      let count = 0;
      for (let c = 0; c < 0x80; c += 1) if (ranges.test(String.fromCharCode(c)) && (c === 0 || !ranges.test(String.fromCharCode(c - 1)))) count += 1;
      expect([set, padded, count]).toEqual([set, true, 4]);
      for (let c = 0x7f; c <= 0xffff; c += 1) if (ranges.test(String.fromCharCode(c))) throw new Error(`${inner} holds ${c}`);
    }
  });
});

const SHIPPED: [string, Matcher][] = [
  ...PROFILES.map((p): [string, Matcher] => [p, matcherOf(p)]),
  // The draft revisions' own grammars (the other drafts share these or the main profiles').
  ...readdirSync(join(__dirname, '..', 'generated'))
    .filter((f) => f.endsWith('.matcher.js') && !(PROFILES as readonly string[]).includes(f.replace('.matcher.js', '')))
    .map((f): [string, Matcher] => [`draft ${f.replace('.matcher.js', '')}`, require(join(__dirname, '..', 'generated', f)) as Matcher]),
  ...readdirSync(join(__dirname, '..', 'generated', 'namespaces'))
    .filter((f) => f.endsWith('.matcher.js'))
    .map((f): [string, Matcher] => [`namespace ${f.replace('.matcher.js', '')}`, require(join(__dirname, '..', 'generated', 'namespaces', f)) as Matcher]),
];

/** Each shipped grammar's expression, and a profile's verdict expression (src/patterns/verdict.ts: isValid runs it) beside it. */
const EXPRESSIONS = SHIPPED.flatMap(([name, matcher]): [string, Matcher, RegExp | null | undefined][] => [
  [`${name}, its expression`, matcher, matcher.pattern],
  ...(name.startsWith('namespace') ? [] : [[`${name}, its verdict expression`, matcher, matcher.verdict] as [string, Matcher, RegExp | null | undefined]]),
]);

describe.each(EXPRESSIONS)('%s and the generated matcher agree', (_name, matcher, expression) => {
  const pattern = expression as RegExp;
  const differ = (inputs: Iterable<string>): string[] => {
    const out: string[] = [];
    for (const s of inputs) if (pattern.test(s) !== accepts(matcher, s) && out.length < 10) out.push(JSON.stringify(s));
    return out;
  };

  test('an expression exists', () => {
    expect(pattern).toBeInstanceOf(RegExp);
  });

  test('public vectors, namespace vectors and their NSS alone', () => {
    const files = readdirSync(join(__dirname, 'data', 'namespaces')).filter((f) => f.endsWith('.jsonl'));
    const ns = files.flatMap((f) => readJsonl<{ input?: string }>(join('namespaces', f)).flatMap((l) => (l.input ? [l.input] : [])));
    const all = [...vectors().map((v) => v.input), ...ns];
    const nss = all.map((s) => s.replace(/^urn:[^:]*:/i, ''));
    expect(differ([...all, ...nss])).toEqual([]);
  });

  test('every string "urn:a1:" + up to 3 characters, and up to 3 alone', () => {
    expect(differ([...exhaustive('urn:a1:', 3), ...exhaustive('', 3)])).toEqual([]);
  });

  test('30,000 seeded mutants', () => {
    const random = prng(8141);
    const seeds = vectors().map((v) => v.input);
    const inputs: string[] = [];
    for (let i = 0; i < 15_000; i += 1) inputs.push(mutant(random), namespaceMutant(random, seeds).replace(/^urn:[^:]*:/i, ''));
    expect(differ(inputs)).toEqual([]);
  });
});

describe('the longest input isValid gives an expression (64 Ki characters)', () => {
  const n = 64 * 1024;
  const fill = (unit: string, prefix: string, suffix: string): string => prefix + unit.repeat(Math.ceil((n - prefix.length - suffix.length) / unit.length)).slice(0, n - prefix.length - suffix.length) + suffix;
  // The shapes that push the most backtracking entries: a repetition with a look-ahead in it, escapes, slashes.
  const inputs = [fill('a?', 'urn:ab:x?+', '=!'), fill('a?', 'urn:ab:x?+', ''), fill('%41', 'urn:ab:', ''), fill('a/', 'urn:ab:', '\u00e9'), fill('-', 'urn:a', ':x')];
  test.each(PROFILES)('%s: no RangeError, the matcher\'s verdict, from the expression and the verdict expression', (profile) => {
    const matcher = matcherOf(profile);
    for (const s of inputs) {
      expect(s.length).toBe(n);
      expect([(matcher.pattern as RegExp).test(s), (matcher.verdict as RegExp).test(s)]).toEqual([accepts(matcher, s), accepts(matcher, s)]);
    }
  });
});
