/*
 * Grammar files are untrusted input (issue 25): nothing in a file's name or
 * text may become code in the modules compiled from it; terminals are code
 * points in every engine; no grammar makes an input throw or exhaust the
 * stack; compiling is linear within documented limits, each broken limit a
 * GrammarError naming file and line; and the reference engine reads the NSS
 * alone, as the generated matcher does. tests/untrusted-inputs.test.ts has
 * the API inputs (arrays, inherited properties, argument types).
 */
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { isValid, parse, tryParse } from '../src';
import { GRAMMAR_LIMITS, MAX_RECURSION } from '../src/compile/limits';
import { commentText } from '../src/compile/modules';
import { compileNamespace, GrammarError } from '../src/entries/conformance';
import { referenceEngine } from '../src/engine/lazy';
import type { NamespaceGrammar } from '../src/namespaces/types';
import { prng } from '../src/prng';
import { fuzzGrammars } from '../scripts/lib/grammar-fuzz';
import { cli } from './support/cli';

const HEAD = '; @namespace evil\n; @source a grammar from outside\n; @start nss\n';
const grammar = (body: string): NamespaceGrammar => compileNamespace(HEAD + body);

/** The first diagnostic of the GrammarError that compiling `text` throws (the test fails if it compiles). */
function grammarError(text: string, name = 'evil.abnf'): string {
  try {
    compileNamespace(text, { name });
  } catch (e) {
    if (e instanceof GrammarError) return e.diagnostics[0];
    throw e;
  }
  throw new Error('compiled');
}

/** What each engine says of an NSS alone: the matcher, apg-js, and the grammar's expression (null: it has none). */
function engines(g: NamespaceGrammar, nss: string): [boolean, boolean, boolean | null] {
  return [g.matcher.match(nss, []) >= 0, referenceEngine().referenceParse(g, nss).ok, g.matcher.pattern === null ? null : g.matcher.pattern.test(nss)];
}

/** Every JavaScript line terminator (ECMA-262 s.12.3) and every comment, string and template delimiter. */
const DELIMITERS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '*/', '/*', '//', '"', "'", '`', '${', '}', '\\', '<!--', '-->', '</script>'];

describe('file names and pragma values never become code in `urnkit grammar compile` output', () => {
  test('commentText keeps printable ASCII and quotes the rest with escapes', () => {
    expect(commentText('acme.abnf')).toBe('acme.abnf');
    expect(commentText('a\nb')).toBe('"a\\nb"');
    expect(commentText('a\u2028b\u2029c\rd')).toBe('"a\\u2028b\\u2029c\\rd"');
    expect(commentText('caf\u00e9')).toBe('"caf\\u00e9"');
    for (const d of DELIMITERS) expect(commentText(`x${d}y`)).not.toMatch(/[\n\r\u2028\u2029]/);
  });

  test('the reproduction, and a name with each delimiter: the modules load, define the namespace and run nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-names-'));
    try {
      // A file name cannot hold "/": the delimiters that do are tried in a folder name below.
      const inNames = DELIMITERS.filter((d) => !d.includes('/'));
      const names = ['x\nglobalThis.__pwned=1\n<!-- .abnf', ...inNames.map((d, i) => `n${i}${d}globalThis.__pwned=${i + 2};${d}.abnf`)];
      const outs: string[] = [];
      names.forEach((name, i) => {
        const nid = `evil${i}`;
        // Pragma values are printable ASCII (grammar files must be), so every delimiter but the line terminators.
        const source = DELIMITERS.filter((d) => /^[\x20-\x7e]+$/.test(d)).join(' globalThis.__pwned=99; ');
        writeFileSync(join(dir, name), `; @namespace ${nid}\n; @source ${source}\n; @section ${source}\n; @start nss\nnss = 1*"a"\n`);
        outs.push(join(dir, `out${i}`));
      });
      for (let i = 0; i < names.length; i += 1) {
        for (const [out, format] of [[outs[i], 'cjs'], [`${outs[i]}-esm`, 'esm']]) {
          const r = await cli(['grammar', 'compile', join(dir, names[i]), '--out', out, '--format', format]);
          expect({ name: names[i], code: r.code, stderr: r.stderr }).toEqual({ name: names[i], code: 0, stderr: '' });
          for (const file of readdirSync(out)) {
            // Every line of a generated module is code or a whole comment: no line starts inside a comment's text.
            const text = readFileSync(join(out, file), 'utf8');
            expect(text).not.toMatch(/[\u2028\u2029]/);
            expect(text.split('\n').filter((l) => l.includes('__pwned') && !l.startsWith('// ') && !l.includes('"'))).toEqual([]);
          }
        }
      }
      // Load every module in a fresh process, CommonJS and ES modules: nothing may run but the module's own code.
      const script = `
        const { join } = require('path');
        const { readdirSync } = require('fs');
        const { pathToFileURL } = require('url');
        const outs = ${JSON.stringify(outs)};
        const verdicts = (ns) => [ns.nid, ns.matcher.match('aa', []) >= 0, ns.matcher.match('ab', []) >= 0];
        (async () => {
          const loaded = [];
          for (const [i, o] of outs.entries()) {
            const ns = require(join(o, 'evil' + i + '.cjs'));
            for (const f of readdirSync(o)) require(join(o, f));
            const esm = (await import(pathToFileURL(join(o + '-esm', 'evil' + i + '.mjs')).href)).default;
            for (const f of readdirSync(o + '-esm')) await import(pathToFileURL(join(o + '-esm', f)).href);
            loaded.push([verdicts(ns), verdicts(esm)]);
          }
          console.log(JSON.stringify({ pwned: globalThis.__pwned, loaded }));
        })();
      `;
      const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      expect(child.stderr).toBe('');
      const expected = outs.map((_, i) => [`evil${i}`, true, false]);
      expect(JSON.parse(child.stdout)).toEqual({ pwned: undefined, loaded: expected.map((v) => [v, v]) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a grammar read from a folder whose name holds a line feed compiles the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-names-'));
    try {
      const folder = join(dir, 'a\nglobalThis.__pwned=1;//');
      mkdirSync(folder);
      writeFileSync(join(folder, 'ok.abnf'), '; @namespace okay\n; @source x\n; @start nss\nnss = 1*"a"\n');
      expect((await cli(['grammar', 'compile', join(folder, 'ok.abnf'), '--out', join(dir, 'out')])).code).toBe(0);
      const child = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(join(dir, 'out', 'okay.cjs'))}); console.log(String(globalThis.__pwned))`], { encoding: 'utf8' });
      expect(child.stdout.trim()).toBe('undefined');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('terminals are code points in every engine (item 2)', () => {
  test('the reproduction: %x1F600 / %x10000-10FFFF / "a" does not match "b" in isValid, tryParse or apg-js', () => {
    const g = grammar('nss = %x1F600 / %x10000-10FFFF / "a"');
    const options = { profile: 'rfc2141' as const, namespaces: [g] };
    expect([isValid('urn:evil:b', options), tryParse('urn:evil:b', options).ok, tryParse('urn:evil:b', { ...options, engine: 'reference' }).ok]).toEqual([false, false, false]);
    expect([isValid('urn:evil:a', options), tryParse('urn:evil:a', options).ok, tryParse('urn:evil:a', { ...options, engine: 'reference' }).ok]).toEqual([true, true, true]);
    // On the NSS alone (an NSS of a URN is ASCII): one code point above U+FFFF, not a code unit, not "b".
    const cases: [string, boolean][] = [['\u{1F600}', true], ['\u{10000}', true], ['\u{10FFFF}', true], ['a', true], ['b', false], ['\ud83d', false], ['\ude00', false], ['\u{1F600}\u{1F600}', false], ['0', false]];
    for (const [nss, expected] of cases) expect({ nss, got: engines(g, nss) }).toEqual({ nss, got: [expected, expected, expected] });
  });

  test('values above U+10FFFF are a grammar error at their line', () => {
    for (const value of ['%x110000', '%xFFFFFFFF', '%x61-110000', '%x61.110000', '%d1114112', '%b100010000000000000000', `%x${'F'.repeat(40)}`]) {
      expect(grammarError(`${HEAD}nss = "a"\n / ${value}\n`)).toMatch(/^evil\.abnf:5: %[xdb][0-9A-F.-]+(\.\.\.)?: a terminal value above %x10FFFF \(U\+10FFFF, the largest code point\) matches no character$/);
    }
  });

  test('random ranges across U+FFFF and the surrogates: the three engines match what for...of reads, on 3,000 strings', () => {
    const random = prng(2025);
    const edges = [0, 0x41, 0xd7ff, 0xd800, 0xd83d, 0xdbff, 0xdc00, 0xde00, 0xdfff, 0xe000, 0xffff, 0x10000, 0x1f600, 0x10fffe, 0x10ffff];
    const point = (): number => {
      const e = edges[Math.floor(random() * edges.length)] + Math.floor(random() * 3) - 1;
      return Math.min(0x10ffff, Math.max(0, e));
    };
    const bad: string[] = [];
    for (let k = 0; k < 60; k += 1) {
      const [a, b] = [point(), point()].sort((x, y) => x - y);
      const g = grammar(`nss = 1*%x${a.toString(16)}-${b.toString(16)}`);
      for (let i = 0; i < 50; i += 1) {
        // Code points and lone surrogates, joined: two surrogates side by side may make a pair.
        const nss = Array.from({ length: 1 + Math.floor(random() * 3) }, () => String.fromCodePoint(point())).join('');
        const expected = [...nss].every((c) => (c.codePointAt(0) as number) >= a && (c.codePointAt(0) as number) <= b);
        const got = engines(g, nss);
        if (got.some((v) => v !== expected && v !== null)) bad.push(`%x${a.toString(16)}-${b.toString(16)} on ${JSON.stringify(nss)}: ${got.join(' ')}, expected ${expected}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('no input overflows the stack, whatever the grammar (item 3)', () => {
  const g = grammar('nss = "a" nss / "b"');
  const deep = (n: number): string => `urn:evil:${'a'.repeat(n)}b`;

  test.each([
    ['isValid', (s: string) => isValid(s, { namespaces: [g] })],
    ['tryParse', (s: string) => tryParse(s, { namespaces: [g] }).ok],
    ['parse', (s: string) => { try { return parse(s, { namespaces: [g] }).nss; } catch (e) { return (e as { code: string }).code; } }],
  ])('%s: the reproduction at 8,000 characters, then the default maxLength (8 MiB), without a RangeError', (_name, call) => {
    expect(() => call(deep(8000))).not.toThrow();
    expect(() => call(deep(8 * 1024 * 1024 - 20))).not.toThrow();
  });

  test("the reference engine: from 5,000 characters (the reproduction) to its default maxLength (16 KiB), and past it when asked", () => {
    for (const n of [5000, 16 * 1024 - 20]) expect(tryParse(deep(n), { namespaces: [g], engine: 'reference' }).ok).toBe(false);
    const r = tryParse(deep(100_000), { namespaces: [g], engine: 'reference', maxLength: 200_000 });
    expect(r.ok ? 'valid' : r.error.code).toBe('input-too-deep');
  });

  test(`nesting ${MAX_RECURSION} levels is fine; one more is input-too-deep at the same offset in both engines`, () => {
    expect([tryParse(deep(MAX_RECURSION - 1), { namespaces: [g] }).ok, tryParse(deep(MAX_RECURSION - 1), { namespaces: [g], engine: 'reference' }).ok, isValid(deep(MAX_RECURSION - 1), { namespaces: [g] })]).toEqual([true, true, true]);
    for (const engine of ['fast', 'reference'] as const) {
      const r = tryParse(deep(MAX_RECURSION), { namespaces: [g], engine });
      // The (MAX_RECURSION + 1)-th nss starts at "urn:evil:" plus MAX_RECURSION "a"s.
      expect(r.ok ? 'valid' : { code: r.error.code, offset: r.error.offset, section: r.error.section }).toEqual({ code: 'input-too-deep', offset: 9 + MAX_RECURSION, section: 'urnkit (MAX_RECURSION)' });
    }
    expect(isValid(deep(MAX_RECURSION), { namespaces: [g] })).toBe(false);
  });

  test('a grammar that backtracks exponentially through recursion ends with input-too-complex, never runs on', () => {
    // Each level tries "x" nss twice before it fails: 2^n steps without a budget.
    const e = grammar('nss = "x" nss "y" / "x" nss "z" / "x"');
    const started = Date.now();
    const r = tryParse(`urn:evil:${'x'.repeat(60)}w`, { namespaces: [e] });
    expect(r.ok ? 'valid' : r.error.code).toBe('input-too-complex');
    expect(isValid(`urn:evil:${'x'.repeat(60)}w`, { namespaces: [e] })).toBe(false);
    const ref = tryParse(`urn:evil:${'x'.repeat(60)}w`, { namespaces: [e], engine: 'reference' });
    expect(ref.ok ? 'valid' : ref.error.code).toBe('input-too-complex');
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  test('a recursive grammar has no expression: its isValid runs the matcher', () => {
    expect(g.matcher.pattern).toBeNull();
  });
});

describe('compiling is linear within documented limits; past them, a GrammarError at the line (item 4)', () => {
  const rules = (n: number, body: (i: number) => string): string => HEAD + Array.from({ length: n }, (_, i) => `${i ? `r${i}` : 'nss'} = ${body(i)}`).join('\n');

  test.each([
    ['a literal of 64,000 characters', `${HEAD}nss = "${'x'.repeat(64_000)}"\n`, /^evil\.abnf:4: a quoted string of 64000 characters; literals have at most 4096 \(GRAMMAR_LIMITS\.literalLength\)$/],
    ['a %x concatenation of 5,000 values', `${HEAD}nss = %x${Array(5000).fill('61').join('.')}\n`, /^evil\.abnf:4: a %x concatenation of 5000 values; literals have at most 4096/],
    ['300 nested brackets', `${HEAD}nss = ${'('.repeat(300)}"x"${')'.repeat(300)}\n`, /^evil\.abnf:4: brackets nested 65 deep; urnkit compiles at most 64 \(GRAMMAR_LIMITS\.nesting\)/],
    ['a chain of 1,000 rules', rules(1000, (i) => (i < 999 ? `"x" r${i + 1}` : '"x"')), /^evil\.abnf:4: rule "nss" nests operators \d+ deep through its references \(nss -> r1 -> r2 -> .* -> \.\.\.\); urnkit compiles grammars at most 1000 deep \(GRAMMAR_LIMITS\.depth\)$/],
    ['20,001 rules', rules(20_001, () => '"x"'), /^evil\.abnf:20004: more than 20000 rules; urnkit compiles grammars of at most 20000 rules \(GRAMMAR_LIMITS\.rules\)$/],
    ['more than 256 KiB', `${HEAD}nss = "x"\n${'; padding\n'.repeat(30_000)}`, /^evil\.abnf:1: the grammar has \d+ characters; urnkit compiles grammars of at most 262144 \(GRAMMAR_LIMITS\.bytes\)$/],
  ])('%s', (_name, text, message) => {
    expect(grammarError(text)).toMatch(message);
  });

  test('the limits are far above the shipped grammars', () => {
    expect(GRAMMAR_LIMITS).toEqual({ bytes: 262144, rules: 20000, nesting: 64, literalLength: 4096, depth: 1000 });
  });

  test('within the limits, the issue\'s shapes compile, and their isValid answers (each timed in docs/hostile-benchmarks.md)', () => {
    const literal = grammar(`nss = "${'x'.repeat(4096)}"`);
    expect([isValid(`urn:evil:${'x'.repeat(4096)}`, { namespaces: [literal] }), isValid(`urn:evil:${'x'.repeat(4095)}y`, { namespaces: [literal] })]).toEqual([true, false]);
    const chain = compileNamespace(rules(300, (i) => (i < 299 ? `"x" r${i + 1}` : '"x"')));
    expect(isValid(`urn:evil:${'x'.repeat(300)}`, { namespaces: [chain] })).toBe(true);
    // Each alternative ends with "." so that none is a prefix of another (ordered choice takes the first that matches).
    const wide = grammar(`nss = ${Array.from({ length: 5000 }, (_, i) => `"w${i}."`).join(' / ')}`);
    expect(['urn:evil:w0.', 'urn:evil:w4999.', 'urn:evil:w5000.'].map((s) => isValid(s, { namespaces: [wide] }))).toEqual([true, true, false]);
    // The issue's 100,000 alternatives made an expression V8 could not run; past PATTERN_SOURCE_LIMIT none is emitted, and isValid runs the matcher.
    const word = (i: number): string => Array.from({ length: 200 }, (_, k) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7 + k * k * 13) % 26]).join('');
    const long = grammar(`nss = ${Array.from({ length: 300 }, (_, i) => `"${word(i)}"`).join(' / ')}`);
    expect(long.matcher.pattern).toBeNull();
    expect([isValid(`urn:evil:${word(299)}`, { namespaces: [long] }), isValid(`urn:evil:${word(299)}x`, { namespaces: [long] })]).toEqual([true, false]);
    const nested = grammar(`nss = ${'('.repeat(64)}"x"${')'.repeat(64)}`);
    expect(isValid('urn:evil:x', { namespaces: [nested] })).toBe(true);
  }, 120_000);

  test('`urnkit grammar compile` reports a broken limit in one line, exit 2 (not an internal error)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-limits-'));
    try {
      writeFileSync(join(dir, 'deep.abnf'), `${HEAD}nss = ${'('.repeat(300)}"x"${')'.repeat(300)}\n`);
      const r = await cli(['grammar', 'compile', join(dir, 'deep.abnf'), '--out', join(dir, 'out')]);
      expect(r).toEqual({ code: 2, stdout: '', stderr: 'urnkit grammar compile: deep.abnf:4: brackets nested 65 deep; urnkit compiles at most 64 (GRAMMAR_LIMITS.nesting): name the inner groups as rules\n' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the reference engine reads the NSS alone (item 5)', () => {
  test('shipped epc: a look-ahead at the end of the NSS sees no f-component, in either engine', () => {
    const input = 'urn:epc:idpat:#gtin:0614141.112345.*';
    const fast = tryParse(input, { namespaces: true });
    const reference = tryParse(input, { namespaces: true, engine: 'reference' });
    expect(fast.ok).toBe(false);
    expect(reference.ok ? 'valid' : [reference.error.code, reference.error.offset, reference.error.message]).toEqual(fast.ok ? 'valid' : [fast.error.code, fast.error.offset, fast.error.message]);
  });

  test('shipped iso: the same namespace view from both engines', () => {
    const input = 'urn:iso:std:iso:9999:-1#x';
    expect(parse(input, { namespaces: true, engine: 'reference' }).namespace).toEqual(parse(input, { namespaces: true }).namespace);
    // ISO 9999, part "-1": the "#x" after it is the f-component, which the namespace does not read.
    expect(parse(input, { namespaces: true }).namespace?.parts).toEqual({ originator: 'iso', docnumber: '9999', partnumber: '-1' });
  });

  test('a custom grammar whose look-ahead would see past the NSS', () => {
    const g = grammar('nss = "a" !"?"');
    for (const input of ['urn:evil:a?+r', 'urn:evil:a?=q', 'urn:evil:a#f']) {
      expect([tryParse(input, { namespaces: [g] }).ok, tryParse(input, { namespaces: [g], engine: 'reference' }).ok]).toEqual([true, true]);
    }
  });

  test('a grammar of 2,000 alternatives stays within apg-js\'s budget, which grows with the grammar', () => {
    const wide = grammar(`nss = ${Array.from({ length: 2000 }, (_, i) => `"w${i}."`).join(' / ')}`);
    expect(['urn:evil:w1999.', 'urn:evil:w2000.'].map((s) => tryParse(s, { namespaces: [wide], engine: 'reference' }).ok)).toEqual([true, false]);
  });
});

describe('smaller (item 6)', () => {
  test('left recursion is named, with its rule, its line and the cycle', () => {
    expect(grammarError(`${HEAD}nss = x "a" / "b"\nx = [ "c" ] nss\n`)).toBe(
      'evil.abnf:4: rule "nss" is left-recursive (nss -> x -> nss): it calls itself before reading a character, which a PEG parser such as apg-js repeats forever; write the recursion as a repetition (a = b *c, not a = a c / b)',
    );
    expect(grammarError(`${HEAD}nss = "b" / x\nx = x "a"\n`)).toMatch(/^evil\.abnf:5: rule "x" is left-recursive \(x -> x\)/);
    expect(grammarError(`${HEAD}nss = "a" nss\n`)).toBe('evil.abnf:4: rule "nss" never terminates: each of its alternatives needs the rule itself again, so it matches no string');
  });

  test('suggestions respect maxLength', () => {
    const unlimited = tryParse('urn:ex:a b');
    expect(unlimited.ok ? [] : unlimited.error.suggestions).toContain('urn:ex:a%20b');
    const limited = tryParse('urn:ex:a b', { maxLength: 11 });
    expect(limited.ok ? 'valid' : limited.error.suggestions.filter((s) => s.length > 11)).toEqual([]);
  });
});

test('300 random grammars (scripts/lib/grammar-fuzz.ts; npm run fuzz runs 10,000 in CI): both engines and the expression agree, nothing throws, each compile within COMPILE_BOUND', () => {
  const seed = Number(process.env.URNKIT_FUZZ_SEED ?? 20261125);
  const run = fuzzGrammars(prng(seed), 300, seed);
  expect(run.failures).toEqual([]);
  expect(run.grammars).toBe(300);
  expect(run.worstBound).toBeLessThanOrEqual(1);
}, 120_000);
