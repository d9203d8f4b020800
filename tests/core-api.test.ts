/* The Urn objects: per-profile shape, lossless parts with spans, immutability. */
import { isValid, parse, PROFILES, Rfc2141bisUrn, Rfc8141Urn, tryParse } from '../src';

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

  test('is immutable: no own property, every field a read-only accessor, spans and warnings frozen', () => {
    const urn = parse(input, { profile });
    expect(Object.getOwnPropertyNames(urn)).toEqual([]);
    for (const field of ['input', 'nid', 'nss', 'warnings', 'spans', 'profile', 'namespace']) {
      expect(() => {
        (urn as unknown as Record<string, unknown>)[field] = 'other';
      }).toThrow(TypeError);
    }
    expect(urn.nid).toBe('Ab-9');
    expect(Object.isFrozen(urn.spans)).toBe(true);
    expect(Object.isFrozen(urn.spans.nid)).toBe(true);
    expect(Object.isFrozen(urn.warnings)).toBe(true);
  });

  test('isValid agrees with tryParse, strict or not', () => {
    for (const s of [input, 'urn:ab:a/b', 'urn:urn:x', 'urn:ab:%00', 'urn:ab:c?s=1&s=1', 'urn:x-y:a?+r', 'nope']) {
      for (const strict of [false, true]) expect([s, strict, isValid(s, { profile, strict })]).toEqual([s, strict, tryParse(s, { profile, strict }).ok]);
    }
  });
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
