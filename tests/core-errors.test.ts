/*
 * Bad input: the code, the offset, what was expected there (in words) and the
 * section, for each kind of failure each profile defines; the caret message;
 * and the promise that no string, whatever its content or length, gets any
 * other exception than UrnParseError.
 */
import * as lib from '../src';
import { isValid, parse, ProfileName, tryParse, UrnParseError } from '../src';
import { freshly } from './support/fresh';

type Row = [input: string, profile: ProfileName, code: string, offset: number, expected: string, section: string, why: string];

const L33 = 'a'.repeat(33);

const rows: Row[] = [
  ['', 'rfc8141', 'invalid-scheme', 0, "'urn'", 'RFC 8141 s.2', 'assigned-name = "urn" ":" NID ":" NSS'],
  ['urx:ab:c', 'rfc8141', 'invalid-scheme', 2, "'n'", 'RFC 8141 s.2', 'scheme must be "urn": "ur" matches, the "x" does not'],
  ['ur', 'rfc8141', 'invalid-scheme', 2, "'n'", 'RFC 8141 s.2', 'cut short inside "urn": the input ended'],
  ['urn', 'rfc2141', 'invalid-scheme', 3, "':'", 'RFC 2141 s.2', 'cut short inside "urn:": the input ended'],
  ['urno', 'rfc2141', 'invalid-scheme', 3, "':'", 'RFC 2141 s.2', '"urn:" is one literal in RFC 2141; the "o" is the first character off'],
  ['urn', 'rfc8141', 'invalid-scheme', 3, "':'", 'RFC 8141 s.2', '":" after the scheme'],
  ['urn:-ab:x', 'rfc8141', 'invalid-nid', 4, 'a letter or digit', 'RFC 8141 s.2.1', 'NID starts with alphanum'],
  ['urn:a:x', 'rfc8141', 'invalid-nid', 5, "a letter, digit or '-'", 'RFC 8141 s.2.1', 'NID has at least 2 characters'],
  ['urn:a:x', 'rfc2141bis', 'invalid-nid', 5, "a letter, digit or '-'", 'bis-03 s.2.1', 'NID has at least 2 characters'],
  ['urn:ab-:x', 'rfc8141', 'invalid-nid', 7, "a letter, digit or '-'", 'RFC 8141 s.2.1', 'NID ends with alphanum'],
  [`urn:${L33}:x`, 'rfc8141', 'invalid-nid', 36, "':'", 'RFC 8141 s.2.1', 'NID has at most 32 characters'],
  [`urn:${L33}:x`, 'rfc2141', 'invalid-nid', 36, "':'", 'RFC 2141 s.2.1', '<let-num> [ 1,31<let-num-hyp> ]: at most 32'],
  ['urn:ab', 'rfc2141', 'invalid-nid', 6, "a letter, digit, '-' or ':'", 'RFC 2141 s.2.1', 'the NID needs its closing ":"'],
  ['urn:ab:', 'rfc8141', 'invalid-nss', 7, "a letter, digit or one of !$%&'()*+,-.:;=@_~", 'RFC 8141 s.2.2', 'NSS = pchar *(pchar / "/"): not empty'],
  ['urn:ab:/x', 'rfc8141', 'invalid-nss', 7, "a letter, digit or one of !$%&'()*+,-.:;=@_~", 'RFC 8141 s.2.2', '"/" cannot start the NSS'],
  ['urn:ab:a b', 'rfc8141', 'invalid-nss', 8, "a letter, digit, one of !#$%&'()*+,-./:;=@_~, '?+', '?=' or the end of the input", 'RFC 8141 s.2.2', 'space is not a pchar'],
  ['urn:ab:a?x', 'rfc8141', 'invalid-nss', 9, "'+' or '='", 'RFC 8141 s.2.2', 's.2: "?" must be followed by "+" or "="; named as the "?" is, after the NSS'],
  ['urn:example:a/?', 'rfc8141', 'invalid-nss', 15, "'+' or '='", 'RFC 8141 s.2.2', 'cut short after the "?" of "?+" or "?="'],
  ['urn:ab:a?+', 'rfc8141', 'invalid-r-component', 10, "a letter, digit or one of !$%&'()*+,-.:;=@_~", 'RFC 8141 s.2.3.1', 'r-component is not empty'],
  ['urn:ab:a?+r?=', 'rfc8141', 'invalid-q-component', 13, "a letter, digit or one of !$%&'()*+,-.:;=@_~", 'RFC 8141 s.2.3.2', 'r ends at "?=", q is then empty'],
  ['urn:ab:a#f#', 'rfc8141', 'invalid-f-component', 10, "a letter, digit, one of !$%&'()*+,-./:;=?@_~ or the end of the input", 'RFC 8141 s.2.3.3', '"#" is not a fragment character'],
  ['urn:ab:a%', 'rfc8141', 'invalid-percent-encoding', 9, 'a hex digit', 'RFC 8141 s.2.2', 'pct-encoded = "%" HEXDIG HEXDIG'],
  ['urn:ab:a%g0', 'rfc2141bis', 'invalid-percent-encoding', 9, 'a hex digit', 'bis-03 s.2.2', 'pct-encoded = "%" HEXDIG HEXDIG'],
  ['urn:ab:b%4', 'rfc2141', 'invalid-percent-encoding', 10, 'two hex digits after "%"', 'RFC 2141 s.2.3.1', 'the BNF admits a bare "%"; the prose does not'],
  ['urn:ab:a&b', 'rfc2141', 'invalid-nss', 8, "a letter, digit, one of !#$%'()*+,-./:;=?@_ or the end of the input", 'RFC 2141 s.2.2', '"&" is excluded (s.2.4)'],
  ['urn:ab:a~b', 'rfc2141', 'invalid-nss', 8, "a letter, digit, one of !#$%'()*+,-./:;=?@_ or the end of the input", 'RFC 2141 s.2.2', '"~" is excluded (s.2.4)'],
  ['urn:urn:x', 'rfc2141', 'reserved-nid', 4, 'an NID other than "urn"', 'RFC 2141 s.2.1', 'NID "urn" MUST NOT be used'],
  ['urn:URN:x', 'rfc2141bis', 'reserved-nid', 4, 'an NID other than "urn"', 'bis-03 s.2.1', 'NIDs are case-insensitive'],
  ['urn:ab:%00', 'rfc2141', 'nul-octet', 7, 'a percent-encoded octet other than %00', 'RFC 2141 s.2.4', 'octet 0 should NEVER be used'],
  ['urn:ab:a%2F%00', 'rfc2141', 'nul-octet', 11, 'a percent-encoded octet other than %00', 'RFC 2141 s.2.4', 'at the %00, not at an earlier %HH'],
  ['urn:ab:a?s=%00', 'rfc2141bis', 'nul-octet', 11, 'a percent-encoded octet other than %00', 'bis-03 s.2.5.3', 'NUL forbidden in the query too'],
  ['urn:ab:a/b', 'rfc2141bis', 'invalid-nss', 8, "a letter, digit, one of !#$%&'()*+,-.:;=?@_~ or the end of the input", 'bis-03 s.2.2', 'NSS = 1*pchar: one segment'],
  ['urn:ab:a?', 'rfc2141bis', 'invalid-query', 9, 'a letter', 'bis-03 s.2.3', 'an empty query is not a directive'],
  ['urn:ab:a?s', 'rfc2141bis', 'invalid-query', 10, "a letter, digit, '-' or '='", 'bis-03 s.2.3', 'directive = keywd "=" value'],
  ['urn:ab:a?1=x', 'rfc2141bis', 'invalid-query', 9, 'a letter', 'bis-03 s.2.3', 'keywd starts with ALPHA'],
  ['urn:ab:a#f#', 'rfc2141bis', 'invalid-fragment', 10, "a letter, digit, one of !$%&'()*+,-./:;=?@_~ or the end of the input", 'bis-03 s.2.4', '"#" is not a fragment character'],
  ['urn:ab:a?s=1&c=2&s=3', 'rfc2141bis', 'duplicate-directive', 17, 'each registered keyword at most once', 'bis-03 s.2.3', 'registered keyword MUST NOT appear twice'],
];

type Lib = typeof import('../src');

function expectRow(lib: Lib, [input, profile, code, offset, expected, section]: Row): void {
  const result = lib.tryParse(input, { profile });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const e = result.error;
  expect({ input, code: e.code, offset: e.offset, expected: e.expected, section: e.section, profile: e.profile }).toEqual({ input, code, offset, expected, section, profile });
  expect(e).toBeInstanceOf(lib.UrnParseError);
  expect(e).toBeInstanceOf(Error);
  expect(Object.keys(lib.ERROR_CODES)).toContain(e.code);
  expect(e.diagnostics[0]).toMatchObject({ code, offset, severity: 'error', section });
}

describe('errors: code, offset, expected, section', () => {
  test.each(rows)('%j under %s -> %s at %d', (...row) => {
    expectRow(lib, row);
  });

  test('the message names profile, code, offset and section, and puts a caret under the offset', () => {
    const e = tryParse('urn:a-:x');
    if (e.ok) throw new Error('expected a failure');
    expect(e.error.message).toBe(
      "rfc8141: invalid-nid at offset 6 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a-:x\n        ^",
    );
    expect(e.error.found).toBe("':'");
  });

  test('long inputs are windowed around the offset; invisible characters are escaped', () => {
    const input = `urn:ab:${'x'.repeat(200)}\u0001${'y'.repeat(200)}`;
    const r = tryParse(input);
    if (r.ok) throw new Error('expected a failure');
    const [, line, caret] = r.error.message.split('\n');
    expect(line.startsWith('  ...')).toBe(true);
    expect(line.endsWith('...')).toBe(true);
    expect(line).toContain('\\u0001');
    expect(caret.indexOf('^')).toBe(line.indexOf('\\u0001'));
    expect(r.error.found).toBe('U+0001 (a control character)');
  });

  test('a rule error after a syntax-valid parse keeps the other findings', () => {
    const r = tryParse('urn:urn:a%41%00', { profile: 'rfc2141' });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.diagnostics.map((d) => d.code)).toEqual(['reserved-nid', 'nul-octet', 'pct-encoded-alphanum']);
  });
});

/** Each warning of a profile's prose (docs/history.md, "Their prose rules"): input, profile, code, section, a word of what is expected. */
const WARNINGS: [string, ProfileName, string, string, RegExp][] = [
  ['urn:ab:a/b', 'rfc2141', 'reserved-char-unencoded', 'RFC 2141 s.2.3.2', /"\/"/],
  ['urn:ab:%41', 'rfc2141', 'pct-encoded-alphanum', 'RFC 2141 s.2.3.1', /letters and digits/],
  ['urn:ab:a?s=x', 'rfc2141bis', 'query-present', 'bis-03 s.2.3', /query/],
  ['urn:ab:a#f', 'rfc2141bis', 'fragment-present', 'bis-03 s.2.4', /fragment/],
  ['urn:x-foo:a', 'rfc8141', 'nid-registration', 'RFC 8141 s.5.1', /NID/],
  ['urn:abc:a?+r', 'rfc8141', 'r-component-used', 'RFC 8141 s.2.3.1', /r-component/],
];

function expectWarning(l: Lib, [input, profile, code, section, expected]: (typeof WARNINGS)[number]): void {
  expect(l.parse(input, { profile }).warnings.map((w) => w.code)).toContain(code);
  const r = l.tryParse(input, { profile, strict: true });
  if (r.ok) throw new Error('expected a failure');
  expect([input, r.error.code, r.error.section]).toEqual([input, code, section]);
  expect(r.error.expected).toMatch(expected);
  expect(Object.keys(l.WARNING_CODES)).toContain(code);
}

describe('strict mode turns warnings into errors', () => {
  test.each(WARNINGS)('%j under %s: warning %s, then an error in strict mode', (...row) => {
    expectWarning(lib, row);
  });
});

describe('the profiles as their modules load', () => {
  // The profiles' rule tables are built as the modules load (tests/support/fresh.ts).
  test('every error and warning row again, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = require('../src') as Lib;
      for (const row of rows) expectRow(fresh, row);
      for (const row of WARNINGS) expectWarning(fresh, row);
    });
  });
});

describe('what the rule findings say', () => {
  // RFC 2141 s.2.3.1: "%" and two hex digits, either case; a percent-encoded letter ("%4A", "%4a": "J") is a finding.
  test.each(['urn:ab:%4A', 'urn:ab:%4a', 'urn:ab:%6A'])('%s: pct-encoded-alphanum', (input) => {
    expect(parse(input, { profile: 'rfc2141' }).warnings.map((w) => [w.code, w.offset])).toEqual([['pct-encoded-alphanum', 7]]);
  });

  test('"%4g" encodes no octet: only invalid-percent-encoding, no finding about what it would encode', () => {
    const r = tryParse('urn:ab:%4g', { profile: 'rfc2141' });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.diagnostics.map((d) => [d.code, d.offset])).toEqual([['invalid-percent-encoding', 9]]);
    expect(r.error.diagnostics[0].message).toMatch(/"%".*two hex digits/);
  });

  // Read as digits with the bad one counted as -1, "%5g" and "%7g" would spell 0x4F "O" and 0x6F "o".
  test.each(['urn:ab:%5g', 'urn:ab:%7g'])('%s encodes no octet either: only invalid-percent-encoding', (input) => {
    const r = tryParse(input, { profile: 'rfc2141' });
    expect(r.ok ? undefined : r.error.diagnostics.map((d) => [d.code, d.offset])).toEqual([['invalid-percent-encoding', 9]]);
  });

  test('reserved-char-unencoded names each of "/", "?" and "#" the NSS holds (RFC 2141 s.2.3.2)', () => {
    const [w] = parse('urn:ab:a/b?c', { profile: 'rfc2141' }).warnings;
    expect([w.code, w.offset]).toEqual(['reserved-char-unencoded', 8]);
    expect(w.message).toContain('"/", "?"');
    expect(w.message).not.toContain('"#"');
  });
});

describe('the options of a failed parse reach its error', () => {
  test("input-too-long: its section names the option whose limit was passed (library.md: longer than maxLength)", () => {
    const r = tryParse('urn:ab:c', { maxLength: 5 });
    expect(!r.ok && r.error.code).toBe('input-too-long');
    expect(!r.ok && r.error.section).toMatch(/maxLength/);
  });

  test('strict: every suggestion is valid in strict mode too (hints.md: valid under the options of the parse that failed)', () => {
    // 'urn:example:a%20b?+r' mends the space (hints.md: a space becomes %20) but keeps the r-component, a warning
    // (RFC 8141 s.2.3.1) that strict fails: suggested without strict, never with it.
    const lax = tryParse('urn:example:a b?+r');
    expect(!lax.ok && lax.error.suggestions).toContain('urn:example:a%20b?+r');
    const r = tryParse('urn:example:a b?+r', { strict: true });
    expect(r.ok).toBe(false);
    const suggestions = r.ok ? [] : r.error.suggestions;
    expect(suggestions).not.toContain('urn:example:a%20b?+r');
    for (const s of suggestions) expect([s, isValid(s, { strict: true })]).toEqual([s, true]);
  });

  test('strict with namespaces: the error is the failure nearest the start, a namespace finding in the NSS before a later rule finding', () => {
    // 'urn:isbn:0-306-40615-3?+r': a wrong ISBN check digit in the NSS, then an r-component (a warning, an error in strict mode).
    const r = tryParse('urn:isbn:0-306-40615-3?+r', { namespaces: true, strict: true });
    expect(!r.ok && r.error.code).toBe('invalid-check-digit');
    expect(!r.ok && r.error.diagnostics.map((d) => d.code).sort()).toEqual(['invalid-check-digit', 'r-component-used']);
  });
});

describe('strict mode with namespaces: nid-unregistered is an error too', () => {
  test('an NID in neither IANA registry fails isValid and tryParse in strict mode, a registered one passes', () => {
    // library.md: nid-unregistered is a warning with namespaces (RFC 8141 s.5); strict turns every warning into an error.
    const options = { namespaces: true, strict: true } as const;
    expect(parse('urn:qqqqzz:a', { namespaces: true }).warnings.map((w) => w.code)).toEqual(['nid-unregistered']);
    expect(isValid('urn:qqqqzz:a', options)).toBe(false);
    const r = tryParse('urn:qqqqzz:a', options);
    expect(!r.ok && r.error.code).toBe('nid-unregistered');
    expect(isValid('urn:example:a', options)).toBe(true);
  });
});

describe('RFC 8141 s.5 NID registration rules are warnings', () => {
  test.each<[string, boolean]>([
    ['urn', true],
    ['urn-1', false],
    ['urn-10', false],
    ['urn-01', true],
    ['urn-x', true],
    ['X-foo', true],
    ['xn--a', true],
    ['ab-c', true],
    ['abc-d', false],
    ['isbn', false],
  ])('NID %s warns: %s', (nid, warns) => {
    const urn = parse(`urn:${nid}:x`);
    expect(urn.warnings.some((w) => w.code === 'nid-registration')).toBe(warns);
  });
});

describe('any string gets a Urn or a UrnParseError, never another exception', () => {
  const hostile = [
    '',
    '\u0000',
    'urn:ab:\u0000',
    'urn:ab:\ud800',
    'urn:ab:\udc00x',
    'urn:ab:😀',
    'urn:ab:a\nb',
    'urn:ab:a\r\n',
    '\ufeffurn:ab:c',
    'urn:ab:' + '%'.repeat(1000),
    'urn:' + ':'.repeat(1000),
    'urn:ab:a' + '?+'.repeat(1000),
    'urn:ab:' + 'a'.repeat(1_000_000) + ' ',
    'urn:ab:a?+' + 'r?'.repeat(500_000) + '=',
    'urn:' + 'a-'.repeat(500_000),
  ];
  test.each(hostile.map((s) => [s.length > 30 ? `${JSON.stringify(s.slice(0, 30))}... (${s.length})` : JSON.stringify(s), s]))('%s', (_name, input) => {
    for (const profile of ['rfc2141', 'rfc2141bis', 'rfc8141'] as const) {
      const r = tryParse(input, { profile });
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(UrnParseError);
        expect(r.error.offset).toBeGreaterThanOrEqual(0);
        expect(r.error.offset).toBeLessThanOrEqual(input.length);
      }
    }
  });

  test('a 1 MB valid URN parses', () => {
    const nss = 'a'.repeat(1_000_000);
    expect(parse(`urn:ab:${nss}`).nss.length).toBe(1_000_000);
  });

  test('inputs longer than maxLength get input-too-long', () => {
    const r = tryParse('urn:ab:abcdef', { maxLength: 8 });
    if (r.ok) throw new Error('expected a failure');
    expect({ code: r.error.code, offset: r.error.offset }).toEqual({ code: 'input-too-long', offset: 8 });
  });

  test('maxLength is the longest input accepted: an input of exactly maxLength is parsed, one more is input-too-long, its only diagnostic', () => {
    // library.md: maxLength is the "longest input accepted"; diagnostics holds every error found, then the warnings.
    const input = 'urn:example:a';
    expect(isValid(input, { maxLength: input.length })).toBe(true);
    expect(tryParse(input, { maxLength: input.length }).ok).toBe(true);
    expect(isValid(input, { maxLength: input.length - 1 })).toBe(false);
    const r = tryParse(input, { maxLength: input.length - 1 });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.diagnostics).toEqual([expect.objectContaining({ code: 'input-too-long', severity: 'error', offset: input.length - 1 })]);
  });

  test('input-too-long says the lengths without a count that disagrees with its noun ("1 characters")', () => {
    const one = tryParse('u', { maxLength: 0 });
    const two = tryParse('ur', { maxLength: 1 });
    if (one.ok || two.ok) throw new Error('expected failures');
    expect(one.error.diagnostics[0].message).toBe("the input's length is 1; maxLength is 0 (pass maxLength to raise it)");
    expect([two.error.diagnostics[0].message, two.error.expected]).toEqual(["the input's length is 2; maxLength is 1 (pass maxLength to raise it)", 'a length of at most 1']);
  });

  test.each([[42], [null], [undefined], [{}], [['urn:ab:c']], [Symbol('s')]])('a non-string (%p) gets a TypeError naming it', (value) => {
    expect(() => parse(value as unknown as string)).toThrow(TypeError);
    expect(() => tryParse(value as unknown as string)).toThrow(/^urnkit\.tryParse: the input must be a string, got /);
  });

  test('an unknown profile is a TypeError', () => {
    expect(() => parse('urn:ab:c', { profile: 'rfc3986' as unknown as 'rfc8141' })).toThrow(
      'urnkit.parse: option "profile" must be one of "rfc2141", "rfc2141bis", "rfc8141" or a draft revision ("saintandre-00", "rfc2141bis-03", "rfc2141bis-07" to "rfc2141bis-22"), got the string "rfc3986"',
    );
  });
});
