/*
 * Equivalence per profile: every pair of tests/data/equivalence.public.jsonl
 * under every profile and mode, each spec's own examples, and properties of
 * equivalent / equivalenceKey / normalize on generated URNs.
 */
import fc from 'fast-check';
import { equivalenceKey, equivalent, isValid, normalize, parse, ProfileName, UrnParseError } from '../src';
import type { EquivalenceOptions } from '../src';
import { readJsonl } from './support/vectors';

interface PairRow {
  a: string;
  b: string;
  rfc2141: boolean;
  rfc2141bis_5a: boolean;
  rfc2141bis_5b: boolean;
  rfc8141: boolean;
  why: string;
  invalidIn?: string[];
}

const rows = readJsonl<PairRow>('equivalence.public.jsonl');

/** The four equivalence relations: column of the file, label in its "why" text, options. */
const RELATIONS: { column: keyof PairRow; label: string; profile: ProfileName; options: EquivalenceOptions }[] = [
  { column: 'rfc2141', label: 'rfc2141', profile: 'rfc2141', options: { profile: 'rfc2141' } },
  { column: 'rfc2141bis_5a', label: 'bis-5a', profile: 'rfc2141bis', options: { profile: 'rfc2141bis', mode: '5a' } },
  { column: 'rfc2141bis_5b', label: 'bis-5b', profile: 'rfc2141bis', options: { profile: 'rfc2141bis', mode: '5b' } },
  { column: 'rfc8141', label: 'rfc8141', profile: 'rfc8141', options: { profile: 'rfc8141' } },
];

/** The file's own normalized forms: "label: 'x' == 'y'" or "label: a invalid". */
function expectedForms(why: string, label: string): { a: string; b: string } | { invalid: 'a' | 'b' } {
  const text = why.split('normalized: ')[1];
  const m = new RegExp(`(?:^|; )${label}: (?:'([^']*)' [=!]= '([^']*)'|(a|b) invalid)`).exec(text);
  if (!m) throw new Error(`no ${label} entry in ${why}`);
  return m[3] ? { invalid: m[3] as 'a' | 'b' } : { a: m[1], b: m[2] };
}

describe('equivalence.public.jsonl', () => {
  test('the file has pairs for every relation', () => {
    expect(rows.length).toBeGreaterThanOrEqual(50);
  });

  for (const rel of RELATIONS) {
    describe(`${rel.label}`, () => {
      test.each(rows.map((r) => [`${r.a} ~ ${r.b}`, r] as const))('%s', (_name, row) => {
        const forms = expectedForms(row.why, rel.label);
        if ('invalid' in forms) {
          expect(row.invalidIn).toContain(rel.profile);
          expect(row[rel.column]).toBe(false);
          const bad = row[forms.invalid];
          expect(() => normalize(bad, rel.options)).toThrow(UrnParseError);
          expect(() => equivalent(row.a, row.b, rel.options)).toThrow(UrnParseError);
          expect(() => equivalenceKey(bad, rel.options)).toThrow(UrnParseError);
          return;
        }
        expect(normalize(row.a, rel.options)).toBe(forms.a);
        expect(normalize(row.b, rel.options)).toBe(forms.b);
        expect(equivalent(row.a, row.b, rel.options)).toBe(row[rel.column]);
        expect(equivalent(row.b, row.a, rel.options)).toBe(row[rel.column]);
        expect(equivalenceKey(row.a, rel.options) === equivalenceKey(row.b, rel.options)).toBe(row[rel.column]);
      });
    });
  }
});

/** All pairs of a numbered list, with whether they share a class. */
function classPairs(urns: string[], classes: number[][]): [string, string, boolean][] {
  const classOf = (i: number) => classes.findIndex((c) => c.includes(i + 1));
  const out: [string, string, boolean][] = [];
  for (let i = 0; i < urns.length; i += 1) {
    for (let j = i + 1; j < urns.length; j += 1) out.push([`${i + 1}- ${urns[i]}`, `${j + 1}- ${urns[j]}`, classOf(i) === classOf(j)]);
  }
  return out;
}
const strip = (numbered: string) => numbered.replace(/^\d+- /, '');

describe('RFC 2141 s.6 examples', () => {
  const urns = ['URN:foo:a123,456', 'urn:foo:a123,456', 'urn:FOO:a123,456', 'urn:foo:A123,456', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456'];
  // "URNs 1, 2, and 3 are all lexically equivalent. URN 4 is not lexically equivalent any of the other URNs
  // of the above set. URNs 5 and 6 are only lexically equivalent to each other."
  test.each(classPairs(urns, [[1, 2, 3], [4], [5, 6]]))('%s ~ %s: %s', (a, b, same) => {
    expect(equivalent(strip(a), strip(b), { profile: 'rfc2141' })).toBe(same);
  });
  test('%-escaping is not removed (s.5); its case is normalized', () => {
    expect(normalize('URN:FOO:a123%2c456', { profile: 'rfc2141' })).toBe('urn:foo:a123%2C456');
  });
});

describe('rfc2141bis s.5.1 examples', () => {
  const urns = ['URN:foo:a123,456', 'urn:foo:a123,456', 'urn:FOO:a123,456', 'urn:foo:A123,456', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456', 'urn:foo:a123,456?x=y', 'urn:foo:a123,456#xyz'];
  // "URNs 1, 2, 3 and 8 are all lexically equivalent, and URN 7 is also lexically equivalent to these if
  // step 5a is applied, but this does not hold if step 5b above is applied instead."
  // "URN 4 is not lexically equivalent to any of the other URNs ... URNs 5 and 6 are only lexically equivalent to each other."
  describe('step 5a', () => {
    test.each(classPairs(urns, [[1, 2, 3, 7, 8], [4], [5, 6]]))('%s ~ %s: %s', (a, b, same) => {
      expect(equivalent(strip(a), strip(b), { profile: 'rfc2141bis', mode: '5a' })).toBe(same);
    });
  });
  describe('step 5b', () => {
    test.each(classPairs(urns, [[1, 2, 3, 8], [7], [4], [5, 6]]))('%s ~ %s: %s', (a, b, same) => {
      expect(equivalent(strip(a), strip(b), { profile: 'rfc2141bis', mode: '5b' })).toBe(same);
    });
  });
  test('5a is the default mode', () => {
    expect(equivalent('urn:foo:a123,456', 'urn:foo:a123,456?x=y', { profile: 'rfc2141bis' })).toBe(true);
  });
  test('5b brings directives into keyword order; equal keywords keep their order', () => {
    expect(normalize('URN:Foo:a?x=2&c=ToC&s=I2L&x=1#frag', { profile: 'rfc2141bis', mode: '5b' })).toBe('urn:foo:a?c=ToC&s=I2L&x=2&x=1');
    expect(equivalent('urn:foo:a?s=I2L&c=ToC', 'urn:foo:a?c=ToC&s=I2L', { profile: 'rfc2141bis', mode: '5b' })).toBe(true);
    expect(equivalent('urn:foo:a?x=1&x=2', 'urn:foo:a?x=2&x=1', { profile: 'rfc2141bis', mode: '5b' })).toBe(false);
    // Directives are case-sensitive (s.2.3): keywords sort by code unit, upper case first.
    expect(normalize('urn:foo:a?b=1&B=2&a=3', { profile: 'rfc2141bis', mode: '5b' })).toBe('urn:foo:a?B=2&a=3&b=1');
    expect(equivalent('urn:foo:a?s=I2L', 'urn:foo:a?s=i2l', { profile: 'rfc2141bis', mode: '5b' })).toBe(false);
  });
  test('step 3 upper-cases percent-encoding in the query too; step 4 drops the fragment', () => {
    expect(normalize('urn:foo:a%2c?c=%c3%a9#%2c', { profile: 'rfc2141bis', mode: '5b' })).toBe('urn:foo:a%2C?c=%C3%A9');
    expect(normalize('urn:foo:a%2c?c=%c3%a9#%2c', { profile: 'rfc2141bis', mode: '5a' })).toBe('urn:foo:a%2C');
  });
});

describe('RFC 8141 s.3.2 examples', () => {
  const urns = [
    'urn:example:a123,z456',
    'URN:example:a123,z456',
    'urn:EXAMPLE:a123,z456',
    'urn:example:a123,z456?+abc',
    'urn:example:a123,z456?=xyz',
    'urn:example:a123,z456#789',
    'urn:example:a123,z456/foo',
    'urn:example:a123,z456/bar',
    'urn:example:a123,z456/baz',
    'urn:example:a123%2Cz456',
    'URN:EXAMPLE:a123%2cz456',
    'urn:example:A123,z456',
    'urn:example:a123,Z456',
    'urn:example:%D0%B0123,z456',
  ];
  // First: 1-3 (scheme and NID case). Second: 4-6 equal those (components ignored). Third: 7, 8, 9 differ
  // from each other and all before. Fourth: 10, 11 only to each other. Fifth: 12, 13 differ. Sixth: 14 differs.
  test.each(classPairs(urns, [[1, 2, 3, 4, 5, 6], [7], [8], [9], [10, 11], [12], [13], [14]]))('%s ~ %s: %s', (a, b, same) => {
    expect(equivalent(strip(a), strip(b))).toBe(same);
  });
  test('s.3.1: the assigned-name only, lower-case scheme and NID, upper-case %HH, nothing decoded', () => {
    expect(normalize('URN:EXAMPLE:a123%2cz456?+R?=Q#F')).toBe('urn:example:a123%2Cz456');
    expect(normalize('urn:example:%d0%b0123,z456')).toBe('urn:example:%D0%B0123,z456');
  });
});

describe('API contract', () => {
  test('a Urn object uses its own profile; a string uses options.profile (RFC 8141 default)', () => {
    const urn = parse('URN:FOO:a?b#c', { profile: 'rfc2141' });
    expect(normalize(urn)).toBe('urn:foo:a?b#c');
    expect(normalize('URN:FOO:a?b#c', { profile: 'rfc2141' })).toBe('urn:foo:a?b#c');
    expect(() => normalize('URN:FOO:a?b#c')).toThrow(UrnParseError);
  });
  test('invalid input throws the UrnParseError parse throws', () => {
    let fromParse: unknown;
    try {
      parse('urn:a:b');
    } catch (e) {
      fromParse = e;
    }
    expect(() => normalize('urn:a:b')).toThrow(UrnParseError);
    try {
      normalize('urn:a:b');
    } catch (e) {
      expect(e).toMatchObject({ code: (fromParse as UrnParseError).code, offset: (fromParse as UrnParseError).offset, message: (fromParse as UrnParseError).message });
    }
  });
  test('keys carry the profile and mode, so they never collide across profiles', () => {
    expect(equivalenceKey('urn:foo:a', { profile: 'rfc2141' })).toBe('rfc2141 urn:foo:a');
    expect(equivalenceKey('urn:foo:a', { profile: 'rfc2141bis' })).toBe('rfc2141bis/5a urn:foo:a');
    expect(equivalenceKey('urn:foo:a', { profile: 'rfc2141bis', mode: '5b' })).toBe('rfc2141bis/5b urn:foo:a');
    expect(equivalenceKey('urn:foo:a')).toBe('rfc8141 urn:foo:a');
  });
  test('comparing Urn objects of two profiles, or a mode outside rfc2141bis, is a TypeError', () => {
    expect(() => equivalent(parse('urn:foo:a', { profile: 'rfc2141' }), parse('urn:foo:a'))).toThrow(TypeError);
    expect(() => normalize('urn:foo:a', { mode: '5b' })).toThrow(TypeError);
    expect(() => normalize('urn:foo:a', { profile: 'rfc2141bis', mode: '5c' as '5a' })).toThrow(TypeError);
    expect(() => normalize('urn:foo:a', { profile: 'rfc3986' as ProfileName })).toThrow(TypeError);
    expect(() => normalize(42 as unknown as string)).toThrow(TypeError);
  });
  test('the errors name the function called and what was wrong', () => {
    expect(() => equivalent(parse('urn:foo:a', { profile: 'rfc2141' }), parse('urn:foo:a'))).toThrow(/^urnkit\.equivalent: .*rfc2141\b.*rfc8141/);
    expect(() => normalize('urn:foo:a', { mode: '5b' })).toThrow(/^urnkit\.normalize: .*5b.*rfc8141/);
    // An object that is no Urn (no string input with a known profile, no brand) is not a URN argument at all.
    for (const notUrn of [{}, { input: 'urn:foo:a' }, { input: 42, profile: 'rfc8141' }, { profile: 'rfc8141' }]) {
      expect(() => normalize(notUrn as never)).toThrow(/^urnkit\.normalize: the URN must be a URN string or a Urn object, got /);
    }
  });
  test('a Urn made by parse is used as is: one accepted under a larger maxLength than the default (8 MiB) is normalized', () => {
    const nss = 'a'.repeat(8 * 1024 * 1024);
    const urn = parse(`urn:example:${nss}`, { maxLength: 16 * 1024 * 1024 });
    expect(normalize(urn) === `urn:example:${nss}`).toBe(true);
    expect(equivalent(urn, urn)).toBe(true);
  });
  describe('a Urn of another copy of urnkit (the brand, its fields as getters) is parsed again from its input under its profile', () => {
    const BRAND = Symbol.for('urnkit.Urn');
    const otherCopy = (input: unknown, profile: string) =>
      new (class OtherCopyUrn {
        get [BRAND](): true {
          return true;
        }
        get input(): unknown {
          return input;
        }
        get profile(): string {
          return profile;
        }
      })() as never;
    test('under its own profile, not options.profile', () => {
      // RFC 2141 allows "?" and "#" in the NSS (s.2.2), RFC 8141 does not (it rejects the string itself).
      expect(normalize(otherCopy('URN:FOO:a?b#c', 'rfc2141'))).toBe('urn:foo:a?b#c');
      expect(normalize(otherCopy('URN:Example:a%2c', 'rfc8141'), { profile: 'rfc2141' })).toBe('urn:example:a%2C');
      expect(equivalenceKey(otherCopy('urn:foo:a?s=1', 'rfc2141bis'), { mode: '5b' })).toBe('rfc2141bis/5b urn:foo:a?s=1');
    });
    test('its text only is trusted: an input that is no string is a TypeError of the function called', () => {
      expect(() => normalize(otherCopy(42, 'rfc8141'))).toThrow(/^urnkit\.normalize: /);
      expect(() => normalize(otherCopy('urn:a:b', 'rfc8141'))).toThrow(UrnParseError);
    });
  });
  test('a Urn after a JSON round trip is parsed again from its input', () => {
    const copy = JSON.parse(JSON.stringify(parse('URN:Foo:a?s=1', { profile: 'rfc2141bis' })));
    expect(normalize(copy, { mode: '5b' })).toBe('urn:foo:a?s=1');
  });
});

/* ---- properties ---- */

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);
const join = (parts: string[]) => parts.join('');

/** NIDs per profile (RFC 2141 s.2.1; bis-03 s.2.1 and RFC 8141 s.2.1: 2..32, no hyphen at either end). */
const nidArb = (profile: ProfileName) =>
  fc
    .tuple(pick('a', 'B', '7', 'x'), fc.array(pick('a', 'B', '0', '-', 'z'), { maxLength: 5 }), pick('a', 'C', '9'))
    .map(([f, mid, l]) => (profile === 'rfc2141' ? `${f}${join(mid)}` : `${f}${join(mid)}${l}`))
    .filter((nid) => nid.toLowerCase() !== 'urn');

/** NSS pieces: letters of both cases (the NSS is case-sensitive), %HH of both cases, profile punctuation. */
const NSS_TOKENS: Record<ProfileName, string[]> = {
  rfc2141: ['a', 'A', 'b', '0', ',', '(', '%2c', '%2C', '%c3%a9', '%C3%A9', '/', '?', '#'],
  rfc2141bis: ['a', 'A', 'b', '0', ',', '~', '&', '%2c', '%2C', '%c3%a9'],
  rfc8141: ['a', 'A', 'b', '0', ',', '~', '&', '/', '%2c', '%2C', '%c3%a9'],
};
const nssArb = (profile: ProfileName) => fc.array(pick(...NSS_TOKENS[profile]), { minLength: 1, maxLength: 6 }).map(join);

/** What may follow the NSS: bis-03 query (directives) and fragment; RFC 8141 components. */
const tailArb = (profile: ProfileName): fc.Arbitrary<string> => {
  if (profile === 'rfc2141') return fc.constant('');
  const value = fc.array(pick('1', 'x', '%2f', '%2F', '='), { maxLength: 3 }).map(join);
  if (profile === 'rfc2141bis') {
    const directive = fc.tuple(pick('s', 'c', 'x', 'y', 'X'), value).map(([k, v]) => `${k}=${v}`);
    const query = fc.array(directive, { maxLength: 3 }).map((ds) => (ds.length ? `?${ds.join('&')}` : ''));
    return fc.tuple(query, fc.option(pick('', 'f', '%2c'), { nil: undefined })).map(([q, f]) => `${q}${f === undefined ? '' : `#${f}`}`);
  }
  const comp = (delim: string) => fc.option(pick('r', 'q%2c', 'x?=y', 'a/b'), { nil: undefined }).map((c) => (c === undefined ? '' : `${delim}${c}`));
  return fc.tuple(comp('?+'), comp('?='), fc.option(pick('', 'f'), { nil: undefined })).map(([r, q, f]) => `${r}${q}${f === undefined ? '' : `#${f}`}`);
};

const urnArb = (profile: ProfileName) =>
  fc
    .tuple(pick('urn', 'URN', 'Urn'), nidArb(profile), nssArb(profile), tailArb(profile))
    .map(([s, nid, nss, tail]) => `${s}:${nid}:${nss}${tail}`)
    .filter((u) => isValid(u, { profile }));

/**
 * A spec-equivalent variant: the case of the scheme, of the NID and of %HH hex
 * digits changed (all three profiles normalize exactly these), plus, under RFC 8141,
 * the r-, q- and f-components replaced (s.3.1 ignores them).
 */
function variantArb(profile: ProfileName, urn: string): fc.Arbitrary<string> {
  return fc.tuple(fc.array(fc.boolean(), { minLength: urn.length, maxLength: urn.length }), tailArb(profile)).map(([flips, tail]) => {
    const nidEnd = urn.indexOf(':', 4);
    const hex = new Set<number>();
    for (let i = urn.indexOf('%'); i >= 0; i = urn.indexOf('%', i + 1)) {
      if (/^[0-9a-fA-F]{2}$/.test(urn.slice(i + 1, i + 3))) hex.add(i + 1).add(i + 2);
    }
    let out = '';
    for (let i = 0; i < urn.length; i += 1) {
      const flip = flips[i] && (i < 3 || (i > 3 && i < nidEnd) || hex.has(i));
      out += flip ? (urn[i] === urn[i].toLowerCase() ? urn[i].toUpperCase() : urn[i].toLowerCase()) : urn[i];
    }
    if (profile !== 'rfc8141') return out;
    const u = parse(out);
    return `${out.slice(0, u.spans.nss.end)}${tail}`;
  });
}

const CASES: { label: string; profile: ProfileName; options: EquivalenceOptions }[] = [
  { label: 'rfc2141', profile: 'rfc2141', options: { profile: 'rfc2141' } },
  { label: 'rfc2141bis 5a', profile: 'rfc2141bis', options: { profile: 'rfc2141bis', mode: '5a' } },
  { label: 'rfc2141bis 5b', profile: 'rfc2141bis', options: { profile: 'rfc2141bis', mode: '5b' } },
  { label: 'rfc8141', profile: 'rfc8141', options: { profile: 'rfc8141' } },
];

describe.each(CASES)('properties under $label', ({ profile, options }) => {
  const params = { numRuns: 150, seed: 8141 };

  test('equivalent is reflexive, and holds for scheme / NID / %HH case variants', () => {
    fc.assert(
      fc.property(
        urnArb(profile).chain((u) => fc.tuple(fc.constant(u), variantArb(profile, u))),
        ([u, v]) => {
          expect(equivalent(u, u, options)).toBe(true);
          expect(equivalent(u, v, options)).toBe(true);
        },
      ),
      params,
    );
  });

  test('changing the case of an NSS letter outside %HH breaks equivalence (the NSS is case-sensitive)', () => {
    fc.assert(
      fc.property(urnArb(profile), (u) => {
        const nss = parse(u, { profile }).spans.nss;
        const at = [...u.slice(nss.start, nss.end)].findIndex((ch, i, all) => /[a-zA-Z]/.test(ch) && all[i - 1] !== '%' && all[i - 2] !== '%');
        fc.pre(at >= 0);
        const i = nss.start + at;
        const flipped = `${u.slice(0, i)}${u[i] === u[i].toLowerCase() ? u[i].toUpperCase() : u[i].toLowerCase()}${u.slice(i + 1)}`;
        expect(equivalent(u, flipped, options)).toBe(false);
      }),
      params,
    );
  });

  test('symmetric, transitive, and the same as comparing keys', () => {
    // Three URNs drawn from a small pool of bases and their variants, so that equal pairs occur.
    const pool = fc.array(urnArb(profile), { minLength: 1, maxLength: 3 }).chain((bases) => fc.array(fc.constantFrom(...bases).chain((b) => variantArb(profile, b)), { minLength: 3, maxLength: 3 }));
    fc.assert(
      fc.property(pool, ([a, b, c]) => {
        const ab = equivalent(a, b, options);
        expect(equivalent(b, a, options)).toBe(ab);
        expect(equivalenceKey(a, options) === equivalenceKey(b, options)).toBe(ab);
        if (ab && equivalent(b, c, options)) expect(equivalent(a, c, options)).toBe(true);
      }),
      params,
    );
  });

  test('normalize is idempotent and its output is a URN of the profile', () => {
    fc.assert(
      fc.property(urnArb(profile), (u) => {
        const n = normalize(u, options);
        expect(isValid(n, { profile })).toBe(true);
        expect(normalize(n, options)).toBe(n);
        expect(equivalent(n, u, options)).toBe(true);
      }),
      params,
    );
  });
});
