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
import { grammarRegex } from '../src/compile/regex';
import { matcherOf } from '../src/engine/generated';
import { instantiateMatcher, Matcher } from '../src/engine/compiled';
import { generateMatcherSources } from '../src/compile/codegen';
import { exhaustive, mutant, namespaceMutant, prng } from '../scripts/lib/fuzz';
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

  test('a recursive grammar has no expression (its isValid runs the matcher)', () => {
    expect(compiled('r = "(" [r] ")"\n').pattern).toBeNull();
  });
});

const SHIPPED: [string, Matcher][] = [
  ...PROFILES.map((p): [string, Matcher] => [p, matcherOf(p)]),
  ...readdirSync(join(__dirname, '..', 'generated', 'namespaces'))
    .filter((f) => f.endsWith('.matcher.js'))
    .map((f): [string, Matcher] => [`namespace ${f.replace('.matcher.js', '')}`, require(join(__dirname, '..', 'generated', 'namespaces', f)) as Matcher]),
];

describe.each(SHIPPED)('%s: the expression and the generated matcher agree', (_name, matcher) => {
  const pattern = matcher.pattern as RegExp;
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
  test.each(PROFILES)('%s: no RangeError, the matcher\'s verdict', (profile) => {
    const matcher = matcherOf(profile);
    for (const s of inputs) {
      expect(s.length).toBe(n);
      expect((matcher.pattern as RegExp).test(s)).toBe(accepts(matcher, s));
    }
  });
});
