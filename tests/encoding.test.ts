/*
 * Component-aware percent-encoding: which ASCII characters stay raw per profile
 * and position (checked against each spec's character lists), UTF-8, strict
 * decoding with typed errors, round trips and parse acceptance.
 */
import fc from 'fast-check';
import { decodeComponent, decodeNss, encodeComponent, encodeNss, parse, ProfileName, UrnEncodingError } from '../src';
import type { ComponentName } from '../src';

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
// RFC 3986 s.2.3 and s.2.2
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`;

type Where = 'nss' | ComponentName;
interface Expectation {
  profile: ProfileName;
  where: Where;
  /** Raw between other characters. */
  middle: string;
  /** Raw as the first character (default: middle). */
  first?: string;
}

/** Spec-derived raw sets, from each grammar as the RFCs print it. */
const EXPECTED: Expectation[] = [
  // RFC 2141 s.2.2 <trans> minus <reserved> (s.2.3.1 "%" only as %HH; s.2.3.2 "/", "?", "#" SHOULD NOT be unencoded).
  { profile: 'rfc2141', where: 'nss', middle: `${ALPHA}${DIGIT}()+,-.:=@;$_!*'` },
  // bis-03 s.2.2 NSS = 1*pchar.
  { profile: 'rfc2141bis', where: 'nss', middle: PCHAR },
  // bis-03 s.2.3 v-pchar = unreserved / pct-encoded / sub-delims except "&" / ":" "@" "/" "?".
  { profile: 'rfc2141bis', where: 'query-value', middle: `${UNRESERVED}!$'()*+,;=:@/?` },
  // bis-03 s.2.4, RFC 3986 s.3.5 fragment = *( pchar / "/" / "?" ).
  { profile: 'rfc2141bis', where: 'f', middle: `${PCHAR}/?` },
  // RFC 8141 s.2.2 NSS = pchar *( pchar / "/" ).
  { profile: 'rfc8141', where: 'nss', middle: `${PCHAR}/`, first: PCHAR },
  // RFC 8141 s.2.3.1 / s.2.3.2 r-, q-component = pchar *( pchar / "/" / "?" ).
  { profile: 'rfc8141', where: 'r', middle: `${PCHAR}/?`, first: PCHAR },
  { profile: 'rfc8141', where: 'q', middle: `${PCHAR}/?`, first: PCHAR },
  // RFC 8141 s.2.3.3 f-component = fragment.
  { profile: 'rfc8141', where: 'f', middle: `${PCHAR}/?` },
];

const encode = (text: string, where: Where, profile: ProfileName) => (where === 'nss' ? encodeNss(text, { profile }) : encodeComponent(text, where, { profile }));
const decode = (text: string, where: Where, profile: ProfileName) => (where === 'nss' ? decodeNss(text, { profile }) : decodeComponent(text, where, { profile }));
const pct = (code: number) => `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
const ASCII = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));

describe.each(EXPECTED)('$profile $where: every ASCII character', ({ profile, where, middle, first }) => {
  const nulForbidden = profile !== 'rfc8141';
  test.each(ASCII.map((ch) => [JSON.stringify(ch), ch]))('%s', (_label, ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0 && nulForbidden) {
      // RFC 2141 s.2.4 / bis-03 s.2.5.3: octet 0 in no form.
      expect(() => encode(`a${ch}a`, where, profile)).toThrow(expect.objectContaining({ name: 'UrnEncodingError', code: 'nul-octet', offset: 1 }));
      return;
    }
    const inMiddle = middle.includes(ch) ? ch : pct(code);
    const atStart = (first ?? middle).includes(ch) ? ch : pct(code);
    expect(encode(`a${ch}a`, where, profile)).toBe(`a${inMiddle}a`);
    expect(encode(`${ch}a`, where, profile)).toBe(`${atStart}a`);
    expect(encode(`a${ch}`, where, profile)).toBe(`a${inMiddle}`);
  });
});

describe('named cases', () => {
  test.each<[string, Where, ProfileName, string]>([
    ['a/b?c#d', 'nss', 'rfc2141', 'a%2Fb%3Fc%23d'],
    ['a&b~c', 'nss', 'rfc2141', 'a%26b%7Ec'],
    ['a&b~c', 'nss', 'rfc2141bis', 'a&b~c'],
    ['a/b', 'nss', 'rfc2141bis', 'a%2Fb'],
    ['/a/b', 'nss', 'rfc8141', '%2Fa/b'],
    ['a?+b?=c#d', 'nss', 'rfc8141', 'a%3F+b%3F=c%23d'],
    ['100%', 'nss', 'rfc8141', '100%25'],
    ['x?=y', 'r', 'rfc8141', 'x%3F=y'],
    ['x?+y?', 'r', 'rfc8141', 'x?+y?'],
    ['?x', 'r', 'rfc8141', '%3Fx'],
    ['x?=y?+z', 'q', 'rfc8141', 'x?=y?+z'],
    ['/x', 'q', 'rfc8141', '%2Fx'],
    ['/x?y#z', 'f', 'rfc8141', '/x?y%23z'],
    ['a&b=c', 'query-value', 'rfc2141bis', 'a%26b=c'],
    ['a b+c', 'nss', 'rfc8141', 'a%20b+c'],
    ['é', 'nss', 'rfc8141', '%C3%A9'],
    ['\u0430', 'nss', 'rfc8141', '%D0%B0'],
    ['€', 'q', 'rfc8141', '%E2%82%AC'],
    ['😀', 'f', 'rfc2141bis', '%F0%9F%98%80'],
    ['\0', 'nss', 'rfc8141', '%00'],
  ])('%j as %s under %s is %j', (text, where, profile, encoded) => {
    expect(encode(text, where, profile)).toBe(encoded);
    expect(decode(encoded, where, profile)).toBe(text);
  });

  test('a position the profile lacks is a TypeError', () => {
    expect(() => encodeComponent('x', 'r', { profile: 'rfc2141' })).toThrow(TypeError);
    expect(() => encodeComponent('x', 'query-value', { profile: 'rfc8141' })).toThrow(TypeError);
    expect(() => decodeComponent('x', 'q', { profile: 'rfc2141bis' })).toThrow(TypeError);
    expect(() => encodeNss('x', { profile: 'rfc3986' as ProfileName })).toThrow(TypeError);
  });

  test("'nss' is no component: encodeComponent and decodeComponent take 'r', 'q', 'f' and 'query-value' only", () => {
    // library.md and the TSDoc: the component is one of those four; the NSS has its own functions.
    expect(() => encodeComponent('a', 'nss' as ComponentName)).toThrow(TypeError);
    expect(() => encodeComponent('a', 'nss' as ComponentName)).toThrow(/^urnkit\.encodeComponent: the component must be one of 'r', 'q', 'f', 'query-value', got /);
    expect(() => decodeComponent('a', 'nss' as ComponentName, { profile: 'rfc2141bis' })).toThrow(/^urnkit\.decodeComponent: the component must be one of /);
  });

  test('encoding a non-string is a TypeError that names the text to encode', () => {
    expect(() => encodeNss(42 as never)).toThrow(TypeError);
    expect(() => encodeNss(42 as never)).toThrow(/^urnkit\.encodeNss: the text to encode must be a string/);
    expect(() => encodeComponent(null as never, 'q')).toThrow(/^urnkit\.encodeComponent: the text to encode must be a string/);
  });

  test('a low surrogate is unpaired even before another low surrogate (RFC 3629 s.3: only a high-low pair is a code point)', () => {
    for (const [text, offset] of [['\uDC00\uDC00', 0], ['a\uDFFF\uDC00', 1], ['\uD800\uDC00\uDC00', 2]] as const) {
      expect(() => encodeNss(text)).toThrow(expect.objectContaining({ name: 'UrnEncodingError', code: 'lone-surrogate', offset }));
    }
  });

  test('a high surrogate before a code unit above the low surrogates (U+E000, U+FFFF) is unpaired (RFC 2781 s.2.2: only DC00-DFFF ends a pair)', () => {
    for (const [text, offset] of [['\uD800\uE000', 0], ['a\uDBFF\uFFFF', 1]] as const) {
      expect(() => encodeNss(text)).toThrow(expect.objectContaining({ name: 'UrnEncodingError', code: 'lone-surrogate', offset }));
    }
  });

  test('a lone surrogate\'s message names it in U+ notation, upper-case hex as decodeNss names characters', () => {
    expect(() => encodeNss('x\uD800')).toThrow(/^rfc8141 nss: lone-surrogate at offset 1: .*U\+D800/);
    expect(() => encodeNss('\uDBFFx')).toThrow(/U\+DBFF/);
    expect(() => encodeComponent('\uDFFF', 'f')).toThrow(/U\+DFFF/);
  });
});

describe('strict decoding', () => {
  test.each<[string, string, number]>([
    ['%C3%28', 'invalid-utf8', 0], // continuation octet expected
    ['a%FF', 'invalid-utf8', 1], // never in UTF-8
    ['%80', 'invalid-utf8', 0], // lone continuation octet
    ['%C0%AF', 'invalid-utf8', 0], // overlong "/"
    ['%E0%80%AF', 'invalid-utf8', 0], // overlong
    ['%ED%A0%80', 'invalid-utf8', 0], // UTF-16 surrogate D800
    ['%F4%90%80%80', 'invalid-utf8', 0], // above U+10FFFF
    ['ab%E2%82', 'invalid-utf8', 2], // truncated at the end
    ['%E2%82x', 'invalid-utf8', 0], // truncated by a raw character
    ['%F0%9F%98', 'invalid-utf8', 0],
    // RFC 3629 s.4: C0, C1, F5..FF and a continuation octet never start a sequence, whatever follows them.
    ['%C1%80%80', 'invalid-utf8', 0],
    ['%80%80%80', 'invalid-utf8', 0],
    ['%80%80%80%80', 'invalid-utf8', 0],
    ['%C1%80%80%80', 'invalid-utf8', 0],
    ['%F5%80%80%80', 'invalid-utf8', 0],
    ['%2', 'invalid-percent-encoding', 0],
    ['a%G1', 'invalid-percent-encoding', 1],
    // "@" and "`" are one bit (0x20) away from hex letters, like "a".."f" from "A".."F", and no hex digit.
    ['%4@', 'invalid-percent-encoding', 0],
    ['%4`', 'invalid-percent-encoding', 0],
    ['%E2%8', 'invalid-percent-encoding', 3],
    ['a b', 'invalid-character', 1],
    ['a\u007f', 'invalid-character', 1], // DEL is a control character (RFC 3986 s.2, RFC 2141 s.2.4)
    ['\u00e9', 'invalid-character', 0],
  ])('%j: %s at %d', (text, code, offset) => {
    let caught: unknown;
    try {
      decodeNss(text);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UrnEncodingError);
    expect(caught).not.toBeInstanceOf(URIError);
    expect(caught).toMatchObject({ code, offset, profile: 'rfc8141', position: 'nss' });
  });

  test('the message names the profile, the position, the code and the offset', () => {
    expect(() => decodeNss('a%FF', { profile: 'rfc2141bis' })).toThrow(/^rfc2141bis nss: invalid-utf8 at offset 1: /);
    expect(() => decodeComponent('%C3%28', 'q')).toThrow(/^rfc8141 q: invalid-utf8 at offset 0: /);
  });

  test('the message names what is wrong: the characters, the octet and where a sequence broke', () => {
    expect(() => decodeNss(42 as never)).toThrow(/^urnkit\.decodeNss: the text to decode must be /);
    expect(() => decodeNss('a%G1')).toThrow('"%G1"');
    expect(() => decodeNss('a b')).toThrow('U+0020');
    expect(() => decodeNss('\u00e9')).toThrow('U+00E9');
    expect(() => decodeNss('a%00', { profile: 'rfc2141' })).toThrow('%00');
    expect(() => decodeNss('%FF')).toThrow('0xFF');
    // "%C3" opens a 2-octet sequence (RFC 3629 s.4); "%E9", "%28" and "%00" are no continuation octets.
    expect(() => decodeNss('%C3%E9')).toThrow(/0xC3.*0xE9.*octet 2/);
    expect(() => decodeNss('%C3%28')).toThrow(/0xC3.*0x28.*octet 2/);
    expect(() => decodeNss('%C3%00')).toThrow(/0x0\b.*octet 2/);
    // A sequence cut short by the end of the text or by a raw character: no octet to name, it ends.
    expect(() => decodeNss('ab%E2%82')).toThrow(/3-octet .*0xE2 ends .*octet 3/);
    expect(() => decodeNss('%E2%82x')).toThrow(/3-octet .*0xE2 ends .*octet 3/);
  });

  // RFC 3629 s.3's table and s.4's UTF8-1..UTF8-4: the first and last code point of each sequence length.
  test.each<[string, string]>([
    ['007F', '%7F'],
    ['0080', '%C2%80'],
    ['07FF', '%DF%BF'],
    ['0800', '%E0%A0%80'],
    ['FFFF', '%EF%BF%BF'],
    ['10000', '%F0%90%80%80'],
    ['10FFFF', '%F4%8F%BF%BF'],
  ])('U+%s is %s both ways (RFC 3629 s.3, s.4)', (hex, octets) => {
    const text = String.fromCodePoint(parseInt(hex, 16));
    expect(encodeNss(text)).toBe(octets);
    expect(decodeNss(octets)).toBe(text);
  });

  test('"+" is never a space; %2B is "+"', () => {
    expect(decodeNss('a+b%2Bc%20d')).toBe('a+b+c d');
    expect(decodeComponent('k=a+b', 'q')).toBe('k=a+b');
  });

  test('%00 decodes under RFC 8141 and is an error under RFC 2141 and rfc2141bis', () => {
    expect(decodeNss('a%00')).toBe('a\0');
    expect(() => decodeNss('a%00', { profile: 'rfc2141' })).toThrow(expect.objectContaining({ code: 'nul-octet', offset: 1 }));
    expect(() => decodeComponent('a%00', 'query-value', { profile: 'rfc2141bis' })).toThrow(expect.objectContaining({ code: 'nul-octet' }));
  });

  test('lower-case hex decodes like upper-case', () => {
    expect(decodeNss('%c3%a9%D0%b0')).toBe('é\u0430');
  });
});

/* ---- properties ---- */

/** The component read back from a URN with the encoded text in it, in each context it can sit in. */
const CONTEXTS: Record<string, ((e: string) => [string, (u: ReturnType<typeof parse>) => string | undefined])[]> = {
  'rfc2141 nss': [(e) => [`urn:ex:${e}`, (u) => u.nss]],
  'rfc2141bis nss': [(e) => [`urn:ex:${e}`, (u) => u.nss], (e) => [`urn:ex:${e}?s=I2L#f`, (u) => u.nss]],
  'rfc2141bis query-value': [
    (e) => [`urn:ex:a?k=${e}`, (u) => (u.profile === 'rfc2141bis' ? u.directives[0].value : undefined)],
    (e) => [`urn:ex:a?k=${e}&j=v#f`, (u) => (u.profile === 'rfc2141bis' ? u.directives[0].value : undefined)],
  ],
  'rfc2141bis f': [(e) => [`urn:ex:a?k=v#${e}`, (u) => (u.profile === 'rfc2141bis' ? u.fragment : undefined)]],
  'rfc8141 nss': [(e) => [`urn:ex:${e}`, (u) => u.nss], (e) => [`urn:ex:${e}?+r?=q#f`, (u) => u.nss]],
  'rfc8141 r': [(e) => [`urn:ex:a?+${e}`, (u) => (u.profile === 'rfc8141' ? u.rComponent : undefined)], (e) => [`urn:ex:a?+${e}?=q#f`, (u) => (u.profile === 'rfc8141' ? u.rComponent : undefined)]],
  'rfc8141 q': [(e) => [`urn:ex:a?=${e}`, (u) => (u.profile === 'rfc8141' ? u.qComponent : undefined)], (e) => [`urn:ex:a?+r?=${e}#f`, (u) => (u.profile === 'rfc8141' ? u.qComponent : undefined)]],
  'rfc8141 f': [(e) => [`urn:ex:a?+r?=q#${e}`, (u) => (u.profile === 'rfc8141' ? u.fComponent : undefined)]],
};

/** Text rich in delimiters, "%" and multi-unit characters, mixed with arbitrary code points. */
const tricky = fc.string({ unit: fc.constantFrom('/', '?', '#', '=', '+', '&', '~', '%', '%2', ' ', 'a', 'Z', '0', ':', '@', 'é', '😀', '\u0430', '\u200d'), maxLength: 12 });
const arbitraryText = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }));

describe.each(EXPECTED)('properties: $profile $where', ({ profile, where }) => {
  const params = { numRuns: 120, seed: 3986 };
  const nulFree = profile === 'rfc8141' ? arbitraryText : arbitraryText.map((s) => s.replace(/\0/g, ''));

  test('decode(encode(s)) === s for any well-formed string', () => {
    fc.assert(fc.property(nulFree, (s) => expect(decode(encode(s, where, profile), where, profile)).toBe(s)), params);
  });

  test('the encoded text is printable ASCII and parse reads it back exactly in every context', () => {
    fc.assert(
      fc.property(nulFree, (s) => {
        const e = encode(s, where, profile);
        expect(e).toMatch(/^[\x21-\x7e]*$/);
        fc.pre(e.length > 0 || where === 'f' || where === 'query-value');
        for (const context of CONTEXTS[`${profile} ${where}`]) {
          const [input, read] = context(e);
          expect(read(parse(input, { profile }))).toBe(e);
        }
      }),
      params,
    );
  });

  test('a lone surrogate is a lone-surrogate error at its offset', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 6 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ unit: 'grapheme-ascii', maxLength: 4 }), (before, unit, after) => {
        // A high surrogate followed by a low one is a pair: keep what follows a high surrogate ASCII.
        const text = `${before}${String.fromCharCode(unit)}${after}`;
        expect(() => encode(text, where, profile)).toThrow(expect.objectContaining({ name: 'UrnEncodingError', code: 'lone-surrogate', offset: before.length }));
      }),
      params,
    );
  });
});
