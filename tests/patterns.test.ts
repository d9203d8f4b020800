/*
 * urnkit/patterns and `urnkit pattern` (the engines themselves: tests/patterns-engines.test.ts).
 * The automaton of a grammar under apg-js's semantics and the tree state elimination makes of it,
 * on seeded random grammars against the generated matcher; the spec vectors' verdicts and parts
 * through the js dialect; what each dialect may and may not write; the options, their errors and
 * the command's output and exit statuses.
 */
import Ajv2020 from 'ajv/dist/2020';
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';
import { Dfa, difference } from '../src/compile/dfa';
import { eliminate } from '../src/compile/elimination';
import { alt, Pattern, patternAutomaton, rep, seq, symbols } from '../src/compile/pattern-ast';
import type { DialectSpec } from '../src/patterns/dialect';
import { js } from '../src/patterns/dialects/js';
import { markPossessive, unrollLoops } from '../src/patterns/loops';
import { printPattern } from '../src/patterns/print';
import { pegAutomaton } from '../src/compile/peg-dfa';
import { DIALECTS, PatternUnavailableError, toPattern } from '../src/entries/patterns';
import { isValid } from '../src/parse';
import { V8_GROUP_ITERATIONS } from '../src/patterns/limits';
import { PROFILES, ProfileName } from '../src/types';
import { exhaustive, prng } from '../scripts/lib/fuzz';
import { ENGINES as SQL_ENGINES } from '../src/sql/engines/index';
import { cli } from './support/cli';
import { randomGrammar } from './support/random-grammars';
import { ROOT } from './support/scratch';
import { vectors } from './support/vectors';

/** Whether the automaton accepts `s`, one UTF-16 unit a step. */
function runs(dfa: Dfa, s: string): boolean {
  let q = dfa.start;
  for (const ch of s) {
    const m = dfa.moves[q].find((x) => x.set.some(([lo, hi]) => lo <= ch.charCodeAt(0) && ch.charCodeAt(0) <= hi));
    if (!m) return false;
    q = m.to;
  }
  return dfa.accepting[q];
}

describe("a grammar's automaton and its tree", () => {
  test('300 seeded random grammars: the automaton accepts what the matcher accepts (every string of up to 6 characters over a, b), the tree is the automaton', () => {
    const random = prng(33);
    const strings = [...exhaustive('', 6, ['a', 'b'])];
    const found: string[] = [];
    let built = 0;
    for (let g = 0; g < 300 && found.length < 5; g += 1) {
      const { text, compiled, matcher } = randomGrammar(random);
      const dfa = pegAutomaton(compiled.grammar.rules, 'r0');
      // Refused: a repetition of something that can match nothing (apg-js stops there).
      if (!dfa) continue;
      built += 1;
      const tree = eliminate(dfa);
      const witness = difference(patternAutomaton(tree), dfa);
      if (witness) found.push(`${JSON.stringify(text)}: the tree differs on ${JSON.stringify(String.fromCharCode(...witness))}`);
      const bad = strings.find((s) => runs(dfa, s) !== matcher.match(s, []) >= 0);
      if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}: matcher ${matcher.match(bad, []) >= 0}`);
    }
    expect(found).toEqual([]);
    expect(built).toBeGreaterThan(150);
  });
});

describe('loops unrolled and possessive (src/patterns/loops.ts)', () => {
  /** The js dialect with each possessive loop as an atomic group (the look-ahead idiom): what Java and PCRE do with `*+`. */
  const atomicJs = (): DialectSpec => {
    let n = 0;
    return { ...js, possessive: (body, quantifier) => `(?=(?<p${(n += 1)}>${body}${quantifier}))\\k<p${n}>` };
  };
  /** Every unbounded loop marked possessive, proved or not: what the test must catch. */
  const forced = (p: Pattern): Pattern =>
    p.t === 'seq' || p.t === 'alt' ? { t: p.t, items: p.items.map(forced) } : p.t === 'rep' ? { ...p, item: forced(p.item), possessive: p.max === Infinity } : p;
  const possessiveLoops = (p: Pattern): number => (p.t === 'seq' || p.t === 'alt' ? p.items.reduce((k, x) => k + possessiveLoops(x), 0) : p.t === 'rep' ? (p.possessive ? 1 : 0) + possessiveLoops(p.item) : 0);

  test('300 seeded random grammars: the unrolled tree is the automaton, and with its possessive loops atomic V8 answers as the automaton on every string of up to 7 characters over a, b', () => {
    const random = prng(41);
    const strings = [...exhaustive('', 7, ['a', 'b'])];
    const found: string[] = [];
    let marked = 0;
    for (let g = 0; g < 300 && found.length < 5; g += 1) {
      const { text, compiled } = randomGrammar(random);
      const dfa = pegAutomaton(compiled.grammar.rules, 'r0');
      if (!dfa) continue;
      const eliminated = eliminate(dfa);
      if (eliminated.t === 'none') continue;
      const tree = markPossessive(unrollLoops(eliminated));
      const witness = difference(patternAutomaton(tree), dfa);
      if (witness) found.push(`${JSON.stringify(text)}: the unrolled tree differs on ${JSON.stringify(String.fromCharCode(...witness))}`);
      marked += possessiveLoops(tree);
      const re = new RegExp(printPattern(tree, atomicJs()).source);
      const bad = strings.find((s) => re.test(s) !== runs(dfa, s));
      if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}: ${re.source}`);
    }
    expect(found).toEqual([]);
    expect(marked).toBeGreaterThan(10);
  });

  test('a loop that what follows can continue stays greedy: atomic, it would reject valid input', () => {
    const [a, b] = [symbols([[0x61, 0x61]]), symbols([[0x62, 0x62]])];
    // (a|ba)*a: the loop can take the last "a"; [ab]*b: the class run can take the "b"; (a|ab)*b, read (ab?)*b: the option can take the "b".
    const cases: Array<[Pattern, string]> = [
      [seq(rep(alt(a, seq(b, a)), 0, Infinity), a), 'baa'],
      [seq(rep(symbols([[0x61, 0x62]]), 0, Infinity), b), 'ab'],
      [seq(rep(alt(a, seq(a, b)), 0, Infinity), b), 'ab'],
    ];
    for (const [tree, valid] of cases) {
      const unrolled = unrollLoops(tree);
      expect(possessiveLoops(markPossessive(unrolled))).toBe(0);
      expect(new RegExp(printPattern(markPossessive(unrolled), atomicJs()).source).test(valid)).toBe(true);
      expect(new RegExp(printPattern(forced(unrolled), atomicJs()).source).test(valid)).toBe(false);
    }
  });

  test('(S|B)* is written S*(BS*)*, possessive where what follows cannot continue it', () => {
    const { pattern } = toPattern('rfc8141', { dialect: 'java' });
    // The NSS: a run of plain characters is one possessive class loop; only %XX starts a group iteration.
    expect(pattern).toContain(':(?:[!$\\&-.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!$\\&-;=@-Z_a-z~]*+(?:%[0-9A-Fa-f]{2}[!$\\&-;=@-Z_a-z~]*+)*+(?:\\?\\+');
    // The r-component's "?" loop can be followed by the q-component's "?=": not possessive.
    expect(pattern).toContain('=*+\\?*(?:');
    expect(toPattern('rfc8141', { dialect: 'pcre' }).pattern).toContain('(?:(?:\\x25[0-9A-Fa-f]{2}[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]*+)*+)*+');
    for (const dialect of ['js', 'python', 're2', 'postgres', 'posix', 'xsd', 'json-schema'] as const) expect([dialect, /[*+}]\+/.test(toPattern('rfc8141', { dialect }).pattern.replace(/\\./g, '').replace(/\[[^\]]*\]/g, ''))]).toEqual([dialect, false]);
  });
});

describe('toPattern', () => {
  test('the js pattern\'s limit in V8 is the one its limits name, and isValid has none at that length', () => {
    // tests/patterns-long.test.ts runs 10^6 characters in V8; past some 3.3 million iterations of a group, V8's 64 MB backtrack stack is full.
    const { pattern, limits } = toPattern('rfc8141');
    expect(limits).toEqual([expect.stringMatching(/^V8 .* here in the fcomponent, nss, qcomponent, rcomponent: some 3,355,000 iterations .*RangeError/)]);
    const re = new RegExp(pattern);
    // RFC 8141 s.2: an r-component is "?+" then pchars, "/" and "?": one group iteration per character here.
    const r = 'urn:example:a?+' + 'a'.repeat(2 * V8_GROUP_ITERATIONS.here);
    expect(() => re.test(r)).toThrow(RangeError);
    expect(isValid(r)).toBe(true);
    expect(isValid(r.slice(0, -1) + '#%4')).toBe(false);
  });

  test.each(PROFILES)('%s: the spec vectors, their verdicts and their parts, in V8 through the js and json-schema dialects', (profile: ProfileName) => {
    const plain = new RegExp(toPattern(profile, { dialect: 'json-schema' }).pattern, 'u');
    const parts = toPattern(profile, { parts: true });
    const withParts = new RegExp(parts.pattern);
    for (const v of vectors()) {
      expect([v.input, plain.test(v.input)]).toEqual([v.input, v[profile]]);
      const m = withParts.exec(v.input);
      expect([v.input, m !== null]).toEqual([v.input, v[profile]]);
      const expected = v.partsByProfile?.[profile];
      if (!m || !expected) continue;
      // The vectors name the parts by the Urn's fields (rComponent): each group, the field in lower case, holds its part.
      for (const [field, text] of Object.entries(expected)) expect([v.input, field, m.groups?.[field.toLowerCase()]]).toEqual([v.input, field, text]);
      for (const g of parts.groups as string[]) if (!Object.keys(expected).some((f) => f.toLowerCase() === g)) expect([v.input, g, m.groups?.[g]]).toEqual([v.input, g, undefined]);
    }
  });

  test('the result: the pattern, its dialect and length, the groups with parts, what it checks and leaves out', () => {
    const r = toPattern('rfc8141', { dialect: 're2', parts: true });
    expect(r).toMatchObject({ dialect: 're2', profile: 'rfc8141', length: r.pattern.length, groups: ['nid', 'nss', 'rcomponent', 'qcomponent', 'fcomponent'] });
    expect(r.checks[0]).toMatch(/RFC 8141 \(grammar\/rfc8141\.abnf/);
    const rfc2141 = toPattern('rfc2141', { dialect: 'java' });
    // The rule table's errors are checked: each says its section.
    expect(rfc2141.checks.join('; ')).toMatch(/"urn" \(RFC 2141 s\.2\.1\).*%00 \(RFC 2141 s\.2\.4\)/);
    const isbn = toPattern('rfc8141', { dialect: 'python', namespace: 'ISBN' });
    expect(isbn.namespace).toBe('isbn');
    expect(isbn.leavesOut.filter((l) => /check character/.test(l))).toHaveLength(2);
    expect(toPattern('rfc2141bis-03')).toEqual(toPattern('rfc2141bis'));
  });

  test('no dialect has a look-around (but json-schema\'s end), a back-reference or an atomic group; each anchors as it must', () => {
    for (const dialect of DIALECTS) {
      for (const profile of [...PROFILES, 'rfc2141bis-15', 'saintandre-00'] as const) {
        const { pattern } = toPattern(profile, { dialect });
        const [open, close] = { js: ['^', '$'], re2: ['^', '$'], java: ['\\A', '\\z'], python: ['\\A', '\\Z'], pcre: ['\\A', '\\z'], postgres: ['\\A', '\\Z'], posix: ['^', '$'], xsd: ['', ''], 'json-schema': ['^', '(?![\\s\\S])'] }[dialect];
        expect([dialect, profile, /\(\?[=!<>]|\\k<|\\[1-9]/.test(pattern.slice(0, pattern.length - close.length).replace(/\(\?<[a-z]+>/g, ''))]).toEqual([dialect, profile, false]);
        expect([dialect, pattern.startsWith(open), pattern.endsWith(close)]).toEqual([dialect, true, true]);
      }
    }
  });

  test('json-schema ends with no character after it, not $: a final newline is refused by ajv and by Python re as jsonschema runs it', () => {
    const inputs = ['urn:example:a', 'urn:example:a\n', 'urn:example:a\r\n', 'urn:example:a%41', 'urn:example:a\u2028', 'urn:x:a'];
    const ajv = new Ajv2020({ strict: false });
    for (const profile of PROFILES) {
      const { pattern } = toPattern(profile, { dialect: 'json-schema' });
      const validate = ajv.compile({ type: 'string', pattern });
      const expected = inputs.map((s) => isValid(s, { profile }));
      expect([profile, inputs.map((s) => validate(s))]).toEqual([profile, expected]);
      // jsonschema's "pattern" is re.search(pattern, instance).
      const python = execFileSync('python3', ['-c', 'import json, re, sys\nd = json.load(sys.stdin)\nprint(json.dumps([re.search(d["p"], s) is not None for s in d["i"]]))'], { input: JSON.stringify({ p: pattern, i: inputs }) });
      expect([profile, JSON.parse(python.toString('utf8'))]).toEqual([profile, expected]);
    }
    expect(isValid('urn:example:a\n')).toBe(false);
  });

  test('docs/patterns.md lists each urnkit sql engine under the dialect its scripts use, and under no other', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'patterns.md'), 'utf8');
    const rows = new Map([...doc.matchAll(/^\| `([a-z0-9-]+)` \| ([^|]+) \|/gm)].filter(([, d]) => (DIALECTS as readonly string[]).includes(d)).map(([, d, engines]) => [d, engines]));
    for (const e of SQL_ENGINES) {
      expect([e.name, rows.get(e.dialect)?.includes(e.title)]).toEqual([e.name, true]);
      for (const [d, engines] of rows) if (d !== e.dialect) expect([e.name, d, engines.includes(e.title)]).toEqual([e.name, d, false]);
    }
  });

  test('PostgreSQL and POSIX classes list their characters (no range a collation could widen); counts stay within 255', () => {
    for (const dialect of ['postgres', 'posix'] as const) {
      const { pattern } = toPattern('rfc8141', { dialect });
      // Every "-" in a class is escaped (postgres) or last (posix): none joins two characters.
      for (const cls of pattern.match(/\[[^\]]*\]/g) ?? []) expect([cls, /[^\\]-[^\]]/.test(cls)]).toEqual([cls, false]);
      for (const [, n] of pattern.matchAll(/\{\d*,?(\d+)\}/g)) expect(Number(n)).toBeLessThanOrEqual(255);
    }
    expect(toPattern('rfc8141', { dialect: 'xsd' }).pattern).not.toMatch(/\\x|\(\?/);
    // pcre: every character but letters and digits as \xHH (no delimiter, nothing to interpolate).
    expect(toPattern('rfc8141', { dialect: 'pcre' }).pattern.replace(/\(\?:/g, '(')).not.toMatch(/[^\\A-Za-z0-9[\](){}|?*+^$,\-]/);
  });

  test('bad input: an unknown profile, dialect, option or namespace is a TypeError naming what it takes', () => {
    expect(() => toPattern('rfc9999' as never)).toThrow(/urnkit\.toPattern: the profile must be one of "rfc2141", "rfc2141bis", "rfc8141" or a draft revision/);
    expect(() => toPattern('rfc8141', { dialect: 'perl' as never })).toThrow(/option "dialect" must be one of "js", "re2", "java", "python", "pcre", "postgres", "posix", "xsd", "json-schema"/);
    expect(() => toPattern('rfc8141', { dialekt: 're2' } as never)).toThrow(/unknown option "dialekt"; did you mean "dialect"\?/);
    expect(() => toPattern('rfc8141', { namespace: 'nope' })).toThrow(/option "namespace" must be the NID of a shipped namespace grammar/);
    expect(() => toPattern('rfc8141', { namespace: '__proto__' })).toThrow(TypeError);
    expect(() => toPattern('rfc8141', { parts: 'yes' as never })).toThrow(/option "parts" must be true or false/);
    // An inherited option changes nothing.
    const polluted = Object.create({ dialect: 'xsd', parts: true });
    expect(toPattern('rfc8141', polluted).dialect).toBe('js');
  });

  test('a pattern that cannot be written: PatternUnavailableError, saying why', () => {
    for (const dialect of ['posix', 'xsd', 'json-schema'] as const) {
      const e = ((): unknown => {
        try {
          return toPattern('rfc8141', { dialect, parts: true });
        } catch (x) {
          return x;
        }
      })();
      expect(e).toBeInstanceOf(PatternUnavailableError);
      expect([dialect, (e as PatternUnavailableError).reason]).toEqual([dialect, 'parts']);
    }
    // -15's q- and r-component come in either order: each part would sit in two places.
    expect(() => toPattern('rfc2141bis-15', { parts: true })).toThrow(/the rcomponent can sit in more than one place/);
    expect(() => toPattern('rfc8141', { namespace: 'li' })).toThrow(/the li namespace grammar has no pattern: it would be [\d,]+ characters long in re2, past the limit of 8,192/);
  });

  test('with a namespace: only its NID (in any case), its NSS by its grammar', () => {
    const uuid = new RegExp(toPattern('rfc8141', { namespace: 'uuid' }).pattern);
    for (const [s, ok] of [
      ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', true],
      ['URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', true],
      ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6#x', true],
      ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf', false],
      ['urn:example:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', false],
    ] as const) {
      expect([s, uuid.test(s)]).toEqual([s, ok]);
      expect([s, isValid(s, { namespaces: true }) && /^urn:uuid:/i.test(s)]).toEqual([s, ok]);
    }
  });
});

describe('urnkit pattern', () => {
  test('prints the pattern alone on one line; --json the result, of the published schema', async () => {
    const plain = await cli(['pattern', '--dialect', 're2']);
    expect([plain.code, plain.stdout, plain.stderr]).toEqual([0, `${toPattern('rfc8141', { dialect: 're2' }).pattern}\n`, '']);
    const json = await cli(['pattern', '-p', 'rfc2141', '-d', 'postgres', '--parts', '--json']);
    expect(json.code).toBe(0);
    const r = JSON.parse(json.stdout);
    expect(r).toEqual(toPattern('rfc2141', { dialect: 'postgres', parts: true }));
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'result.schema.json'), 'utf8'));
    ajv.addSchema(schema);
    const validate = ajv.getSchema(`${schema.$id}#/$defs/pattern`) as NonNullable<ReturnType<typeof ajv.getSchema>>;
    expect([validate(r), validate.errors]).toEqual([true, null]);
  });

  test('--namespace takes an alias as toPattern does, in any case; a limit of the pattern goes to standard error', async () => {
    const alias = await cli(['pattern', '-d', 'java', '--namespace', 'DSLforum-org']);
    const r = toPattern('rfc8141', { dialect: 'java', namespace: 'bbf' });
    expect([alias.code, alias.stdout]).toEqual([0, `${r.pattern}\n`]);
    // The r-component's loop cannot be possessive in java: the JDK's default stack bounds it.
    expect(r.limits).toEqual([expect.stringMatching(/^java\.util\.regex recurses once per iteration .* here in the rcomponent: .* 730 iterations .*StackOverflowError/)]);
    expect(alias.stderr).toBe(`urnkit pattern: limit: ${r.limits[0]}\n`);
    expect(toPattern('rfc8141', { dialect: 're2' }).limits).toEqual([]);
  });

  test.each([
    [['pattern', '-d', 'perl'], /^urnkit pattern: option '-d, --dialect <dialect>' argument 'perl' is invalid\. Allowed choices are js, re2, java, python, pcre, postgres, posix, xsd, json-schema\.\n/],
    [['pattern', '-p', 'rfc9'], /^urnkit pattern: option '-p, --profile <profile>' argument 'rfc9' is invalid\. Allowed choices are rfc2141, saintandre-00, /],
    [['pattern', '--namespace', 'nope'], /^urnkit pattern: --namespace: no shipped namespace grammar with a pattern for "nope"; the NIDs with one \(or an alias of one\): 3gpp, 3gpp2, (?:(?!\bli,).)*, xmpp\n$/],
    [['pattern', '--namespace', 'li'], /^urnkit pattern: --namespace li: the li namespace grammar has no pattern: it would be [\d,]+ characters long in re2, past the limit of 8,192\n$/],
    [['pattern', '-d', 'posix', '--parts'], /^urnkit pattern: --parts: the posix dialect takes no parts: an ERE has only plain groups, so the parts could not be the only groups; the dialects that capture parts: js, re2, java, python, pcre, postgres\n$/],
    [['pattern', '-p', 'rfc2141bis-15', '--parts'], /^urnkit pattern: --parts: the parts of rfc2141bis-15 cannot be captured as groups: the rcomponent can sit in more than one place of the pattern; the dialects that capture parts: /],
  ])('%j: one line naming the choices, exit 2', async (argv, message) => {
    const r = await cli(argv);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
