/*
 * urnkit/patterns and `urnkit pattern` (the engines themselves: tests/patterns-engines.test.ts).
 * The automaton of a grammar under apg-js's semantics and the tree state elimination makes of it,
 * on seeded random grammars against the generated matcher; the spec vectors' verdicts and parts
 * through the js dialect; what each dialect may and may not write; the options, their errors and
 * the command's output and exit statuses.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'fs';
import { join } from 'path';
import { difference } from '../src/compile/dfa';
import { eliminate } from '../src/compile/elimination';
import { patternAutomaton } from '../src/compile/pattern-ast';
import { pegAutomaton } from '../src/compile/peg-dfa';
import { compiledProfile } from '../src/profiles/compiled';
import { DIALECTS, PatternUnavailableError, toPattern } from '../src/entries/patterns';
import { isValid } from '../src/parse';
import { PROFILES, ProfileName } from '../src/types';
import { exhaustive, prng } from '../scripts/lib/fuzz';
import { cli } from './support/cli';
import { randomGrammar } from './support/random-grammars';
import { ROOT } from './support/scratch';
import { vectors } from './support/vectors';

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
      const run = (s: string): boolean => {
        let q = dfa.start;
        for (const ch of s) {
          const m = dfa.moves[q].find((x) => x.set.some(([lo, hi]) => lo <= ch.charCodeAt(0) && ch.charCodeAt(0) <= hi));
          if (!m) return false;
          q = m.to;
        }
        return dfa.accepting[q];
      };
      const bad = strings.find((s) => run(s) !== matcher.match(s, []) >= 0);
      if (bad !== undefined) found.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}: matcher ${matcher.match(bad, []) >= 0}`);
    }
    expect(found).toEqual([]);
    expect(built).toBeGreaterThan(150);
  });
});

describe('toPattern', () => {
  test("the js dialect of a revision whose grammar alone decides is isValid's own expression", () => {
    expect(toPattern().pattern).toBe((compiledProfile('rfc8141').matcher.pattern as RegExp).source);
    expect(toPattern('rfc2141bis-16').pattern).toBe((compiledProfile('rfc2141bis-16').matcher.pattern as RegExp).source);
    // RFC 2141 has errors in its rule table (the NID "urn"): its js pattern is derived, and says no to urn:urn:x.
    expect(new RegExp(toPattern('rfc2141').pattern).test('urn:urn:x')).toBe(false);
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

  test('no dialect but js has a look-around, a back-reference or an atomic group; each anchors as it must', () => {
    for (const dialect of DIALECTS) {
      for (const profile of [...PROFILES, 'rfc2141bis-15', 'saintandre-00'] as const) {
        const { pattern } = toPattern(profile, { dialect });
        if (dialect !== 'js') expect([dialect, profile, /\(\?[=!<>]|\\k<|\\[1-9]/.test(pattern.replace(/\(\?<[a-z]+>/g, ''))]).toEqual([dialect, profile, false]);
        const [open, close] = { js: ['^', '$'], re2: ['^', '$'], java: ['\\A', '\\z'], python: ['\\A', '\\Z'], pcre: ['\\A', '\\z'], postgres: ['\\A', '\\Z'], posix: ['^', '$'], xsd: ['', ''], 'json-schema': ['^', '$'] }[dialect];
        expect([dialect, pattern.startsWith(open), pattern.endsWith(close)]).toEqual([dialect, true, true]);
      }
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

  test.each([
    [['pattern', '-d', 'perl'], /^urnkit pattern: option '-d, --dialect <dialect>' argument 'perl' is invalid\. Allowed choices are js, re2, java, python, pcre, postgres, posix, xsd, json-schema\.\n/],
    [['pattern', '-p', 'rfc9'], /^urnkit pattern: option '-p, --profile <profile>' argument 'rfc9' is invalid\. Allowed choices are rfc2141, saintandre-00, /],
    [['pattern', '--namespace', 'nope'], /^urnkit pattern: --namespace: no shipped namespace grammar for "nope"; the NIDs with one: 3gpp, 3gpp2, .*, xmpp\n$/],
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
