/* Structured views: rfc2141bis directives (s.2.3, s.9.2) and the RFC 8141 q-component as pairs. */
import fc from 'fast-check';
import {
  componentRequest,
  directive,
  directivesNamed,
  isRegisteredKeyword,
  parse,
  qComponentPairs,
  QUERY_KEYWORDS,
  RESOLUTION_SERVICES,
  serviceRequest,
  UrnEncodingError,
  UrnParseError,
} from '../src';

describe('rfc2141bis directives (s.2.3)', () => {
  // s.2.3.2's hypothetical example: "s=I2L&c=ToC" on a URN:ISBN.
  const isbn = parse('URN:ISBN:0-395-36341-1?s=I2L&c=ToC', { profile: 'rfc2141bis' });

  test('directive looks a keyword up; absent is undefined', () => {
    expect(directive(isbn, 's')).toMatchObject({ keyword: 's', value: 'I2L' });
    expect(directive(isbn, 'c')?.value).toBe('ToC');
    expect(directive(isbn, 'x')).toBeUndefined();
    expect(directive('urn:ex:a', 's')).toBeUndefined();
  });

  test('keywords are case-sensitive (s.2.3)', () => {
    expect(directive(isbn, 'S')).toBeUndefined();
    expect(isRegisteredKeyword('s')).toBe(true);
    expect(isRegisteredKeyword('S')).toBe(false);
  });

  test('a registered keyword twice is already a parse error (s.2.3 MUST NOT)', () => {
    expect(() => directive('urn:ex:a?s=I2L&s=I2R', 's')).toThrow(UrnParseError);
    expect(() => directive('urn:ex:a?c=1&x=2&c=3', 'x')).toThrow(expect.objectContaining({ code: 'duplicate-directive' }));
  });

  test('an unregistered keyword may repeat: directivesNamed lists all, directive refuses to pick one', () => {
    const urn = parse('urn:ex:a?x=1&s=I2L&x=2', { profile: 'rfc2141bis' });
    expect(directivesNamed(urn, 'x').map((d) => d.value)).toEqual(['1', '2']);
    expect(() => directive(urn, 'x')).toThrow(RangeError);
    expect(directive(urn, 's')?.value).toBe('I2L');
  });

  test('an empty value is a value', () => {
    expect(directive('urn:ex:a?s=', 's')?.value).toBe('');
  });

  test('serviceRequest knows the s.9.2.2 designators; s.2.3.1 "I2U" is not registered', () => {
    expect(serviceRequest(isbn)).toEqual({ value: 'I2L', service: { name: 'I2L', purpose: 'URI to URL', status: 'provisional', reference: 'RFC 2483, sec. 4.1' } });
    expect(serviceRequest('urn:ex:a?s=I2U')).toEqual({ value: 'I2U', service: undefined });
    expect(serviceRequest('urn:ex:a?s=i2l')?.service).toBeUndefined();
    expect(serviceRequest('urn:ex:a?c=1')).toBeUndefined();
    expect(componentRequest(isbn)).toBe('ToC');
  });

  test('the registries are the draft tables (s.9.2.1, s.9.2.2)', () => {
    expect(QUERY_KEYWORDS.map((k) => [k.keyword, k.scope])).toEqual([
      ['s', 'global'],
      ['c', 'global'],
    ]);
    expect(RESOLUTION_SERVICES.map((s) => s.name)).toEqual(['I2L', 'I2Ls', 'I2R', 'I2Rs', 'I2C', 'I2Cs', 'I2N', 'I2Ns', 'I=I']);
    expect(RESOLUTION_SERVICES.every((s) => s.status === 'provisional')).toBe(true);
    expect(RESOLUTION_SERVICES.find((s) => s.name === 'I=I')).toMatchObject({ purpose: 'URI equal to URI?', reference: 'RFC 2483, sec. 4.9' });
  });

  test('a Urn of another profile is a TypeError', () => {
    expect(() => directive(parse('urn:ex:a?=s=1') as never, 's')).toThrow(TypeError);
  });
});

describe('RFC 8141 q-component pairs', () => {
  test('namespace rules apply only when asked for (ParseOptions.namespaces defaults to false)', () => {
    // RFC 4122 s.3: the node is 6 hexOctets, so this NSS breaks the uuid namespace's rule, not RFC 8141's grammar.
    const nodeTooShort = 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6?=x=1';
    expect(() => parse(nodeTooShort, { namespaces: true })).toThrow(UrnParseError);
    expect(qComponentPairs(nodeTooShort)).toEqual([{ key: 'x', value: '1' }]);
    expect(qComponentPairs(parse(nodeTooShort))).toEqual([{ key: 'x', value: '1' }]);
  });
  test('the s.2.3.2 example', () => {
    expect(qComponentPairs('urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z')).toEqual([
      { key: 'op', value: 'map' },
      { key: 'lat', value: '39.56' },
      { key: 'lon', value: '-104.85' },
      { key: 'datetime', value: '1969-07-21T02:56:15Z' },
    ]);
  });

  test('duplicates, keys without "=", "=" inside values and empty pieces are kept, in order', () => {
    expect(qComponentPairs('urn:ex:a?=k=1&flag&k=2&e=&x=a=b&&=v')).toEqual([
      { key: 'k', value: '1' },
      { key: 'flag', value: undefined },
      { key: 'k', value: '2' },
      { key: 'e', value: '' },
      { key: 'x', value: 'a=b' },
      { key: '', value: undefined },
      { key: '', value: 'v' },
    ]);
  });

  test('raw by default; decode: true decodes UTF-8 and never turns "+" into a space', () => {
    const urn = parse('urn:ex:a?=q=caf%C3%A9+au+lait&%6B=%2B');
    expect(qComponentPairs(urn)).toEqual([
      { key: 'q', value: 'caf%C3%A9+au+lait' },
      { key: '%6B', value: '%2B' },
    ]);
    expect(qComponentPairs(urn, { decode: true })).toEqual([
      { key: 'q', value: 'café+au+lait' },
      { key: 'k', value: '+' },
    ]);
    expect(() => qComponentPairs('urn:ex:a?=q=%C3', { decode: true })).toThrow(UrnEncodingError);
  });

  test('no q-component gives []; "?=" inside the q-component is part of it (s.2.3.2)', () => {
    expect(qComponentPairs('urn:ex:a?+r#f')).toEqual([]);
    expect(qComponentPairs('urn:ex:a?=a=1?=b=2')).toEqual([{ key: 'a', value: '1?=b=2' }]);
  });

  test('lossless: the pairs join back to the raw q-component', () => {
    const q = fc.string({ unit: fc.constantFrom('a', '=', '&', '?', '/', '%2C', '+'), minLength: 1, maxLength: 12 }).filter((s) => !/^[/?]/.test(s));
    fc.assert(
      fc.property(q, (text) => {
        const urn = parse(`urn:ex:a?=${text}`);
        const joined = qComponentPairs(urn)
          .map((p) => (p.value === undefined ? p.key : `${p.key}=${p.value}`))
          .join('&');
        expect(joined).toBe(urn.qComponent);
      }),
      { numRuns: 200, seed: 8141 },
    );
  });
});
