/*
 * urnkit/patterns in process, every dialect (the engines themselves run in
 * tests/patterns-engines.test.ts, outside the mutation suite): each dialect's pattern, read by its
 * own documented rules (tests/support/pattern-in-v8.ts), decides the spec vectors as the vectors
 * say and captures their parts; what docs/patterns.md says each dialect writes (escapes, classes,
 * limits) holds; the dialect helpers do what their TSDoc says.
 */
import { DIALECTS, Dialect, toPattern } from '../src/entries/patterns';
import { NONE, Pattern, seq, symbols } from '../src/compile/pattern-ast';
import { backslashed, hexEscaped, listedClass, rangeClass } from '../src/patterns/dialect';
import { java } from '../src/patterns/dialects/java';
import { js } from '../src/patterns/dialects/js';
import { pcre } from '../src/patterns/dialects/pcre';
import { markPossessive, unrollLoops } from '../src/patterns/loops';
import { DIALECT_SPECS } from '../src/patterns/to-pattern';
import { javaLiteral } from '../src/patterns/literals/java';
import { readFileSync } from 'fs';
import { join } from 'path';
import { NotCapturable, printPattern } from '../src/patterns/print';
import { MARKER_BASE } from '../src/compile/dfa';
import { V8_GROUP_ITERATIONS } from '../src/patterns/limits';
import { DEFAULT_MAX_LENGTH } from '../src/parsing/resolve';
import { profileFor } from '../src/profiles/index';
import { REVISIONS } from '../src/revisions';
import { PROFILES, ProfileName } from '../src/types';
import { ANCHORS, patternInV8 } from './support/pattern-in-v8';
import { freshly } from './support/fresh';
import { vectors } from './support/vectors';
import { posix } from '../src/patterns/dialects/posix';
import { PatternUnavailableError } from '../src/patterns/unavailable';
import { treesOf } from '../src/patterns/tree';
import { marker } from '../src/compile/peg-dfa';
import { patternAutomaton } from '../src/compile/pattern-ast';

/**
 * The library's patterns loaded inside the test: the dialect modules, the literal hosts, PATTERN_LIMIT
 * and the hex digits of a percent-encoding are built as their modules load, which the mutation run
 * credits to no test or to one that loaded them first (tests/support/fresh.ts); a test that reads them
 * loads them itself. One registry: toPattern uses the DIALECT_SPECS returned beside it.
 */
const freshPatterns = () =>
  freshly(() => ({
    ...(require('../src/entries/patterns') as typeof import('../src/entries/patterns')),
    ...(require('../src/patterns/to-pattern') as typeof import('../src/patterns/to-pattern')),
    ...(require('../src/patterns/literals/index') as typeof import('../src/patterns/literals/index')),
  }));

/** The vectors whose verdict the pattern (by `make`) in `dialect` under `profile` gets wrong. */
const wrongVerdicts = (make: typeof toPattern, profile: ProfileName, dialect: Dialect): string[] => {
  const re = patternInV8(make(profile, { dialect }));
  return vectors().filter((v) => re.test(v.input) !== v[profile]).map((v) => `${v.input}: ${v[profile]}`);
};

/** The dialects that take `parts` (docs/patterns.md, "Groups": not posix, xsd, json-schema). */
const WITH_PARTS: readonly Dialect[] = ['js', 're2', 'java', 'python', 'pcre', 'postgres'];

describe('every dialect on the spec vectors', () => {
  const cases = PROFILES.flatMap((profile) => DIALECTS.map((dialect) => [profile, dialect] as const));
  test.each(cases)('%s, %s: the verdict of each vector', (profile: ProfileName, dialect: Dialect) => {
    expect(wrongVerdicts(toPattern, profile, dialect)).toEqual([]);
  });

  test('rfc8141 in every dialect, with the dialect modules loaded inside the test: the verdict of each vector', () => {
    const { toPattern: fresh } = freshPatterns();
    expect(DIALECTS.map((dialect) => [dialect, wrongVerdicts(fresh, 'rfc8141', dialect)])).toEqual(DIALECTS.map((dialect) => [dialect, []]));
  });

  const withParts = PROFILES.flatMap((profile) => WITH_PARTS.map((dialect) => [profile, dialect] as const));
  test.each(withParts)('%s, %s with parts: the verdicts, and each part in the group of its field', (profile: ProfileName, dialect: Dialect) => {
    const result = toPattern(profile, { dialect, parts: true });
    const re = patternInV8(result);
    const wrong: string[] = [];
    for (const v of vectors()) {
      const m = re.exec(v.input);
      if ((m !== null) !== v[profile]) wrong.push(`${v.input}: ${v[profile]}`);
      const expected = v.partsByProfile?.[profile];
      if (!m || !expected) continue;
      // The vectors name the parts by the Urn's fields (rComponent); the groups are the fields in lower case.
      const fields = Object.fromEntries(Object.entries(expected).map(([f, text]) => [f.toLowerCase(), text]));
      for (const g of result.groups ?? []) if (m.groups?.[g] !== fields[g]) wrong.push(`${v.input}: ${g} ${m.groups?.[g]} for ${fields[g]}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('what each dialect writes (docs/patterns.md)', () => {
  test('pcre writes every character but letters and digits as \\xHH, and never a letter or digit so', () => {
    for (const profile of PROFILES) {
      const { pattern } = toPattern(profile, { dialect: 'pcre' });
      const escaped = [...pattern.matchAll(/\\x([0-9a-f]{2})/gi)].map((m) => String.fromCharCode(parseInt(m[1], 16)));
      expect([profile, escaped.filter((c) => /[0-9A-Za-z]/.test(c))]).toEqual([profile, []]);
      expect(escaped).toEqual(expect.arrayContaining([':', '%']));
    }
  });

  test("state elimination reads the NID's ladder of states as one count (docs/patterns.md): rfc8141's NID is RFC 8141 s.2's alphanum 0*30ldh alphanum, [0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]", () => {
    const { pattern } = toPattern('rfc8141', { dialect: 'js' });
    expect(pattern.startsWith('^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:')).toBe(true);
  });

  test('the epc namespace (RFC 5134) has a pattern under RFC 8141, in re2 within 8,192 characters (docs/patterns.md, "Namespace grammars": only li has none)', () => {
    const { pattern } = toPattern('rfc8141', { dialect: 're2', namespace: 'epc' });
    expect(pattern.length).toBeLessThanOrEqual(8192);
    // RFC 5134's example of an SGTIN; its SGTIN ABNF has three numeric components, so one of two is no SGTIN.
    const js = new RegExp(toPattern('rfc8141', { dialect: 'js', namespace: 'epc' }).pattern);
    expect(js.test('urn:epc:id:sgtin:0614141.112345.400')).toBe(true);
    expect(js.test('urn:epc:id:sgtin:0614141.112345')).toBe(false);
  });

  test('each dialect starts and ends with its documented anchors', () => {
    const fresh = freshPatterns();
    for (const dialect of DIALECTS) {
      const { pattern } = fresh.toPattern('rfc8141', { dialect });
      const [open, close] = ANCHORS[dialect];
      expect([dialect, pattern.startsWith(open), pattern.endsWith(close)]).toEqual([dialect, true, true]);
    }
  });

  test('the scheme comes right after the opening anchor as the classes [Uu][Rr][Nn], each letter a class of its own (docs/patterns.md, "Case")', () => {
    for (const profile of PROFILES) {
      for (const dialect of DIALECTS) {
        const { pattern } = toPattern(profile, { dialect });
        expect([profile, dialect, pattern.startsWith(`${ANCHORS[dialect][0]}[Uu][Rr][Nn]`)]).toEqual([profile, dialect, true]);
      }
    }
  });

  test('limits: none in the automata and Python; java and Perl where a component loop cannot be possessive; V8 in js and json-schema', () => {
    for (const profile of PROFILES) {
      for (const dialect of ['python', 're2', 'postgres', 'posix', 'xsd'] as const) expect([profile, dialect, toPattern(profile, { dialect }).limits]).toEqual([profile, dialect, []]);
    }
    // RFC 2141 has no q- or r-component, so no repeated group whose "?" what follows may begin.
    expect(toPattern('rfc2141', { dialect: 'java' }).limits).toEqual([]);
    expect(toPattern('rfc8141', { dialect: 'java' }).limits).toEqual([expect.stringMatching(/StackOverflowError/)]);
    const perl = toPattern('rfc8141', { dialect: 'pcre' }).limits;
    // A greedy component loop fails past Perl's count; a possessive NSS loop only warns.
    expect(perl).toEqual(expect.arrayContaining([expect.stringMatching(/after 65,534 iterations.*invalid/), expect.stringMatching(/warns .*\(65,534\).*possessive/)]));
    expect(perl.every((l) => l.length > 0)).toBe(true);
    for (const dialect of ['js', 'json-schema'] as const) {
      const v8 = toPattern('rfc8141', { dialect }).limits;
      expect(v8).toEqual([expect.stringContaining(`some ${V8_GROUP_ITERATIONS.here.toLocaleString('en-US')} iterations`)]);
      expect(v8[0]).toContain(`at ${V8_GROUP_ITERATIONS.seen.toLocaleString('en-US')} or fewer`);
    }
  });
  test('posix: a class holding a backslash, a space or control, or DEL is refused (no bracket expression spells it portably); "^" is never first', () => {
    for (const set of [[[0x5c, 0x5c], [0x61, 0x61]], [[0x20, 0x21]], [[0x1f, 0x21]], [[0x7e, 0x7f]]] as Array<Array<[number, number]>>) {
      expect(() => posix.charClass(set)).toThrow(Error);
    }
    expect(posix.charClass([[0x21, 0x22]])).toBe('[!"]');
    expect(posix.charClass([[0x5e, 0x5f]])).toBe('[_^]');
  });

  test('xsd: an empty group after each repeated group, o(00)*()|a(00)+(), keeps libxml2\'s alternatives apart (src/patterns/dialects/xsd.ts)', () => {
    const spec = freshPatterns().DIALECT_SPECS.xsd;
    const [o, a, zero] = ['o', 'a', '0'].map((c) => symbols([[c.charCodeAt(0), c.charCodeAt(0)]]));
    const zeros = { t: 'seq', items: [zero, zero] } as Pattern;
    const tree: Pattern = { t: 'alt', items: [seq(o, { t: 'rep', item: zeros, min: 0, max: Infinity }), seq(a, { t: 'rep', item: zeros, min: 1, max: Infinity })] };
    expect(printPattern(tree, spec).source).toBe('o(00)*()|a(00)+()');
  });
});

describe('the dialect helpers (src/patterns/dialect.ts)', () => {
  test('hexEscaped: letters and digits (0-9 included) as they are, others as \\xHH unless plain', () => {
    expect(['0', '9', 'A', 'Z', 'a', 'z'].map((c) => hexEscaped(c.charCodeAt(0)))).toEqual(['0', '9', 'A', 'Z', 'a', 'z']);
    expect(['/', ':', '@', '[', '`', '{', '-'].map((c) => hexEscaped(c.charCodeAt(0)))).toEqual(['\\x2f', '\\x3a', '\\x40', '\\x5b', '\\x60', '\\x7b', '\\x2d']);
    expect(hexEscaped(0x2d, '-')).toBe('-');
    expect(hexEscaped(0x20, ' ')).toBe('\\x20');
  });

  test('backslashed: special characters after a backslash, controls as \\xHH or refused', () => {
    expect(backslashed(0x2e, '.')).toBe('\\.');
    expect(backslashed(0x61, '.')).toBe('a');
    expect(backslashed(0x0a, '.')).toBe('\\x0a');
    expect(() => backslashed(0x7f, '.', false)).toThrow(/U\+007f/);
  });

  test('rangeClass writes ranges of three or more characters as ranges; listedClass lists every character', () => {
    const set: Array<[number, number]> = [[0x61, 0x61], [0x63, 0x64], [0x66, 0x68]];
    expect(rangeClass(set, (c) => String.fromCharCode(c))).toBe('[acdf-h]');
    expect(listedClass(set, (c) => String.fromCharCode(c))).toBe('[acdfgh]');
  });
});

describe('printing a tree (src/patterns/print.ts)', () => {
  const [a, b] = [symbols([[0x61, 0x61]]), symbols([[0x62, 0x62]])];
  const inJs = (tree: Pattern): RegExp => new RegExp(printPattern(tree, js).source);

  test('a union at the top is grouped inside the anchors: aa|b takes "aa" and "b" and nothing around them', () => {
    const re = inJs({ t: 'alt', items: [seq(a, a), b] });
    expect(['aa', 'b', 'aab', 'aax', 'xb'].map((s) => re.test(s))).toEqual([true, true, false, false, false]);
  });

  test('counts: a{2,} takes two or more, a{1,} one or more', () => {
    const twoOrMore = inJs({ t: 'rep', item: a, min: 2, max: Infinity });
    expect(['', 'a', 'aa', 'aaaa'].map((s) => twoOrMore.test(s))).toEqual([false, false, true, true]);
    const oneOrMore = inJs({ t: 'rep', item: a, min: 1, max: Infinity });
    expect(['', 'a', 'aaaa'].map((s) => oneOrMore.test(s))).toEqual([false, true, true]);
  });

  test('a part inside a loop would occur more than once, so it is not a group (NotCapturable), in every dialect with parts', () => {
    const [open, close] = [symbols([[MARKER_BASE, MARKER_BASE]]), symbols([[MARKER_BASE + 1, MARKER_BASE + 1]])];
    const tree: Pattern = { t: 'rep', item: { t: 'seq', items: [open, a, close] }, min: 0, max: Infinity };
    for (const dialect of WITH_PARTS) expect(() => printPattern(tree, DIALECT_SPECS[dialect], ['nss'])).toThrow(NotCapturable);
    // Once (max 1) it is a group: (?<nss>a)?
    expect(new RegExp(printPattern({ t: 'rep', item: { t: 'seq', items: [open, a, close] }, min: 0, max: 1 }, js, ['nss']).source).exec('a')?.groups?.nss).toBe('a');
  });

  test('a loop over the empty language holds no part: it fails as the empty language, not as NotCapturable', () => {
    const print = (): unknown => printPattern({ t: 'rep', item: NONE, min: 0, max: 2 }, js);
    expect(print).toThrow('the empty language has no pattern');
    expect(print).not.toThrow(NotCapturable);
  });

  test('java: a possessive loop under an option is grouped before the option applies, (a+)? taking "", "a", "aa"', () => {
    const tree = markPossessive({ t: 'rep', item: { t: 'rep', item: a, min: 1, max: Infinity }, min: 0, max: 1 });
    const re = patternInV8({ pattern: printPattern(tree, java).source, dialect: 'java', profile: 'rfc8141', length: 0, checks: [], leavesOut: [], limits: [] });
    expect(['', 'a', 'aa', 'b'].map((s) => re.test(s))).toEqual([true, true, true, false]);
  });
  test('counts past the dialect\'s bound are split into counts within it (posix: 255), the language kept: a{300,600}, a{300,}, a{600}', () => {
    const counts = (source: string): number[] => [...source.matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap((m) => [m[1], m[2]]).filter((x) => x).map(Number);
    for (const [min, max] of [[300, 600], [300, Infinity], [600, 600]]) {
      const { source } = printPattern({ t: 'rep', item: a, min, max }, posix);
      expect([min, max, Math.max(...counts(source)) <= 255]).toEqual([min, max, true]);
      const re = new RegExp(source);
      const lengths = [min - 1, min, max === Infinity ? 1000 : max, max === Infinity ? 2000 : max + 1];
      expect([min, max, lengths.map((n) => re.test('a'.repeat(n)))]).toEqual([min, max, [false, true, true, max === Infinity]]);
    }
  });

  test('a fixed count is written {n}, ECMA-262\'s exact count: a{3}', () => {
    expect(printPattern({ t: 'rep', item: a, min: 3, max: 3 }, js).source).toBe('^a{3}$');
  });

  test('a part whose markers do not both sit in one sequence is no group: it does not begin and end in one place (NotCapturable)', () => {
    const [open, close] = [symbols([[MARKER_BASE, MARKER_BASE]]), symbols([[MARKER_BASE + 1, MARKER_BASE + 1]])];
    expect(() => printPattern({ t: 'seq', items: [open, a] }, js, ['nss'])).toThrow(/^the nss does not begin and end in one place of the pattern$/);
    expect(() => printPattern({ t: 'alt', items: [open, a] }, js, ['nss'])).toThrow(NotCapturable);
    // A dialect without capture groups has no group for any part.
    expect(() => printPattern({ t: 'seq', items: [open, a, close] }, posix, ['nss'])).toThrow(NotCapturable);
  });

  test('the revisions whose parts docs/patterns.md says cannot be groups (re2) throw the reason its table gives', () => {
    const rows = readFileSync(join(__dirname, '../docs/patterns.md'), 'utf8')
      .split('\n')
      .map((line) => /^\| `([a-z0-9-]+)`.* \| no: ([^|]*) \|$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null && REVISIONS.some((r) => r.name === m[1]));
    expect(rows.length).toBeGreaterThan(0);
    for (const [, revision, reason] of rows) {
      const make = (): unknown => toPattern(revision as ProfileName, { dialect: 're2', parts: true });
      expect(make).toThrow(PatternUnavailableError);
      expect(make).toThrow(reason);
    }
  });
});

describe('loops at length (docs/patterns.md, "Length and limits")', () => {
  test('js: a run of plain NSS characters is one class loop, so V8 takes an NSS longer than its group limit (8,388,577 characters overflowed the grouped loop)', () => {
    const re = new RegExp(toPattern('rfc8141').pattern);
    const nss = 'a'.repeat(8_388_577);
    expect(re.test(`urn:example:${nss}`)).toBe(true);
    expect(re.test(`urn:example:${nss}%4`)).toBe(false);
  });
});

describe('what a pattern checks and leaves out (docs/patterns.md, "What a pattern checks and leaves out")', () => {
  test.each(PROFILES)('%s: the grammar and each error rule of its table checked; maxLength and strict mode (each warning code) left out', (profile: ProfileName) => {
    const r = toPattern(profile, { dialect: 're2' });
    const revision = REVISIONS.find((x) => x.name === profile) as (typeof REVISIONS)[number];
    expect(r.checks[0]).toContain(`${revision.document} (grammar/${revision.grammar}.abnf`);
    const rules = profileFor(profile).rules;
    const errors = rules.filter((x) => x.severity === 'error');
    expect(r.checks).toHaveLength(1 + errors.length);
    for (const rule of errors) expect(r.checks.some((c) => c.includes(`(${rule.section})`))).toBe(true);
    expect(r.leavesOut).toHaveLength(2);
    expect(r.leavesOut[0]).toMatch(new RegExp(`^isValid's maxLength: .* ${DEFAULT_MAX_LENGTH.toLocaleString('en-US')} UTF-16 code units`));
    const warnings = [...new Set(rules.filter((x) => x.severity === 'warning').map((x) => x.code))];
    expect(warnings.length).toBeGreaterThan(0);
    expect(r.leavesOut[1]).toMatch(/^strict mode/);
    for (const code of warnings) expect(r.leavesOut[1]).toContain(code);
  });
});

describe('the dialects table of docs/patterns.md', () => {
  // | `name` | engines | anchors | parts |: the engines and, where parts are refused, the reason.
  const rows = readFileSync(join(__dirname, '../docs/patterns.md'), 'utf8')
    .split('\n')
    .map((line) => /^\| `([a-z0-9-]+)` \| (.*) \| .* \| (.*) \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && (DIALECTS as readonly string[]).includes(m[1]));

  test('each dialect names the engines the table lists (and its module its name)', () => {
    const specs = freshPatterns().DIALECT_SPECS;
    expect(rows.map((m) => m[1]).sort()).toEqual([...DIALECTS].sort());
    for (const [, dialect, engines] of rows) expect([dialect, specs[dialect as Dialect].name, specs[dialect as Dialect].engines]).toEqual([dialect, dialect, engines]);
  });

  test('parts: true in a dialect without parts throws the reason the table gives', () => {
    const fresh = freshPatterns();
    for (const [, dialect, , parts] of rows.filter((m) => m[3].startsWith('no: '))) {
      expect(() => fresh.toPattern('rfc8141', { dialect: dialect as Dialect, parts: true })).toThrow(`the ${dialect} dialect takes no parts: ${parts.slice('no: '.length)}`);
    }
    expect(rows.filter((m) => m[3].startsWith('no: ')).map((m) => m[1])).toEqual(['posix', 'xsd', 'json-schema']);
  });
});

describe('toPattern arguments (TSDoc)', () => {
  test('no profile is rfc8141', () => {
    expect(toPattern().profile).toBe('rfc8141');
    expect(toPattern(undefined, { dialect: 're2' }).pattern).toBe(toPattern('rfc8141', { dialect: 're2' }).pattern);
  });

  test('an unknown profile is a TypeError naming urnkit.toPattern and the profile', () => {
    expect(() => toPattern('rfc9999' as ProfileName)).toThrow(TypeError);
    expect(() => toPattern('rfc9999' as ProfileName)).toThrow(/^urnkit\.toPattern: the profile must be .*rfc9999/);
  });

  test('a shipped namespace grammar has a pattern (docs/patterns.md: the shipped grammars are well below the limit)', () => {
    const re = new RegExp(freshPatterns().toPattern('rfc8141', { namespace: 'example' }).pattern);
    expect(re.test('urn:example:a')).toBe(true);
    expect(re.test('urn:isbn:0451450523')).toBe(false);
  });

  test('a "%" begins "%" and two hex digits, A-F in either case (RFC 8141 pct-encoded, RFC 5234 B.1 HEXDIG; RFC 2141 2.3 <hex>)', () => {
    const fresh = freshPatterns();
    for (const profile of PROFILES) {
      const re = new RegExp(fresh.toPattern(profile).pattern);
      const got = ['urn:example:%4A%4f', 'urn:example:%AF', 'urn:example:%4G', 'urn:example:%4'].map((s) => re.test(s));
      expect([profile, got]).toEqual([profile, [true, true, false, false]]);
    }
  });
  test('a namespace that is not a non-empty string is a TypeError naming the option, even an object with a toLowerCase of its own', () => {
    for (const nid of ['', 5, null, { toLowerCase: () => 'example' }]) {
      expect(() => toPattern('rfc8141', { namespace: nid as string })).toThrow(/^urnkit\.toPattern: option "namespace" must be the NID of a shipped namespace grammar/);
    }
  });
});

describe('limits name the part (docs/patterns.md, "Length and limits")', () => {
  test('java, rfc8141: the greedy group is the r-component\'s, where "?=" (a q-component) may begin what follows', () => {
    expect(toPattern('rfc8141', { dialect: 'java' }).limits).toEqual([expect.stringContaining('here in the rcomponent:')]);
  });

  test('js, rfc8141: the V8 limit names the NSS and the r-, q- and f-components (each repeats a pchar, a %XX among them: RFC 8141 s.2), in alphabetical order', () => {
    expect(toPattern('rfc8141', { dialect: 'js' }).limits).toEqual([expect.stringContaining('here in the fcomponent, nss, qcomponent, rcomponent:')]);
  });
});

describe('literals (docs/patterns.md, --literal)', () => {
  test('xml is a host: an AttValue in double quotes with &, < and " as entity references (XML 1.0 s.2.3)', () => {
    const fresh = freshPatterns();
    expect(fresh.LITERAL_HOSTS).toContain('xml');
    expect(fresh.literalFor('xml', 'a&b<c"d>')).toBe('"a&amp;b&lt;c&quot;d>"');
  });

  test('java: a backslash and a double quote escaped with a backslash (JLS 3.10.5)', () => {
    expect(javaLiteral('\\A"x')).toBe('"\\\\A\\"x"');
    expect(freshPatterns().literalFor('java', '\\z')).toBe('"\\\\z"');
  });
});

describe('which loops are possessive (src/patterns/loops.ts header: exactly where matching is deterministic)', () => {
  const [a, b, c] = [symbols([[0x61, 0x61]]), symbols([[0x62, 0x62]]), symbols([[0x63, 0x63]])];
  const star = (item: Pattern, min = 0, max = Infinity): Pattern => ({ t: 'rep', item, min, max });
  const possessive = (p: Pattern): boolean => p.t === 'rep' && p.possessive === true;
  const items = (p: Pattern): readonly Pattern[] => (p.t === 'seq' || p.t === 'alt' ? p.items : []);

  test('a*a*: the first loop may go on with the "a" that may follow it, so only the last is possessive', () => {
    const marked = markPossessive({ t: 'seq', items: [star(a), star(a)] });
    expect(items(marked).map(possessive)).toEqual([false, true]);
  });

  test('(a*a)+: the inner a* may go on with the "a" after it, so neither loop is possessive', () => {
    const marked = markPossessive(star({ t: 'seq', items: [star(a), a] }, 1));
    expect(possessive(marked)).toBe(false);
  });

  test('(b(c?|a)a)+: an alternative that matches nothing lets "a" go two ways ("baa" needs the second), so not possessive', () => {
    const marked = markPossessive(star({ t: 'seq', items: [b, { t: 'alt', items: [star(c, 0, 1), a] }, a] }, 1));
    expect(possessive(marked)).toBe(false);
  });

  test('(a|bc)*: branches starting with different characters, each deterministic, so possessive', () => {
    expect(possessive(markPossessive(star({ t: 'alt', items: [a, { t: 'seq', items: [b, c] }] })))).toBe(true);
  });

  test('(a{2})*: a fixed count cannot stop early, so the loop is possessive', () => {
    expect(possessive(markPossessive(star(star(a, 2, 2))))).toBe(true);
  });

  test('(aa)*: a sequence makes no choice, and what follows the loop (the end) cannot begin it, so possessive', () => {
    expect(possessive(markPossessive(star({ t: 'seq', items: [a, a] })))).toBe(true);
  });

  test('(a|b*b)*: one branch\'s b* may go on with the "b" after it, so not possessive', () => {
    expect(possessive(markPossessive(star({ t: 'alt', items: [a, { t: 'seq', items: [star(b), b] }] })))).toBe(false);
  });

  test('only unbounded loops are marked: a? and a{2,3} are not', () => {
    expect(possessive(markPossessive(star(a, 0, 1)))).toBe(false);
    expect(possessive(markPossessive(star(a, 2, 3)))).toBe(false);
  });

  test('pcre writes a possessive class loop X*+ / X++, a group loop inside another, (?:(?:X)*+)*+ (its header: Perl\'s 65,534)', () => {
    const group = { t: 'seq', items: [a, b] } as Pattern;
    expect(printPattern(markPossessive(star(a)), pcre).source).toBe('\\Aa*+\\z');
    expect(printPattern(markPossessive(star(a, 1)), pcre).source).toBe('\\Aa++\\z');
    expect(printPattern(markPossessive(star(group)), pcre).source).toBe('\\A(?:(?:ab)*+)*+\\z');
    expect(printPattern(markPossessive(star(group, 1)), pcre).source).toBe('\\A(?:(?:ab)++)++\\z');
    // (ab){3,}: two copies, then the nested possessive loop of one or more.
    const three = patternInV8({ pattern: printPattern(markPossessive(star(group, 3)), pcre).source, dialect: 'pcre', profile: 'rfc8141', length: 0, checks: [], leavesOut: [], limits: [] });
    expect(['ab', 'abab', 'ababab', 'abababab'].map((x) => three.test(x))).toEqual([false, false, true, true]);
  });
});

describe('unrolling a loop (src/patterns/loops.ts header: (S|B)* becomes S*(?:B S*)*)', () => {
  test('(a|bc)* becomes a*(bca*)*', () => {
    const [a, b, c] = [symbols([[0x61, 0x61]]), symbols([[0x62, 0x62]]), symbols([[0x63, 0x63]])];
    const out = unrollLoops({ t: 'rep', item: { t: 'alt', items: [a, { t: 'seq', items: [b, c] }] }, min: 0, max: Infinity });
    expect(printPattern(out, js).source).toBe('^a*(?:bca*)*$');
  });
});

describe('the trees are checked against their automaton (src/patterns/tree.ts)', () => {
  test('told of fewer parts than are marked, the plain tree (every marker removed) differs from the automaton (the uncounted marker kept): an error naming it', () => {
    const a = symbols([[0x61, 0x61]]);
    const dfa = patternAutomaton(seq(symbols([[marker(0, false), marker(0, false)]]), a, symbols([[marker(0, true), marker(0, true)]])));
    expect(() => treesOf(dfa, 1, 'one part')).not.toThrow();
    expect(() => treesOf(dfa, 0, 'an automaton of one part')).toThrow(/^urnkit: the pattern of an automaton of one part differs from its language/);
  });
});
