/* The Urn objects: per-profile shape, lossless parts with spans, parts as own data, what is found on read read-only. */
import { equivalenceKey, isValid, normalize, parse, partsOf, ProfileName, PROFILES, Rfc2141bisUrn, Rfc8141Urn, tryParse, Urn, UrnParseError } from '../src';

/** The parts a profile's Urn has beyond nid and nss, absent in 'URN:Ab-9:x%2cY'. */
const ABSENT: Record<ProfileName, Record<string, undefined>> = {
  rfc2141: {},
  rfc2141bis: { query: undefined, fragment: undefined },
  rfc8141: { rComponent: undefined, qComponent: undefined, fComponent: undefined },
};

describe('RFC 8141 components (s.2.3)', () => {
  test.each<[string, Partial<Rfc8141Urn>]>([
    ['urn:example:a123,z456', { nid: 'example', nss: 'a123,z456', rComponent: undefined, qComponent: undefined, fComponent: undefined }],
    ['URN:EXAMPLE:a123,z456?+CCResolve:cc=uk', { nid: 'EXAMPLE', rComponent: 'CCResolve:cc=uk' }],
    ['urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z' }],
    ['urn:example:a123,z456#789', { nss: 'a123,z456', fComponent: '789' }],
    ['urn:x:y#'.replace('x', 'xy'), { nss: 'y', fComponent: '' }],
    ['urn:ab:c?+r?=q#f', { rComponent: 'r', qComponent: 'q', fComponent: 'f' }],
  ])('%s', (input, expected) => {
    const urn = parse(input);
    expect(urn).toMatchObject(expected);
    expect(urn.profile).toBe('rfc8141');
  });

  test('absent and empty f-component differ (s.2.3.3)', () => {
    const absent = parse('urn:ab:c');
    const empty = parse('urn:ab:c#');
    expect(absent.fComponent).toBeUndefined();
    expect(absent.spans.fComponent).toBeUndefined();
    expect(empty.fComponent).toBe('');
    expect(empty.spans.fComponent).toEqual({ start: 9, end: 9 });
  });
});

describe('rfc2141bis query directives (s.2.3)', () => {
  test('directives keep order and duplicates of unregistered keywords', () => {
    const urn = parse('urn:ISBN:0-395-36341-1?s=I2L&c=ToC&x=1&x=2&y=', { profile: 'rfc2141bis' }) as Rfc2141bisUrn;
    expect(urn.query).toBe('s=I2L&c=ToC&x=1&x=2&y=');
    expect(urn.directives.map((d) => [d.keyword, d.value])).toEqual([
      ['s', 'I2L'],
      ['c', 'ToC'],
      ['x', '1'],
      ['x', '2'],
      ['y', ''],
    ]);
    expect(urn.directives[2].span).toEqual({ start: 35, end: 38 });
    // A directive is the { keyword, value } pair; its span is readable but not enumerated.
    expect(urn.directives[0]).toEqual({ keyword: 's', value: 'I2L' });
    expect(JSON.parse(JSON.stringify(urn)).directives[0]).toEqual({ keyword: 's', value: 'I2L' });
  });

  test('keywords are case-sensitive: "s" and "S" are different keywords', () => {
    expect(isValid('urn:ab:c?s=1&S=2', { profile: 'rfc2141bis' })).toBe(true);
    expect(isValid('urn:ab:c?s=1&s=2', { profile: 'rfc2141bis' })).toBe(false);
  });

  test('query and fragment: absent is undefined, an empty fragment is ""', () => {
    const urn = parse('urn:ab:c#', { profile: 'rfc2141bis' });
    expect(urn).toMatchObject({ query: undefined, fragment: '', directives: [] });
  });
});

describe('RFC 2141 keeps "?", "#" and "/" in the NSS (s.2.3.2)', () => {
  test('urn:a:b?+c has NSS "b?+c"', () => {
    const urn = parse('urn:a:b?+c', { profile: 'rfc2141' });
    expect(urn).toMatchObject({ nid: 'a', nss: 'b?+c' });
    expect('rComponent' in urn).toBe(false);
  });
});

describe.each(PROFILES)('every Urn under %s', (profile) => {
  const input = 'URN:Ab-9:x%2cY';
  test('is lossless: original case, toString returns the input, spans slice out the parts', () => {
    const urn = parse(input, { profile });
    expect(urn.toString()).toBe(input);
    expect(String(urn)).toBe(input);
    expect(urn.input).toBe(input);
    expect(urn.nid).toBe('Ab-9');
    expect(urn.nss).toBe('x%2cY');
    expect(input.slice(urn.spans.nid.start, urn.spans.nid.end)).toBe(urn.nid);
    expect(input.slice(urn.spans.nss.start, urn.spans.nss.end)).toBe(urn.nss);
  });

  test('spreads and clones to its parts: own enumerable data properties, in one order', () => {
    const urn = parse(input, { profile });
    const parts = { profile, input, nid: 'Ab-9', nss: 'x%2cY', ...ABSENT[profile] };
    expect(Object.keys(urn)).toEqual(Object.keys(parts));
    expect({ ...urn }).toEqual(parts);
    expect(structuredClone(urn)).toEqual(parts);
    // A clone is a value the functions that take a Urn take: its input is parsed again.
    expect(normalize(structuredClone(urn) as unknown as Urn)).toBe(normalize(urn));
  });

  test('what is found on read is read-only, and frozen: spans, warnings, namespace', () => {
    const urn = parse(input, { profile });
    for (const field of ['warnings', 'spans', 'namespace']) {
      expect(() => {
        (urn as unknown as Record<string, unknown>)[field] = 'other';
      }).toThrow(TypeError);
    }
    expect(Object.isFrozen(urn.spans)).toBe(true);
    expect(Object.isFrozen(urn.spans.nid)).toBe(true);
    expect(Object.isFrozen(urn.warnings)).toBe(true);
  });

  test('a part assigned to is not trusted: the spans, and the functions that take a Urn, read what was parsed or its input again', () => {
    const urn = parse('URN:X-y:a%2c', { profile }) as Urn;
    const parsed = { spans: urn.spans, normalized: normalize(urn), key: equivalenceKey(urn) };
    const writable = urn as unknown as Record<string, unknown>;
    writable.nid = 'changed';
    writable.nss = undefined;
    expect({ spans: urn.spans, normalized: normalize(urn), key: equivalenceKey(urn) }).toEqual(parsed);
    expect(partsOf(urn)).toMatchObject({ nid: 'X-y', nss: 'a%2c' });
    // The input is the Urn's text: assigned, it is what is parsed again.
    writable.input = 'urn:other:b';
    expect(normalize(urn)).toBe('urn:other:b');
    writable.input = 'urn:a b';
    expect(() => normalize(urn)).toThrow(UrnParseError);
  });
  test('isValid agrees with tryParse, strict or not', () => {
    for (const s of [input, 'urn:ab:a/b', 'urn:urn:x', 'urn:ab:%00', 'urn:ab:c?s=1&s=1', 'urn:x-y:a?+r', 'nope']) {
      for (const strict of [false, true]) expect([s, strict, isValid(s, { profile, strict })]).toEqual([s, strict, tryParse(s, { profile, strict }).ok]);
    }
  });
});

test("a draft revision's Urn spreads and clones to its parts too, those its grammar's @parts name", () => {
  // bis-08 s.3: "//" p-component, "?" q-component, "#" f-component, each with its delimiter.
  const urn = parse('urn:example:a//b?c#d', { profile: 'rfc2141bis-08' });
  const parts = { profile: 'rfc2141bis-08', input: 'urn:example:a//b?c#d', nid: 'example', nss: 'a', pComponent: '//b', qComponent: '?c', fComponent: '#d' };
  expect({ ...urn }).toEqual(parts);
  expect(structuredClone(urn)).toEqual(parts);
  (urn as unknown as Record<string, unknown>).pComponent = 'x';
  expect(urn.spans.pComponent).toEqual({ start: 13, end: 16 });
});

test('RFC 8141 warnings are found when first read (no RFC 8141 rule can fail a parse), then kept', () => {
  // RFC 8141 s.5.1: formal NIDs MUST NOT start with "X-"; a SHOULD-level finding, so a warning.
  const urn = parse('urn:X-y:a');
  const first = urn.warnings;
  expect(first.map((w) => [w.code, w.offset, w.section])).toEqual([['nid-registration', 4, 'RFC 8141 s.5.1']]);
  expect(urn.warnings).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(JSON.parse(JSON.stringify(parse('urn:X-y:a'))).warnings.map((w: { code: string }) => w.code)).toEqual(['nid-registration']);
  expect(() => parse('urn:X-y:a', { strict: true })).toThrow(/nid-registration/);
});
