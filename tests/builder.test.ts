/*
 * The validating builder: build returns a Urn whose parts are exactly the parts
 * given, or throws UrnParseError naming the field; with* copies re-validate.
 */
import fc from 'fast-check';
import {
  build,
  encodeComponent,
  encodeNss,
  parse,
  partsOf,
  UrnParseError,
  withDirectives,
  withFComponent,
  withFragment,
  withNid,
  withNss,
  withParts,
  withQComponent,
  withQuery,
  withRComponent,
} from '../src';
import type { Rfc2141bisParts, Rfc8141Parts } from '../src';

function fault(f: () => unknown): UrnParseError {
  try {
    f();
  } catch (e) {
    if (e instanceof UrnParseError) return e;
    throw e;
  }
  throw new Error('expected a UrnParseError');
}

describe('build: RFC 8141', () => {
  test('composes and parses', () => {
    const urn = build({ nid: 'example', nss: 'a123,z456', rComponent: 'CCResolve:cc=uk', qComponent: 'op=map', fComponent: '' });
    expect(urn.input).toBe('urn:example:a123,z456?+CCResolve:cc=uk?=op=map#');
    expect(urn).toMatchObject({ profile: 'rfc8141', nid: 'example', nss: 'a123,z456', rComponent: 'CCResolve:cc=uk', qComponent: 'op=map', fComponent: '' });
    expect(urn.warnings.map((w) => w.code)).toEqual(['r-component-used']);
  });

  test.each<[string, Rfc8141Parts, string, string, number]>([
    // s.2.2: "#" and "?" are not NSS characters; "#" would start the f-component, "?=" the q-component.
    ['nss with "#"', { nid: 'ex', nss: 'a#b' }, 'nss', 'invalid-nss', 8],
    ['nss with "?="', { nid: 'ex', nss: 'a?=b' }, 'nss', 'invalid-nss', 8],
    ['nss with "?+"', { nid: 'ex', nss: 'a?+b' }, 'nss', 'invalid-nss', 8],
    ['nss with a bare "?"', { nid: 'ex', nss: 'a?b' }, 'nss', 'invalid-nss', 9],
    ['nss starting with "/"', { nid: 'ex', nss: '/a' }, 'nss', 'invalid-nss', 7],
    ['empty nss', { nid: 'ex', nss: '' }, 'nss', 'invalid-nss', 7],
    ['nss with a space', { nid: 'ex', nss: 'a b' }, 'nss', 'invalid-nss', 8],
    // s.2.1: 2..32 characters, no hyphen at either end.
    ['one-letter nid', { nid: 'e', nss: 'a' }, 'nid', 'invalid-nid', 5],
    ['nid ending in "-"', { nid: 'ex-', nss: 'a' }, 'nid', 'invalid-nid', 7],
    ['nid with ":"', { nid: 'ab:c', nss: 'd' }, 'nid', 'invalid-nid', 6],
    // s.2.3.1: the r-component ends at "?=".
    ['r-component with "?="', { nid: 'ex', nss: 'a', rComponent: 'x?=y' }, 'rComponent', 'invalid-r-component', 11],
    ['empty r-component', { nid: 'ex', nss: 'a', rComponent: '' }, 'rComponent', 'invalid-r-component', 10],
    ['q-component with "#"', { nid: 'ex', nss: 'a', qComponent: 'x#y' }, 'qComponent', 'invalid-q-component', 11],
    ['q-component starting with "?"', { nid: 'ex', nss: 'a', qComponent: '?x' }, 'qComponent', 'invalid-q-component', 10],
    ['f-component with "#"', { nid: 'ex', nss: 'a', fComponent: 'x#y' }, 'fComponent', 'invalid-f-component', 10],
  ])('%s throws naming the field', (_name, parts, field, code, offset) => {
    const e = fault(() => build(parts, { profile: 'rfc8141' }));
    expect(e).toMatchObject({ field, code, offset, profile: 'rfc8141' });
    expect(e.message).toContain(`field ${field}`);
  });

  test('strict turns warnings into errors, with the field', () => {
    expect(fault(() => build({ nid: 'exa', nss: 'a', rComponent: 'r' }, { strict: true }))).toMatchObject({ code: 'r-component-used', field: 'rComponent' });
  });

  test('a malformed parts object is a TypeError', () => {
    expect(() => build({ nid: 'ex', nss: 'a', query: 'x=1' } as unknown as Rfc8141Parts)).toThrow(TypeError);
    expect(() => build({ nid: 'ex' } as unknown as Rfc8141Parts)).toThrow(TypeError);
    expect(() => build({ nid: 'ex', nss: 'a', rComponent: 5 } as unknown as Rfc8141Parts)).toThrow(TypeError);
  });
});

describe('build: rfc2141bis', () => {
  const bis = { profile: 'rfc2141bis' } as const;
  test('directives become the query; the fragment follows', () => {
    const urn = build({ nid: 'ISBN', nss: '0-395-36341-1', directives: [{ keyword: 's', value: 'I2L' }, { keyword: 'c', value: 'ToC' }], fragment: 'p1' }, bis);
    expect(urn.input).toBe('urn:ISBN:0-395-36341-1?s=I2L&c=ToC#p1');
    expect(urn.directives.map((d) => [d.keyword, d.value])).toEqual([['s', 'I2L'], ['c', 'ToC']]);
    expect(build({ nid: 'ab', nss: 'c', query: 's=I2L&x=' }, bis).query).toBe('s=I2L&x=');
    expect(build({ nid: 'ab', nss: 'c', directives: [] }, bis).query).toBeUndefined();
  });

  test.each<[string, Rfc2141bisParts, string, string]>([
    ['a value with "&" (s.2.3 v-pchar excludes it)', { nid: 'ex', nss: 'a', directives: [{ keyword: 's', value: 'a&b' }] }, 'directives[0].value', 'invalid-query'],
    ['a value with "&k=v" that would parse as two directives', { nid: 'ex', nss: 'a', directives: [{ keyword: 'x', value: 'a&k=v' }] }, 'directives[0].value', 'invalid-query'],
    ['a keyword with "="', { nid: 'ex', nss: 'a', directives: [{ keyword: 'k=x', value: 'a' }] }, 'directives[0].keyword', 'invalid-query'],
    ['a registered keyword twice (s.2.3)', { nid: 'ex', nss: 'a', directives: [{ keyword: 's', value: 'a' }, { keyword: 's', value: 'b' }] }, 'directives[1].keyword', 'duplicate-directive'],
    ['a value with "#"', { nid: 'ex', nss: 'a', directives: [{ keyword: 's', value: 'a#b' }] }, 'directives[0].value', 'invalid-query'],
    ['an NSS with "/" (one segment, s.2.2)', { nid: 'ex', nss: 'a/b' }, 'nss', 'invalid-nss'],
    ['an NSS with "?"', { nid: 'ex', nss: 'a?s=1' }, 'nss', 'invalid-nss'],
    ['an empty query', { nid: 'ex', nss: 'a', query: '' }, 'query', 'invalid-query'],
    ['a query that is not directives', { nid: 'ex', nss: 'a', query: 'x' }, 'query', 'invalid-query'],
    ['a fragment with "#"', { nid: 'ex', nss: 'a', fragment: 'x#y' }, 'fragment', 'invalid-fragment'],
    ['%00 in the fragment (s.2.5.3)', { nid: 'ex', nss: 'a', fragment: '%00' }, 'fragment', 'nul-octet'],
    ['the reserved NID "urn" (s.2.1)', { nid: 'URN', nss: 'a' }, 'nid', 'reserved-nid'],
  ])('%s throws naming the field', (_name, parts, field, code) => {
    expect(fault(() => build(parts, bis))).toMatchObject({ field, code, profile: 'rfc2141bis' });
  });

  test('query and directives together are a TypeError', () => {
    expect(() => build({ nid: 'ex', nss: 'a', query: 's=1', directives: [{ keyword: 's', value: '1' }] }, bis)).toThrow(TypeError);
  });
});

describe('build: RFC 2141', () => {
  const r2141 = { profile: 'rfc2141' } as const;
  test('"/", "?" and "#" are NSS characters (with the s.2.3.2 warning)', () => {
    const urn = build({ nid: 'foo', nss: 'a/b?c#d' }, r2141);
    expect(urn).toMatchObject({ nss: 'a/b?c#d' });
    expect(urn.warnings.map((w) => w.code)).toEqual(['reserved-char-unencoded']);
  });
  test.each<[string, string, string]>([
    ['a&b', 'nss', 'invalid-nss'],
    ['a~b', 'nss', 'invalid-nss'],
    ['%00', 'nss', 'nul-octet'],
    ['%4', 'nss', 'invalid-percent-encoding'],
  ])('nss %j throws naming the field', (nss, field, code) => {
    expect(fault(() => build({ nid: 'foo', nss }, r2141))).toMatchObject({ field, code });
  });
  test('an RFC 8141 part under RFC 2141 is a TypeError', () => {
    expect(() => build({ nid: 'foo', nss: 'a', fComponent: 'x' } as never, r2141)).toThrow(TypeError);
  });
});

describe('with* copies', () => {
  test('replace, add and remove RFC 8141 components', () => {
    const urn = parse('urn:example:a?=q#f');
    expect(withFComponent(urn, 'g').input).toBe('urn:example:a?=q#g');
    expect(withFComponent(urn, undefined).input).toBe('urn:example:a?=q');
    expect(withQComponent(urn, undefined).input).toBe('urn:example:a#f');
    expect(withRComponent(urn, 'r').input).toBe('urn:example:a?+r?=q#f');
    expect(withNss(urn, 'b/c').nss).toBe('b/c');
    expect(withNid(urn, 'other').input).toBe('urn:other:a?=q#f');
    expect(withParts(urn, { nss: 'z', fComponent: undefined }).input).toBe('urn:example:z?=q');
  });
  test('re-validate: a part that would be read differently throws naming it', () => {
    const urn = parse('urn:example:a?=q');
    expect(fault(() => withNss(urn, 'b#c'))).toMatchObject({ field: 'nss', code: 'invalid-nss' });
    expect(fault(() => withNid(urn, 'x'))).toMatchObject({ field: 'nid' });
  });
  test('rfc2141bis query, directives and fragment', () => {
    const urn = parse('urn:ex:a?s=I2L#f', { profile: 'rfc2141bis' });
    expect(withQuery(urn, 'c=ToC').input).toBe('urn:ex:a?c=ToC#f');
    expect(withQuery(urn, undefined).input).toBe('urn:ex:a#f');
    expect(withDirectives(urn, [{ keyword: 'x', value: '1' }, { keyword: 'x', value: '2' }]).input).toBe('urn:ex:a?x=1&x=2#f');
    expect(withFragment(urn, undefined).input).toBe('urn:ex:a?s=I2L');
    expect(partsOf(urn)).toEqual({ nid: 'ex', nss: 'a', query: 's=I2L', fragment: 'f' });
  });
  test('a non-Urn argument is a TypeError', () => {
    expect(() => withNss('urn:ex:a' as never, 'b')).toThrow(TypeError);
  });
});

/* ---- properties ---- */

const text = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'B', '0', '/', '?', '#', '=', '+', '&', '%', '%2C', '~', ':', ' ', 'é'), maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const nid = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,6}[a-zA-Z0-9]$/);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const params = { numRuns: 300, seed: 2141 };

/** Given parts versus what the Urn reads: equal field by field (absent stays absent, '' stays ''). */
function sameParts(urn: object, parts: object): void {
  for (const [key, value] of Object.entries(parts)) {
    if (key === 'directives') continue;
    expect((urn as Record<string, unknown>)[key]).toBe(value);
  }
}

describe('properties', () => {
  test('RFC 8141: parse(build(parts)) has the same parts, for parts made with the encoders', () => {
    const parts = fc.record({
      nid,
      nss: text.map((t) => encodeNss(`x${t}`)),
      rComponent: maybe(text.map((t) => encodeComponent(`r${t}`, 'r'))),
      qComponent: maybe(text.map((t) => encodeComponent(`q${t}`, 'q'))),
      fComponent: maybe(text.map((t) => encodeComponent(t, 'f'))),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const urn = build(p);
        sameParts(parse(urn.input), p);
        sameParts(urn, p);
      }),
      params,
    );
  });

  test('rfc2141bis: the same with directives', () => {
    const parts = fc.record({
      nid,
      nss: text.map((t) => encodeNss(`x${t.replace(/\0/g, '')}`, { profile: 'rfc2141bis' })),
      directives: maybe(
        fc.uniqueArray(
          fc.record({ keyword: fc.constantFrom('s', 'c', 'x', 'abc-1'), value: text.map((t) => encodeComponent(t.replace(/\0/g, ''), 'query-value', { profile: 'rfc2141bis' })) }),
          { selector: (d) => d.keyword, maxLength: 3 },
        ),
      ),
      fragment: maybe(text.map((t) => encodeComponent(t.replace(/\0/g, ''), 'f', { profile: 'rfc2141bis' }))),
    });
    fc.assert(
      fc.property(parts, (p) => {
        fc.pre(p.nid.toLowerCase() !== 'urn');
        const urn = build(p, { profile: 'rfc2141bis' });
        sameParts(urn, { nid: p.nid, nss: p.nss, fragment: p.fragment });
        expect(urn.directives.map((d) => ({ keyword: d.keyword, value: d.value }))).toEqual(p.directives ?? []);
      }),
      params,
    );
  });

  test('any raw parts: build either returns exactly those parts or throws UrnParseError naming a given field', () => {
    const parts = fc.record({ nid: fc.oneof(nid, text), nss: text, rComponent: maybe(text), qComponent: maybe(text), fComponent: maybe(text) });
    fc.assert(
      fc.property(parts, (p) => {
        let urn;
        try {
          urn = build(p);
        } catch (e) {
          expect(e).toBeInstanceOf(UrnParseError);
          const field = (e as UrnParseError).field as keyof Rfc8141Parts;
          expect(p[field]).toBeDefined();
          return;
        }
        sameParts(urn, p);
        sameParts(parse(urn.input), p);
      }),
      params,
    );
  });

  test('RFC 2141: any raw NSS builds as itself or throws naming nss', () => {
    fc.assert(
      fc.property(text, (nss) => {
        try {
          expect(build({ nid: 'foo', nss }, { profile: 'rfc2141' }).nss).toBe(nss);
        } catch (e) {
          expect(e).toMatchObject({ name: 'UrnParseError', field: 'nss' });
        }
      }),
      params,
    );
  });
});
