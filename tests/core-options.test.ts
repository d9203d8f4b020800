/*
 * Options a function does not have (issue 24, item 6): every exported
 * function that takes options throws a TypeError naming itself, the key and
 * the closest option it has, rather than ignore a misspelling; the loops'
 * fast path (src/parsing/resolve.ts resolveFast) still answers the common shapes, and
 * an inherited key still changes nothing. Also: codes are typed (item 7) and a
 * Urn shows its parts in util.inspect (item 8).
 */
import { inspect } from 'util';
import {
  build,
  decodeComponent,
  decodeNss,
  encodeComponent,
  encodeNss,
  equivalenceKey,
  equivalent,
  extractUrns,
  extractUrnsFromStream,
  history,
  isValid,
  normalize,
  parse,
  qComponentPairs,
  tryParse,
  UrnEncodingError,
  UrnParseError,
  type DiagnosticCode,
  type ErrorCode,
} from '../src';
import { freshly } from './support/fresh';
import { compare, compileNamespace, diffCorpus, diffGrammars, GrammarError } from '../src/entries/conformance';
import { urnSchema } from '../src/entries/schema';

/** Each function, called with one wrong key: [name, call, the key, the option it should suggest]. */
const CALLS: [string, (o: Record<string, unknown>) => unknown, string, string | undefined][] = [
  ['parse', (o) => parse('urn:ab:c', o), 'profil', 'profile'],
  ['tryParse', (o) => tryParse('urn:ab:c', o), 'Strict', 'strict'],
  ['isValid', (o) => isValid('urn:ab:c', o), 'namespace', 'namespaces'],
  ['isValid', (o) => isValid('urn:ab:c', o), 'maxlength', 'maxLength'],
  ['isValid', (o) => isValid('urn:ab:c', o), 'engin', 'engine'],
  ['normalize', (o) => normalize('urn:ab:c', o), 'mod', 'mode'],
  ['equivalent', (o) => equivalent('urn:ab:c', 'urn:ab:c', o), 'profle', 'profile'],
  ['equivalenceKey', (o) => equivalenceKey('urn:ab:c', o), 'namespace', 'namespaces'],
  ['build', (o) => build({ nid: 'ab', nss: 'c' }, o), 'strct', 'strict'],
  ['encodeNss', (o) => encodeNss('a', o), 'profiles', 'profile'],
  ['encodeComponent', (o) => encodeComponent('a', 'q', o), 'Profile', 'profile'],
  ['decodeNss', (o) => decodeNss('a', o), 'porfile', 'profile'],
  ['decodeComponent', (o) => decodeComponent('a', 'q', o), 'xyzzy', undefined],
  ['qComponentPairs', (o) => qComponentPairs('urn:ab:c?=a=b', o), 'decoded', 'decode'],
  ['extractUrns', (o) => extractUrns('urn:ab:c', o), 'invalids', 'invalid'],
  ['extractUrnsFromStream', (o) => extractUrnsFromStream(['urn:ab:c'], o), 'maxLenght', 'maxLength'],
  ['urnSchema', (o) => urnSchema(o), 'outptu', 'output'],
  ['compare', (o) => compare('urn:ab:c', o), 'profile', 'profiles'],
  ['history', (o) => history('urn:ab:c', o), 'revison', 'revisions'],
  ['diffGrammars', (o) => diffGrammars('rfc2141', 'rfc8141', o), 'seeds', 'seed'],
  ['compileNamespace', (o) => compileNamespace('; @namespace a\n; @source x\n; @start a\na = "a"\n', o), 'names', 'name'],
];

describe('an unknown option is a TypeError naming the function, the key and the closest option', () => {
  test.each(CALLS)('%s', (fn, call, key, closest) => {
    const expected = closest ? `urnkit.${fn}: unknown option "${key}"; did you mean "${closest}"?` : new RegExp(`^urnkit\\.${fn}: unknown option "${key}"; its options are "`);
    expect(() => call({ [key]: true })).toThrow(TypeError);
    expect(() => call({ [key]: true })).toThrow(expected);
  });

  test('diffCorpus (async) rejects the same way', async () => {
    await expect(diffCorpus(['urn:ab:c'], { from: 'rfc2141', to: 'rfc8141', exampels: 2 } as never)).rejects.toThrow('urnkit.diffCorpus: unknown option "exampels"; did you mean "examples"?');
  });

  test('the issue\'s example, word for word; a key far from every option lists them', () => {
    expect(() => parse('urn:ab:c', { profil: 'rfc2141' } as never)).toThrow(new TypeError('urnkit.parse: unknown option "profil"; did you mean "profile"?'));
    expect(() => isValid('urn:ab:c', { colour: 'red' } as never)).toThrow('urnkit.isValid: unknown option "colour"; its options are "profile", "strict", "engine", "maxLength", "namespaces"');
    // A hostile key: quoted and cut, never measured whole.
    expect(() => isValid('urn:ab:c', { ['x'.repeat(100000)]: 1 } as never)).toThrow(/unknown option "x{40}\.\.\."; its options are/);
  });

  test('the fast path still answers every common shape, and the result does not depend on key order', () => {
    for (const o of [undefined, null, {}, { profile: 'rfc2141' }, { strict: true, profile: 'rfc2141' }, { namespaces: false, strict: false, profile: 'rfc2141bis' }] as const) {
      expect([o, isValid('urn:a:b', o as never)]).toEqual([o, o !== undefined && o !== null && 'profile' in o && o.profile === 'rfc2141']);
    }
    expect(isValid('urn:ab:c', { maxLength: 3 })).toBe(false);
    expect(isValid('urn:ab:c', { engine: 'reference', profile: 'rfc2141' })).toBe(true);
  });

  test('an inherited key is neither an option nor an error (a polluted prototype changes nothing)', () => {
    const o = Object.create({ profil: 'x', profile: 'rfc2141' }) as Record<string, unknown>;
    expect(isValid('urn:a:b', o)).toBe(false);
    o.strict = false;
    expect(tryParse('urn:a:b', o).ok).toBe(false);
  });

  test("an inherited strict is not the option: 'urn:ab:c' (a two-character NID, a nid-registration warning) stays valid", () => {
    // library.md: strict turns every warning into an error; only an own key may switch it on.
    expect(isValid('urn:ab:c', { strict: true })).toBe(false);
    expect(isValid('urn:ab:c', Object.create({ strict: true }) as never)).toBe(true);
    expect(tryParse('urn:ab:c', Object.create({ strict: true }) as never).ok).toBe(true);
  });

  test('an empty array is not options either: a TypeError, as a non-empty one is (the fast path once took it for {})', () => {
    for (const bad of [[], ['rfc2141']]) {
      expect(() => isValid('urn:ab:c', bad as never)).toThrow(/^urnkit\.isValid: the options must be an object/);
      expect(() => tryParse('urn:ab:c', bad as never)).toThrow(/^urnkit\.tryParse: the options must be an object/);
      expect(() => parse('urn:ab:c', bad as never)).toThrow(/^urnkit\.parse: the options must be an object/);
    }
  });

  test('strict beside another key takes the checked path: an unknown key is still an error, a known one still counts', () => {
    expect(() => isValid('urn:ab:c', { strict: false, colour: 'red' } as never)).toThrow('urnkit.isValid: unknown option "colour"');
    expect(() => isValid('urn:ab:c', { colour: 'red', strict: false } as never)).toThrow('urnkit.isValid: unknown option "colour"');
    // library.md: longer than maxLength is input-too-long ('urn:ab:c' is 8 code units).
    expect(tryParse('urn:ab:c', { strict: false, maxLength: 5 })).toMatchObject({ ok: false, error: { code: 'input-too-long' } });
  });

  test('an inherited strict that for...in does not list (not enumerable) is not the option either: maxLength still counts', () => {
    const o = Object.assign(Object.create(Object.defineProperty({}, 'strict', { value: true, enumerable: false })) as object, { maxLength: 5 });
    expect(isValid('urn:example:abc', o)).toBe(false);
    expect(tryParse('urn:example:abc', o)).toMatchObject({ ok: false, error: { code: 'input-too-long' } });
    expect(isValid('urn:example:abc', { maxLength: 15 })).toBe(true);
  });

  test('an own key that for...in does not list (not enumerable) is not an option: strict beside it still counts, an unknown key beside it is still an error', () => {
    // library.md: strict turns every warning into an error ('urn:ab:c': a two-character NID, nid-registration).
    const strict = Object.defineProperty({ strict: true }, 'namespaces', { value: true, enumerable: false });
    expect(tryParse('urn:ab:c', strict)).toMatchObject({ ok: false, error: { code: 'nid-registration' } });
    const unknown = Object.defineProperty({ '': 1 }, 'namespaces', { value: false, enumerable: false });
    expect(() => isValid('urn:ab:c', unknown as never)).toThrow('urnkit.isValid: unknown option ""');
  });

  test("resolutions first made while Object.prototype holds array indexes ('0' to '3', '-1', '-2', not enumerable) answer as without them", () => {
    // The fast path keeps a resolution per (profile, namespaces, strict): nothing inherited may stand for one. Not
    // enumerable, so that for...in does not list them and the options still take the fast path.
    const proto = Object.prototype as unknown as Record<string, unknown>;
    const keys = ['0', '1', '2', '3', '-1', '-2'];
    try {
      for (const key of keys) Object.defineProperty(proto, key, { value: { polluted: key }, enumerable: false, configurable: true, writable: true });
      const api = freshly(() => require('../src') as typeof import('../src'));
      for (const namespaces of [false, true]) {
        for (const strict of [false, true]) {
          // library.md: 'urn:ab:c' warns (nid-registration; with namespaces also nid-unregistered), so only strict fails it.
          expect([namespaces, strict, api.tryParse('urn:ab:c', { namespaces, strict }).ok]).toEqual([namespaces, strict, !strict]);
          expect([namespaces, strict, api.isValid('urn:ab:c', { namespaces, strict })]).toEqual([namespaces, strict, !strict]);
        }
      }
    } finally {
      for (const key of keys) delete proto[key];
    }
  });

  test("engine 'reference' without maxLength takes 16 Ki code units and no more (library.md's options table); the fast engine 8 Mi", () => {
    const of = (length: number): string => `urn:example:${'a'.repeat(length - 'urn:example:'.length)}`;
    expect(isValid(of(16 * 1024), { engine: 'reference' })).toBe(true);
    expect(isValid(of(16 * 1024 + 1), { engine: 'reference' })).toBe(false);
    expect(tryParse(of(16 * 1024 + 1), { engine: 'reference' })).toMatchObject({ ok: false, error: { code: 'input-too-long' } });
    expect(isValid(of(16 * 1024 + 1))).toBe(true);
  });

  test("isValid answers up to the fast engine's 8 Mi maxLength (library.md's options table), also where a regular expression's backtrack stack would not", () => {
    // RFC 8141 s.2: r-component = pchar *( pchar / "/" / "?" ), so "a?" repeated is one; 8,000,016 code units, under 8 Mi.
    const long = `urn:example:a?+${'a?'.repeat(4_000_000)}a`;
    expect(long.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(isValid(long)).toBe(true);
    expect(isValid(`${long} `)).toBe(false);
  });

  test('options that are not an object (a number, a boolean, a string) are a TypeError, not the defaults', () => {
    for (const bad of [5, true, 'rfc8141']) {
      expect(() => isValid('urn:ab:c', bad as never)).toThrow(TypeError);
      expect(() => isValid('urn:ab:c', bad as never)).toThrow(/^urnkit\.isValid: the options must be an object/);
      expect(() => tryParse('urn:ab:c', bad as never)).toThrow(/^urnkit\.tryParse: the options must be an object/);
    }
  });
});

describe('codes are typed', () => {
  test('UrnParseError.code and Diagnostic.code are DiagnosticCode: a misspelt code does not compile (tsc --noEmit checks this file)', () => {
    const r = tryParse('urn:a:b');
    let seen = '';
    if (!r.ok) {
      switch (r.error.code) {
        case 'invalid-nid':
          seen = 'nid';
          break;
        // @ts-expect-error "invalid-nds" is not a code: the union catches the typo.
        case 'invalid-nds':
          seen = 'typo';
          break;
      }
      const d: DiagnosticCode = r.error.diagnostics[0].code;
      // @ts-expect-error a warning code is a DiagnosticCode but not an ErrorCode
      const e: ErrorCode = 'r-component-used';
      expect([d, e]).toEqual(['invalid-nid', 'r-component-used']);
    }
    expect(seen).toBe('nid');
  });
});

describe('a Urn shows its parts in util.inspect (console.log, the REPL)', () => {
  test('present parts, warnings and the namespace view; no absent part, no spans', () => {
    expect(inspect(parse('urn:example:a?=q#f'), { breakLength: Infinity })).toBe("Rfc8141Urn { profile: 'rfc8141', input: 'urn:example:a?=q#f', nid: 'example', nss: 'a', qComponent: 'q', fComponent: 'f' }");
    expect(inspect(parse('urn:ab:c?x#y', { profile: 'rfc2141' }), { breakLength: Infinity, depth: 0 })).toBe("Rfc2141Urn { profile: 'rfc2141', input: 'urn:ab:c?x#y', nid: 'ab', nss: 'c?x#y', warnings: [Array] }");
    expect(inspect(parse('urn:ab:c?s=1', { profile: 'rfc2141bis' }), { breakLength: Infinity })).toMatch(/^Rfc2141bisUrn \{ profile: 'rfc2141bis', input: 'urn:ab:c\?s=1', nid: 'ab', nss: 'c', query: 's=1', directives: \[ \{ keyword: 's', value: '1' \} \], warnings: \[/);
    expect(inspect(parse('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { namespaces: true }), { depth: 0 })).toContain("namespace: [Object]");
    expect(inspect({ deep: { deeper: { urn: parse('urn:ab:c') } } })).toBe('{ deep: { deeper: { urn: Rfc8141Urn [Object] } } }');
  });

  test("a draft revision's Urn: named by its type, DraftUrn<'...'>, with the parts the draft names", () => {
    // -08's @parts: NID NSS p-component q-component f-component; the p-component is "/" path-absolute.
    expect(inspect(parse('urn:example:a//b?c', { profile: 'rfc2141bis-08' }), { breakLength: Infinity, depth: 0 })).toBe(
      "DraftUrn<'rfc2141bis-08'> { profile: 'rfc2141bis-08', input: 'urn:example:a//b?c', nid: 'example', nss: 'a', pComponent: '//b', qComponent: '?c', warnings: [Array] }",
    );
    expect(inspect({ deep: { deeper: { urn: parse('urn:abc:c', { profile: 'saintandre-00' }) } } })).toBe("{ deep: { deeper: { urn: DraftUrn<'saintandre-00'> [Object] } } }");
  });
});

describe("a draft revision's Urn carries the Urn brand", () => {
  const BRAND = Symbol.for('urnkit.Urn');
  test('the brand is on it, as on the main profiles\' Urns', () => {
    expect((parse('urn:abc:c', { profile: 'rfc2141bis-16' }) as unknown as Record<symbol, unknown>)[BRAND]).toBe(true);
    expect((parse('urn:abc:c') as unknown as Record<symbol, unknown>)[BRAND]).toBe(true);
  });

  test("a draft's Urn of another copy of urnkit (the brand, its fields as getters) gets the draft TypeError, not a generic one", () => {
    class OtherCopyUrn {
      get [BRAND](): true {
        return true;
      }
      get input(): string {
        return 'urn:example:a?=q';
      }
      get profile(): string {
        return 'rfc2141bis-16';
      }
    }
    expect(() => normalize(new OtherCopyUrn() as never)).toThrow('urnkit.normalize: the URN\'s profile must be one of "rfc2141", "rfc2141bis", "rfc8141" (normalize takes no draft revision), got the string "rfc2141bis-16"');
  });
});

describe('errors are recognised by their brand (the builds in dist/ are checked in tests/consumer.test.ts)', () => {
  test('is() and instanceof accept an error made by another copy of the class (here: another realm\'s shape), and nothing else', () => {
    const e = tryParse('urn:a:b');
    expect(!e.ok && UrnParseError.is(e.error) && e.error instanceof UrnParseError).toBe(true);
    expect(Object.prototype.toString.call(!e.ok && e.error)).toBe('[object UrnParseError]');
    const foreign = { [Symbol.toStringTag]: 'UrnParseError' };
    expect([UrnParseError.is(foreign), foreign instanceof UrnParseError]).toEqual([true, true]);
    for (const other of [new Error('x'), null, undefined, 'UrnParseError', {}, Object.create(null)]) expect(UrnParseError.is(other)).toBe(false);
    let encoding: unknown;
    try {
      decodeNss('%C3%28');
    } catch (x) {
      encoding = x;
    }
    expect([UrnEncodingError.is(encoding), UrnParseError.is(encoding), encoding instanceof UrnEncodingError, (encoding as Error).name]).toEqual([true, false, true, 'UrnEncodingError']);
    let grammar: unknown;
    try {
      compileNamespace('a = (');
    } catch (x) {
      grammar = x;
    }
    expect([GrammarError.is(grammar), grammar instanceof GrammarError, (grammar as Error).name]).toEqual([true, true, 'GrammarError']);
  });
});
