/*
 * The reproducers of the hostile-input audit (issues 17 and 18), each pinned:
 * memory bounded by the input on every profile, nothing retained after a call,
 * strict options, own properties only, linear grammar errors, and a CLI that
 * escapes what it echoes and honours back-pressure.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Readable } from 'stream';
import { build, isValid, normalize, parse, PROFILES, tryParse } from '../src';
import { compare, compileNamespace, GrammarError } from '../src/entries/conformance';
import { compileGrammarText } from '../src/compile/abnf';
import { run } from '../src/cli/main';
import { compiledProfile } from '../src/profiles/compiled';
import { prng } from '../src/prng';
import { junkGrammar } from '../scripts/lib/fuzz';
import { cli } from './support/cli';

const ROOT = join(__dirname, '..');

describe('memory: the worst shapes at the default length (8 MiB) under a 256 MB heap', () => {
  test('every profile and public path answers, and nothing stays behind', () => {
    // A child with --max-old-space-size=256: a fault here is "heap out of memory", which no caller can catch.
    const script = `
      const { isValid, tryParse, parse, normalize } = require('./src');
      const MiB = 1024 * 1024;
      const shapes = [
        'urn:ab:c?' + 'x=&'.repeat(Math.floor((8 * MiB - 20) / 3)) + 'z=1',
        'urn:ab:c?s=1&s=2&' + 'x=&'.repeat(Math.floor((8 * MiB - 30) / 3)) + 'z=1',
        'urn:example:' + 'a'.repeat(8 * MiB - 20) + ' ',
        'urn:example:a?+' + 'r?'.repeat(Math.floor((8 * MiB - 20) / 2)) + '=',
        'urn:example:a#' + '/?'.repeat(Math.floor((8 * MiB - 20) / 2)),
      ];
      // Warm up on small inputs, so that code loaded on first use is not counted as kept.
      for (const s of ['urn:ab:c?x=&z=1', 'urn:example:a ']) for (const profile of ['rfc2141', 'rfc2141bis', 'rfc8141']) {
        isValid(s, { profile }); tryParse(s, { profile });
        try { parse(s, { profile, namespaces: true }); } catch (e) {}
      }
      gc();
      const before = process.memoryUsage().heapUsed;
      for (const s of shapes) for (const profile of ['rfc2141', 'rfc2141bis', 'rfc8141']) {
        isValid(s, { profile });
        const r = tryParse(s, { profile });
        if (r.ok) { normalize(r.urn); r.urn.warnings.length; }
        try { parse(s, { profile, namespaces: true }); } catch (e) { if (e.name !== 'UrnParseError') throw e; }
      }
      shapes.length = 0;
      gc();
      console.log(JSON.stringify({ retained: process.memoryUsage().heapUsed - before }));
    `;
    const r = spawnSync(process.execPath, ['--max-old-space-size=256', '--expose-gc', '-r', 'ts-node/register/transpile-only', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // The inputs themselves were dropped; what a parse keeps afterwards is bounded scratch space.
    expect(JSON.parse(r.stdout).retained).toBeLessThan(8 * 1024 * 1024);
  }, 300_000);

  test('the reference engine refuses what is longer than its own default (16 KiB) and says how to raise it', () => {
    const r = tryParse(`urn:example:${'a'.repeat(20_000)}`, { engine: 'reference' });
    expect(r.ok ? undefined : { code: r.error.code, offset: r.error.offset }).toEqual({ code: 'input-too-long', offset: 16 * 1024 });
    expect(r.ok ? '' : r.error.message).toMatch(/reference engine's default.*pass maxLength to raise it/);
    expect(tryParse(`urn:example:${'a'.repeat(20_000)}`, { engine: 'reference', maxLength: 30_000 }).ok).toBe(true);
  });
});

describe('rfc2141bis duplicate registered keywords, found in one pass', () => {
  test('agree with the directives the grammar captures, on 3,000 random queries', () => {
    const random = prng(2141);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const matcher = compiledProfile('rfc2141bis').matcher;
    const bad: string[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const n = 1 + Math.floor(random() * 5);
      const query = Array.from({ length: n }, () => `${pick(['s', 'c', 'x', 'S', 'sc', 'c-1'])}=${pick(['', '1', 's=2', 'a/b?'])}`).join('&');
      const input = `urn:ab:c?${query}`;
      // The grammar's own directives (keywd and directive spans, post-order), from the query rule.
      const caps: number[] = [];
      const count = matcher.capture('query', input, caps, 9, input.length);
      const directives: { keyword: string; start: number }[] = [];
      let keyword = '';
      for (let k = 0; k < count; k += 3) {
        if (matcher.parts[caps[k]] === 'keywd') keyword = input.slice(caps[k + 1], caps[k + 2]);
        if (matcher.parts[caps[k]] === 'directive') directives.push({ keyword, start: caps[k + 1] });
      }
      const repeated = directives.find((d, j) => ['s', 'c'].includes(d.keyword) && directives.findIndex((e) => e.keyword === d.keyword) < j);
      const expected = repeated ? `duplicate-directive at ${repeated.start}` : 'valid';
      const r = tryParse(input, { profile: 'rfc2141bis' });
      const got = r.ok ? 'valid' : `${r.error.code} at ${r.error.offset}`;
      if (got !== expected) bad.push(`${input}: ${got}, expected ${expected}`);
    }
    expect(bad).toEqual([]);
  });

  test('directives are read from the grammar on first access and equal what apg-js captures', () => {
    const input = 'urn:ISBN:0-395-36341-1?s=I2L&c=ToC&x=a=b';
    const fast = parse(input, { profile: 'rfc2141bis' });
    const reference = parse(input, { profile: 'rfc2141bis', engine: 'reference' });
    expect(fast.directives).toEqual([{ keyword: 's', value: 'I2L' }, { keyword: 'c', value: 'ToC' }, { keyword: 'x', value: 'a=b' }]);
    expect(reference.directives).toEqual(fast.directives);
    expect(fast.directives.map((d) => d.span)).toEqual(reference.directives.map((d) => d.span));
    // Kept privately once read: the own properties are the parts alone.
    expect(Object.getOwnPropertyNames(fast)).toEqual(['profile', 'input', 'nid', 'nss', 'query', 'fragment']);
    expect(fast.directives).toBe(fast.directives);
    expect(JSON.parse(JSON.stringify(fast)).directives).toEqual([{ keyword: 's', value: 'I2L' }, { keyword: 'c', value: 'ToC' }, { keyword: 'x', value: 'a=b' }]);
  });
});

describe('options are checked in one place', () => {
  test('null and undefined mean the defaults', () => {
    for (const fn of [parse, tryParse, isValid] as ((s: string, o: unknown) => unknown)[]) {
      expect(() => fn('urn:ab:c', null)).not.toThrow();
      expect(() => fn('urn:ab:c', undefined)).not.toThrow();
    }
    expect(isValid('urn:a:c', null as never)).toBe(false);
    expect(normalize('URN:AB:c', null as never)).toBe('urn:ab:c');
  });

  test.each([
    [() => parse('urn:ab:c', 'rfc2141' as never), 'urnkit.parse: the options must be an object (or undefined), got the string "rfc2141"'],
    [() => parse('urn:ab:c', { strict: 'yes' as never }), 'urnkit.parse: option "strict" must be true or false, got the string "yes"'],
    [() => isValid('urn:ab:c', { maxLength: '3' as never }), 'urnkit.isValid: option "maxLength" must be a whole number >= 0 (or Infinity), got the string "3"'],
    [() => tryParse('urn:ab:c', { engine: 'slow' as never }), 'urnkit.tryParse: option "engine" must be one of "fast", "reference", got the string "slow"'],
    [() => compare('urn:ab:c', 'rfc2141' as never), 'urnkit.compare: the options must be an object (or undefined), got the string "rfc2141"'],
    [() => compare('urn:ab:c', []), 'urnkit.compare: the profiles must be a non-empty array of profile names (rfc2141, rfc2141bis, rfc8141 or a draft revision ("saintandre-00", "rfc2141bis-03", "rfc2141bis-07" to "rfc2141bis-22")), got an array'],
    [() => compare('urn:ab:c', ['rfc3986' as never]), 'urnkit.compare: each profile must be one of rfc2141, rfc2141bis, rfc8141 or a draft revision ("saintandre-00", "rfc2141bis-03", "rfc2141bis-07" to "rfc2141bis-22"), got the string "rfc3986"'],
  ])('%#: a TypeError naming the function, the option and what was expected', (call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  test('compare takes a profile list or { profiles }', () => {
    expect(compare('urn:a:b', ['rfc2141']).results.map((r) => r.profile)).toEqual(['rfc2141']);
    expect(compare('urn:a:b', { profiles: ['rfc2141', 'rfc8141'] }).results.map((r) => [r.profile, r.valid])).toEqual([
      ['rfc2141', true],
      ['rfc8141', false],
    ]);
  });
});

describe('own properties only (a polluted Object.prototype changes nothing)', () => {
  const NAMES = ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent', 'query', 'directives', 'fragment', 'profile', 'strict', 'engine', 'maxLength', 'namespaces', 'mode', 'decode', 'profiles'];

  test('build, parse, normalize and compare give the same results', () => {
    const before = [
      build({ nid: 'ab', nss: 'c' }).input,
      tryParse('urn:ab:c?+r').ok,
      parse('urn:ab:c?s=1', { profile: 'rfc2141bis' }).input,
      normalize('URN:AB:c'),
      compare('urn:ab:c').results.length,
    ];
    const proto = Object.prototype as Record<string, unknown>;
    const values: Record<string, unknown> = { fComponent: 'POLLUTED', qComponent: 'INHERITED', directives: [{ keyword: 's', value: 'x' }], profile: 'rfc2141', strict: true, engine: 'reference', maxLength: 1, namespaces: true, mode: '5b', profiles: ['rfc2141'] };
    try {
      for (const name of NAMES) proto[name] = values[name] ?? 'POLLUTED';
      const after = [
        build({ nid: 'ab', nss: 'c' }).input,
        tryParse('urn:ab:c?+r').ok,
        parse('urn:ab:c?s=1', { profile: 'rfc2141bis' }).input,
        normalize('URN:AB:c'),
        compare('urn:ab:c').results.length,
      ];
      expect(after).toEqual(before);
      expect(build(Object.assign(Object.create({ qComponent: 'INHERITED' }), { nid: 'ab', nss: 'c' })).input).toBe('urn:ab:c');
    } finally {
      for (const name of NAMES) delete proto[name];
    }
  });

  test('build names the field and index at fault: a hole in directives', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(() => build({ nid: 'ab', nss: 'c', directives: [, { keyword: 'a', value: 'b' }] as never }, { profile: 'rfc2141bis' })).toThrow('urnkit.build: directives[0]: missing (the array has a hole there)');
    expect(() => build({ nid: 'ab', nss: 'c', directives: [{ keyword: 'a' }] as never }, { profile: 'rfc2141bis' })).toThrow('urnkit.build: directives[0].value must be a string, got undefined');
  });
});

describe('grammar files are user input: linear, bounded errors', () => {
  const core = { name: 'core.abnf', text: readFileSync(join(ROOT, 'grammar', 'core.abnf'), 'utf8') };

  test('a 60,000-space @section line compiles (the pragma reader was quadratic on blank runs)', () => {
    const text = `; @section ${' '.repeat(60_000)}x\n; @profile p\n; @start a\na = "x"\n`;
    expect(compileGrammarText([{ name: 's.abnf', text }, core]).meta.sections.a).toBe('x');
  });

  test('250 KB of random printable ASCII (near GRAMMAR_LIMITS.bytes): at most 100 problems listed, then a count (its time, linear in the size, is in docs/hostile-benchmarks.md)', () => {
    const text = junkGrammar(prng(18), 250_000);
    let error: GrammarError | undefined;
    try {
      compileGrammarText([{ name: 'junk.abnf', text }, core]);
    } catch (e) {
      error = e as GrammarError;
    }
    expect(error).toBeInstanceOf(GrammarError);
    expect(error?.diagnostics.length).toBe(101);
    expect(error?.diagnostics[100]).toMatch(/^\.\.\. and \d+ more problems$/);
    expect(error?.diagnostics[0]).toMatch(/^junk\.abnf:\d+: /);
  }, 120_000);

  test('15,000 undefined rules (near GRAMMAR_LIMITS.bytes) are named in one pass, the first 100 listed', () => {
    const lines = ['; @namespace acme', '; @source x', '; @start a0', ...Array.from({ length: 15_000 }, (_, i) => `a${i} = b${i}`)];
    expect(() => compileNamespace(lines.join('\n'))).toThrow(/namespace\.abnf:4: rule "b0" is used but not defined[\s\S]*\.\.\. and 14900 more problems/);
  });

  /** The error code of a URN under namespace grammar `g`, or "ok". */
  const code = (urn: string, g: ReturnType<typeof compileNamespace>): string => {
    const r = tryParse(urn, { namespaces: [g] });
    return r.ok ? 'ok' : r.error.code;
  };

  test('20,000 alternatives, nothing recursive: an NSS they reject is invalid-namespace-nss, never input-too-deep (a function per 20,000 variables overflowed the stack)', () => {
    const g = compileNamespace(`; @namespace wide\n; @source x\n; @start nss\nnss = ${Array.from({ length: 20_000 }, (_, i) => `"x${i}"`).join(' / ')}\n`);
    expect(code('urn:wide:x9', g)).toBe('ok');
    // Nothing starts with "z"; "x4" matches first and leaves "2" (ordered choice, as apg-js).
    expect(code('urn:wide:zzz', g)).toBe('invalid-namespace-nss');
    expect(code('urn:wide:x42', g)).toBe('invalid-namespace-nss');
    // Its message names 24 of the 20,000 literals expected at the NSS's start and counts the others: not 200 KB.
    const r = tryParse('urn:wide:zzz', { namespaces: [g] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message.length).toBeLessThan(1_000);
      expect(r.error.message).toContain(`'x0', 'x1', 'x2'`);
      expect(r.error.message).toContain(`'x23' or one of ${(20_000 - 24).toLocaleString('en-US')} more`);
    }
  }, 120_000);

  test('alternations and concatenations past 256 children (in helper functions) agree with apg-js, verdicts and offsets', () => {
    const alts = Array.from({ length: 600 }, (_, i) => `"x${i}"`).join(' / ');
    const cat = Array.from({ length: 600 }, (_, i) => (i % 3 ? 'ALPHA' : 'DIGIT')).join(' ');
    const g = compileNamespace(`; @namespace wa\n; @source x\n; @start nss\nnss = ( ${alts} ) "-" long / "y"\nlong = ${cat}\n`);
    const body = Array.from({ length: 600 }, (_, i) => (i % 3 ? 'q' : '7')).join('');
    for (const nss of ['y', `x9-${body}`, `x599-${body}`, `x5-${body}`, `x60-${body.slice(0, 400)}`, 'x600-', `x1-${body.slice(0, 599)}q`, 'zz']) {
      const [fast, reference] = (['fast', 'reference'] as const).map((engine) => {
        const r = tryParse(`urn:wa:${nss}`, { namespaces: [g], engine });
        return r.ok ? 'ok' : `${r.error.code} ${r.error.offset}`;
      });
      expect(fast).toBe(reference);
    }
    expect(code(`urn:wa:x9-${body}`, g)).toBe('ok');
    expect(code(`urn:wa:x599-${body}`, g)).toBe('invalid-namespace-nss'); // "x5" comes first, then "-" fails: ordered choice
  });
});

describe('CLI: what it echoes cannot drive a terminal, and it waits for slow readers', () => {
  const evil = 'urn:ab:\u009b31m\u202etxt';

  test('validate escapes C1 and bidi characters in text and in JSON', async () => {
    const text = await cli(['validate', evil]);
    expect(text.stdout).toContain('"urn:ab:\\u009b31m\\u202etxt"');
    expect(text.stdout).not.toMatch(/[\u009b\u202e]/);
    const json = await cli(['validate', '--json', evil]);
    expect(json.stdout).not.toMatch(/[\u009b\u202e]/);
    expect(JSON.parse(json.stdout).input).toBe(evil);
    const parsed = await cli(['parse', evil]);
    expect(parsed.stderr).not.toMatch(/[\u009b\u202e]/);
  });

  test('validate --json escapes them in a file name too, when every line of the file is ASCII', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-evil-name-'));
    try {
      const name = join(dir, 'a\u009b31m\u202eb.txt');
      writeFileSync(name, 'urn:ab:c\nurn:a:b\n');
      const json = await cli(['validate', '--json', '--input', name]);
      expect(json.stdout).not.toMatch(/[\u009b\u202e]/);
      expect(json.stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l).file)).toEqual([name, name]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each([['1'], ['2']])('validate --jobs %s waits for each write while the reader is behind (back-pressure)', async (jobs) => {
    let pending = 0;
    let most = 0;
    const writes: string[] = [];
    // 5,000 lines: several chunks on one thread (256 lines) and on workers (2,048 lines).
    const input = Array.from({ length: 5000 }, (_, i) => `urn:abc:${i}`).join('\n');
    const code = await run(['validate', '--jobs', jobs], {
      stdout: (t) => {
        writes.push(t);
        pending += 1;
        most = Math.max(most, pending);
        return new Promise<void>((resolve) =>
          setImmediate(() => {
            pending -= 1;
            resolve();
          }),
        );
      },
      stderr: () => undefined,
      stdin: Readable.from([input]),
      stderrIsTTY: false,
    });
    expect(code).toBe(0);
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.join('').split('\n').slice(0, -1)).toEqual(Array.from({ length: 5000 }, (_, i) => `valid\t"urn:abc:${i}"`));
    expect(most).toBe(1);
  });
});

test('every profile is covered by the memory test', () => {
  expect(PROFILES).toEqual(['rfc2141', 'rfc2141bis', 'rfc8141']);
});
