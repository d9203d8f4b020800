/*
 * checkRegistration and `urnkit registration check`: real registration
 * templates (tests/data/registrations/, README there) and small templates
 * that each break one rule of RFC 8141 (s.2, s.5.1) or of ABNF (RFC 5234),
 * the expected findings derived from those texts; the grammar-file mode on
 * shipped grammars; hostile texts; the command's output and exit status.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { checkRegistration, REGISTRATION_CODES, REGISTRATION_LIMITS, RegistrationCheck, RegistrationFinding } from '../src/entries/conformance';
import type * as Conformance from '../src/entries/conformance';
import { analyzeRegistration } from '../src/conformance/registration/check';
import { registrationReport } from '../src/conformance/registration/report';
import { tryParse } from '../src';
import { cli } from './support/cli';
import { freshly } from './support/fresh';
import { NARROW_CLASS, positionsTemplate, registrationTemplate, WIDE_CLASS } from '../scripts/lib/hostile-templates';

const ROOT = join(__dirname, '..');
const DATA = join(__dirname, 'data', 'registrations');
const read = (name: string): string => readFileSync(join(DATA, name), 'utf8');
const codes = (r: RegistrationCheck): string[] => r.findings.map((f) => f.code);
const only = (r: RegistrationCheck, code: string): RegistrationFinding[] => r.findings.filter((f) => f.code === code);
/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** A small template in RFC 8141 Appendix A's form. */
const template = registrationTemplate;

describe('real registration templates', () => {
  test('RFC 9562 (draft): the UUID ABNF accepts its example; UUID is registered and the template says it updates the entry', () => {
    const text = read('uuid-rfc9562-draft.md');
    const r = checkRegistration(text);
    expect(r.nid).toBe('UUID');
    expect(r.rules.defined.map((d) => d.name)).toEqual(['UUID', 'time-low', 'time-mid', 'time-high-and-version', 'clock-seq-and-reserved', 'clock-seq-low', 'node', 'hexOctet', 'hexDigit']);
    expect(r.rules.defined[0].line).toBe(lineOf(text, 'UUID                   ='));
    expect(r.rules.supplied).toEqual([]);
    // The only rule no other uses; 36 characters of hex digits and hyphens are NSS characters (RFC 8141 s.2.2).
    expect(r.nss).toMatchObject({ rule: 'UUID', wholeUrnRule: null, relation: 'subset', beyondRfc8141: null });
    expect(r.examples).toEqual([{ urn: 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', line: lineOf(text, 'urn:uuid:f81d4fae'), column: 3, verdict: 'accepted', offset: null }]);
    expect(r.findings).toEqual([expect.objectContaining({ code: 'nid-registered', severity: 'info', line: lineOf(text, 'Namespace Identifier:'), column: 23 })]);
  });

  test('blockhash: the NSS rule named for it, no example at all', () => {
    const r = checkRegistration(read('blockhash.md'));
    expect(r.nid).toBe('blockhash');
    expect(r.nss).toMatchObject({ rule: 'blockhash-nss', relation: 'subset', beyondRfc8141: null });
    // "M = N * N" in the prose after the ABNF is no rule.
    expect(r.rules.defined.map((d) => d.name)).toEqual(['blockhash-nss', 'hexhash', 'hex']);
    expect(codes(r)).toEqual(['no-examples']);
    expect(r.findings[0].severity).toBe('warning');
  });

  test('adi: a syntax given in prose is a warning; placeholders are no examples, the examples are unchecked', () => {
    const text = read('adi.md');
    const r = checkRegistration(text);
    expect(r.nid).toBe('adi');
    expect(codes(r)).toEqual(['no-syntax']);
    expect(only(r, 'no-syntax')[0].line).toBe(lineOf(text, 'Declaration of syntactic structure'));
    expect(r.examples.map((e) => [e.urn, e.verdict])).toEqual([
      ['urn:adi:DmJFiNCt6qKBqL5TX9cofWkVA27wDQp4eXfaJh13XUwa', 'unchecked'],
      ['urn:adi:DmJFiNCt6qKBqL5TX9cofWkVA27wDQp4eXfaJh13XUwa:2:64MAzrPhKLBHFRy25uC82Eo5MU1FC1XLdM2Jvsx2tTMv', 'unchecked'],
    ]);
  });

  test('RFC 9039: LALPHA printed as capitals, the ABNF cut by a page break, a rule for the whole URN', () => {
    const text = read('dev-rfc9039.txt');
    const { check: r, judge } = analyzeRegistration('checkRegistration', text);
    expect(r.nid).toBe('dev');
    // Rules after the page footer and header are found, at their lines.
    expect(r.rules.defined.find((d) => d.name === 'product')?.line).toBe(lineOf(text, 'product = identifiernodash'));
    expect(r.rules.defined).toHaveLength(23);
    expect(r.nss).toMatchObject({ wholeUrnRule: 'devurn', rule: 'devurn-nss', relation: 'subset', beyondRfc8141: null });
    expect(r.findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['nid-registered', 'info', lineOf(text, 'Namespace Identifier')],
      ['abnf-suspect-range', 'warning', lineOf(text, 'LALPHA =')],
    ]);
    expect(only(r, 'abnf-suspect-range')[0].message).toContain('LALPHA');
    expect(r.examples.every((e) => e.verdict === 'accepted')).toBe(true);
    expect(r.examples).toHaveLength(5);
    // As printed, a subtype of lower-case letters other than the five of s.4 is no DEV URN; in capitals it is.
    expect(judge('urn:dev:prm:30001610071843')).toMatchObject({ verdict: 'rejected', offset: 8 });
    expect(judge('urn:dev:PRM:30001610071843')).toMatchObject({ verdict: 'accepted' });
  });

  test("rfc2141bis-15: its own example ?+cc=uk breaks its r-component rule (no ':' after the resolverID)", () => {
    const text = read('rfc2141bis-15-excerpt.txt');
    const r = checkRegistration(text);
    expect(r.nss).toMatchObject({ rule: 'NSS', wholeUrnRule: 'namestring', relation: 'equal' });
    const rejected = only(r, 'example-rejected');
    expect(rejected).toHaveLength(1);
    const urn = 'urn:example:foo-bar-baz-qux?+cc=uk';
    expect(rejected[0]).toMatchObject({ severity: 'error', line: lineOf(text, urn), column: text.split('\n')[lineOf(text, urn) - 1].indexOf(urn) + 1 + urn.indexOf('=') });
    expect(rejected[0].message).toContain('found "=" at offset 31');
    // RFC 8141 takes it: its r-component has no resolverID.
    expect(tryParse(urn).ok).toBe(true);
    expect(r.examples[0]).toMatchObject({ urn, verdict: 'rejected', offset: urn.indexOf('=') });
  });

  test("rfc2141bis-03 Appendix B: page furniture skipped, its second definition of scheme is the compiler's error, at the template's lines", () => {
    const text = read('rfc2141bis-03-appendix-b.txt');
    const r = checkRegistration(text);
    const errors = only(r, 'abnf-error');
    expect(errors).toEqual([expect.objectContaining({ line: lineOf(text, 'scheme        = "urn"'), column: null })]);
    expect(errors[0].message).toBe(`rule "scheme" is already defined (line ${lineOf(text, 'scheme        = ALPHA')}); use "=/" to add alternatives`);
    expect(r.findings.some((f) => /Page|Hoenes/.test(f.message))).toBe(false);
  });
});

describe('the NID (RFC 8141 s.2 and s.5.1) and the registry', () => {
  const abnf = 'nss = 1*DIGIT';
  test.each([
    ['a_b', 'nid-syntax'],
    ['-ab', 'nid-syntax'],
    ['urn-abc', 'nid-rule'],
    ['ab-cd', 'nid-rule'],
    ['X-foo', 'nid-rule'],
    ['ab', 'nid-rule'],
    ['a'.repeat(33), 'nid-rule'],
  ])('%s: %s', (nid, code) => {
    const r = checkRegistration(template(nid, abnf, `urn:${nid}:1`));
    expect(only(r, code)).toHaveLength(1);
    expect(only(r, code)[0]).toMatchObject({ severity: 'error', line: 1, column: 23 });
  });

  test.each(['a_b', 'ab_c', '-ab', 'a_', 'ab-'])('a NID that is no NID (%s) is its own finding: the syntax is still checked, with no ABNF error', (nid) => {
    const r = checkRegistration(template(nid, abnf, `urn:${nid}:1`));
    expect(codes(r)).toContain('nid-syntax');
    expect(only(r, 'abnf-error')).toEqual([]);
    // 1*DIGIT: digits only, a subset of RFC 8141's NSS (s.2.2).
    expect(r.nss).toMatchObject({ rule: 'nss', relation: 'subset' });
  });

  test('a NID in the registry is an error for a new registration, a note for a revision', () => {
    const fresh = checkRegistration(template('isbn', abnf, 'urn:isbn:1'));
    expect(only(fresh, 'nid-registered')[0]).toMatchObject({ severity: 'error' });
    const revised = checkRegistration(template('isbn', abnf, 'urn:isbn:1').replace('Version: 1', 'Version: 2'));
    expect(only(revised, 'nid-registered')[0]).toMatchObject({ severity: 'info' });
    expect(codes(checkRegistration(template('acme-widgets', abnf, 'urn:acme-widgets:1')))).toEqual([]);
  });

  test('no NID at all, and one not assigned yet', () => {
    expect(only(checkRegistration('Syntax:\n\n   nss = 1*DIGIT\n\nurn:acme:1\n'), 'nid-syntax')[0]).toMatchObject({ severity: 'error' });
    const tbd = checkRegistration('Namespace Identifier: TBD\n\nSyntax:\n\n   acme-urn = "urn:acme:" 1*DIGIT\n\nurn:acme:1\n');
    expect(tbd.nid).toBe('acme');
    expect(only(tbd, 'nid-syntax')[0]).toMatchObject({ severity: 'warning' });
  });
});

describe('the ABNF', () => {
  test('an undefined rule is named where it is first used; the examples are then unchecked', () => {
    const r = checkRegistration(template('acme', 'nss = 1*DIGIT tail\ntail = "-" serial', 'urn:acme:1-2'));
    expect(only(r, 'abnf-undefined-rule')).toEqual([expect.objectContaining({ severity: 'error', line: 8, column: 15, message: expect.stringContaining('serial') })]);
    expect(r.examples[0].verdict).toBe('unchecked');
  });

  test('the RFC 3986 and RFC 5234 rules a template names are supplied and listed', () => {
    const r = checkRegistration(template('acme', 'nss = pchar *( pchar / "/" ) [ SP ]', 'urn:acme:a/b'));
    expect(r.rules.supplied.map((s) => [s.name, s.source])).toEqual([
      ['pchar', 'RFC 3986 s.3.3'],
      ['unreserved', 'RFC 3986 s.2.3'],
      ['ALPHA', 'RFC 5234 App. B.1'],
      ['DIGIT', 'RFC 5234 App. B.1'],
      ['pct-encoded', 'RFC 3986 s.2.1'],
      ['HEXDIG', 'RFC 5234 App. B.1'],
      ['sub-delims', 'RFC 3986 s.2.2'],
      ['SP', 'RFC 5234 App. B.1'],
    ]);
    // SP lets a space end the NSS: no NSS character (RFC 8141 s.2.2).
    expect(only(r, 'nss-beyond-rfc8141')[0].message).toContain('"a "');
    // The supplied rules are read once, by the first check that needs them: a library loaded anew reads them in this test (tests/support/fresh.ts).
    const fresh = freshly(() => (require('../src/entries/conformance') as typeof Conformance).checkRegistration);
    expect(fresh(template('acme', 'nss = 1*pchar', 'urn:acme:a')).rules.supplied.map((d) => d.name).sort()).toEqual(['ALPHA', 'DIGIT', 'HEXDIG', 'pchar', 'pct-encoded', 'sub-delims', 'unreserved']);
  });

  test('unused rules, prose values, and a rule of a standard name that differs from the standard', () => {
    const r = checkRegistration(template('acme', 'nss = 1*DIGIT [ "-" <a check digit> ]\nspare = "x"\nDIGIT = %x30-38', 'urn:acme:12-7'));
    expect(only(r, 'abnf-unused-rule')).toEqual([expect.objectContaining({ severity: 'warning', line: 8, message: expect.stringContaining('spare') })]);
    expect(only(r, 'abnf-prose-value')).toEqual([expect.objectContaining({ severity: 'warning', line: 7, column: 24 })]);
    expect(only(r, 'abnf-suspect-range')[0].message).toBe('rule DIGIT differs from DIGIT of RFC 5234 App. B.1: it rejects "9", which the standard rule accepts');
    // The prose value reads as any NSS characters: the example passes.
    expect(r.examples[0].verdict).toBe('accepted');
  });

  test('a grammar past the limits for untrusted grammars is the compiler error, at its line', () => {
    const deep = `nss = ${'('.repeat(70)}"a"${')'.repeat(70)}`;
    const r = checkRegistration(template('acme', `x = "b"\n${deep}`, 'urn:acme:a'));
    expect(only(r, 'abnf-error')).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining('GRAMMAR_LIMITS.nesting') })]);
  });
});

describe('the NSS language against RFC 8141', () => {
  test.each([
    ['nss = 1*( ALPHA / " " )', '" "'],
    ['nss = *ALPHA', 'the empty string'],
    ['nss = "/" 1*ALPHA', '"/a"'],
  ])('%s accepts %s, which RFC 8141 rejects', (abnf, witness) => {
    const r = checkRegistration(template('acme', abnf, 'urn:acme:a'));
    const f = only(r, 'nss-beyond-rfc8141');
    expect(f).toEqual([expect.objectContaining({ severity: 'error', line: 7, column: 4 })]);
    expect(f[0].message).toContain(`accepts ${witness}`);
    expect(r.nss.relation === 'superset' || r.nss.relation === 'incomparable').toBe(true);
  });

  test('an NSS rule that accepts nothing; one that never ends is the compiler\'s error', () => {
    const r = checkRegistration(template('acme', 'nss = !"a" "a"', 'urn:acme:a'));
    expect(only(r, 'nss-empty-language')).toEqual([expect.objectContaining({ severity: 'error', line: 7 })]);
    const endless = checkRegistration(template('acme', 'nss = "a" nss', 'urn:acme:a'));
    expect(only(endless, 'abnf-error')[0].message).toContain('never terminates');
  });

  test('which rule is the NSS: two unrelated rules cannot be told apart, --start chooses', () => {
    const text = template('acme', 'serial = 1*DIGIT\nversion = "v" 1*DIGIT', 'urn:acme:v2');
    expect(codes(checkRegistration(text))).toContain('nss-rule-undecided');
    const chosen = checkRegistration(text, { start: 'version' });
    expect(chosen.nss.rule).toBe('version');
    expect(chosen.examples[0].verdict).toBe('accepted');
    expect(() => checkRegistration(text, { start: 'missing' })).toThrow('urnkit.checkRegistration: option "start" must be a rule the grammar defines');
  });

  test('a rule for the whole URN, "urn:" NID ":" ...: the NSS is what follows, the NID is read from it', () => {
    const r = checkRegistration('Syntax:\n\n   acme-urn = "urn:" "acme" ":" 1*DIGIT\n\nurn:acme:12 urn:acme:1x\n');
    expect(r.nid).toBe('acme');
    expect(r.nss).toMatchObject({ wholeUrnRule: 'acme-urn', relation: 'subset' });
    expect(r.examples.map((e) => [e.urn, e.verdict, e.offset])).toEqual([
      ['urn:acme:12', 'accepted', null],
      ['urn:acme:1x', 'rejected', 10],
    ]);
  });
});

describe('the rules supplied', () => {
  test("a prose value is read as RFC 3986's pchar repeated: pchar and the rules it names are supplied and counted (RFC 3986 s.3.3, s.2.1-2.3; RFC 5234 App. B.1)", () => {
    const r = checkRegistration(template('acme', 'nss = "x" <any string of NSS characters>', 'urn:acme:xyz'));
    expect(r.rules.defined.map((d) => d.name)).toEqual(['nss']);
    expect(r.rules.supplied.map((d) => d.name).sort()).toEqual(['ALPHA', 'DIGIT', 'HEXDIG', 'pchar', 'pct-encoded', 'sub-delims', 'unreserved']);
  });
});

describe('the examples', () => {
  test('not a URN, another NID, rejected by the grammar; the ABNF read as ABNF, not greedily', () => {
    const r = checkRegistration(template('acme', 'nss = 1*ALPHA 1*( ALPHA / DIGIT )', 'urn:acme:ab', 'urn:acme:%zz', 'urn:other:ab', 'urn:acme:9'));
    expect(r.examples.map((e) => [e.urn, e.verdict])).toEqual([
      ['urn:acme:ab', 'accepted'],
      ['urn:acme:%zz', 'invalid-urn'],
      ['urn:other:ab', 'wrong-nid'],
      ['urn:acme:9', 'rejected'],
    ]);
    // 1*ALPHA takes "ab" whole under a parser that never gives back; ABNF gives "b" back: accepted, with a warning about the compiler.
    expect(only(r, 'example-rejected').map((f) => f.severity)).toEqual(['warning', 'error']);
    expect(only(r, 'example-invalid-urn')[0]).toMatchObject({ severity: 'error', line: 12, column: 4 + 'urn:acme:%'.length });
    expect(only(r, 'example-wrong-nid')[0]).toMatchObject({ severity: 'warning' });
  });

  test('an example line is not cut at a space: the fragment after it makes it no URN (RFC 8141 s.2.2), at the space; prose and further URNs are left out', () => {
    const spaced = 'urn:widgets:acme:00 42';
    const text = template('widgets', 'nss = "acme:" 1*( ALPHA / DIGIT / "-" )', spaced, 'Example: urn:widgets:acme:Peace Rose', 'urn:widgets:acme:17 (the seventeenth)', 'urn:widgets:acme:18 is the eighteenth.', 'urn:widgets:acme:19 urn:widgets:acme:20');
    const r = checkRegistration(text);
    expect(r.examples.map((e) => [e.urn, e.verdict, e.offset])).toEqual([
      [spaced, 'invalid-urn', spaced.indexOf(' ')],
      ['urn:widgets:acme:Peace Rose', 'invalid-urn', 'urn:widgets:acme:Peace'.length],
      ['urn:widgets:acme:17', 'accepted', null],
      ['urn:widgets:acme:18', 'accepted', null],
      ['urn:widgets:acme:19', 'accepted', null],
      ['urn:widgets:acme:20', 'accepted', null],
    ]);
    // The finding points at the space: the example starts in column 4 of its line.
    expect(only(r, 'example-invalid-urn').map((f) => [f.line, f.column])).toEqual([
      [lineOf(text, spaced), 4 + spaced.indexOf(' ')],
      [lineOf(text, 'Peace Rose'), 4 + 'Example: urn:widgets:acme:Peace'.length],
    ]);
    // The grammar lab's URN box judges the same string the same way.
    expect(analyzeRegistration('checkRegistration', text).judge(spaced)).toMatchObject({ verdict: 'invalid-urn', offset: spaced.indexOf(' ') });
  });
});

describe('examples of an ABNF too large to read exactly', () => {
  test('a string the ABNF accepts and the greedy compiler rejects is not decided, not an error', () => {
    // 5000 copies of a two-way choice pass the automaton's 20,000 states: no exact reading of rule nss.
    const r = checkRegistration(template('acme', 'nss = *ALPHA "a" / big\nbig = 5000( "x" / "y" )', 'urn:acme:ba', 'urn:acme:1'));
    // "ba" is ALPHA then "a" (RFC 5234 repetitions may match fewer); *ALPHA taking both leaves nothing for "a" in a parser that never gives back.
    expect(r.examples.map((e) => [e.urn, e.verdict])).toEqual([
      ['urn:acme:ba', 'undecided'],
      ['urn:acme:1', 'undecided'],
    ]);
    expect(only(r, 'example-undecided')).toEqual([expect.objectContaining({ severity: 'info' }), expect.objectContaining({ severity: 'info' })]);
    expect(only(r, 'example-undecided')[0].message).toContain('not decided');
    expect(codes(r)).not.toContain('example-rejected');
  });
});

describe('hostile texts', () => {
  test('a binary text, an oversized one and bad options are errors, never a crash', () => {
    expect(() => checkRegistration('Namespace ID: a\u0000b')).toThrow(TypeError);
    expect(() => checkRegistration('x'.repeat(REGISTRATION_LIMITS.chars + 1))).toThrow(RangeError);
    expect(() => checkRegistration(42 as unknown as string)).toThrow('urnkit.checkRegistration: the text must be a string');
    expect(() => checkRegistration('', { kind: 'rfc' as 'template' })).toThrow(TypeError);
    expect(() => checkRegistration('', { strat: 'x' } as unknown as { start: string })).toThrow(TypeError);
    // A start rule is named as ABNF names rules (RFC 5234 s.2.1: a letter, then letters, digits and hyphens), checked before the text is read.
    for (const start of [5, 'a rule', '-x', 'x'.repeat(257)]) {
      expect(() => checkRegistration(template('acme', 'nss = 1*DIGIT', 'urn:acme:1'), { start } as never)).toThrow('urnkit.checkRegistration: option "start" must be a rule name');
    }
  });

  test('rule names of Object.prototype, a long line of junk, unclosed quotes', () => {
    const r = checkRegistration(template('acme', 'constructor = 1*DIGIT toString\ntoString = "-" hasOwnProperty\nhasOwnProperty = "x"', 'urn:acme:1-x'));
    expect(r.examples[0].verdict).toBe('accepted');
    const junk = checkRegistration(`Syntax:\n\n${'   a = "'.repeat(20000)}\n${'=/'.repeat(50000)}\n`);
    expect(codes(junk)).toContain('no-syntax');
  });

  /** The issue's rule: any run of the class, then "a", then k more of the class (an "a" k+1 from the end). */
  const positions = positionsTemplate;
  const WIDE = WIDE_CLASS;
  const NARROW = NARROW_CLASS;

  test('an "a" 11th from the end of 53 single characters (the issue\'s 473 bytes): decided, and within the ABNF', () => {
    const r = checkRegistration(positions(10, WIDE));
    // Every character of the class is a pchar: a subset of RFC 8141's NSS, whose shortest string not in it is one character ("a": 10 more are needed).
    expect(r.nss).toMatchObject({ rule: 'nss', relation: 'subset', beyondRfc8141: null, onlyRfc8141: 'a' });
    expect(codes(r)).not.toContain('nss-relation-unknown');
    // The ABNF gives back what *c took: "a" then ten characters of the class.
    expect(r.examples.map((e) => e.verdict)).toEqual(['accepted']);
  });

  test.each([8, 16, 32].flatMap((k) => [[k, 'wide', WIDE], [k, 'narrow', NARROW]]))('k = %d positions of a %s class: decided or not decided, never a hang; the rest of the check done', (k, _name, chars) => {
    const r = checkRegistration(positions(k as number, chars as string));
    const unknown = only(r, 'nss-relation-unknown');
    if (unknown.length) {
      expect(r.nss.relation).toBeNull();
      expect(unknown[0]).toMatchObject({ severity: 'info', line: 7 });
      expect(unknown[0].message).toContain('REGISTRATION_LIMITS.work');
    } else expect(r.nss).toMatchObject({ relation: 'subset', beyondRfc8141: null, onlyRfc8141: 'a' });
    expect(r.examples.map((e) => e.verdict)).toEqual(['accepted']);
    expect(codes(r).filter((c) => c !== 'nss-relation-unknown' && c !== 'example-rejected')).toEqual([]);
  });

  test('32 positions of 53 characters (2^33 subsets) are past the budget: not decided', () => {
    expect(only(checkRegistration(positions(32, WIDE)), 'nss-relation-unknown')).toHaveLength(1);
  });

  test('every code is documented in docs/registrations.md', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'registrations.md'), 'utf8');
    for (const code of REGISTRATION_CODES) expect(doc).toContain(`\`${code}\``);
  });
});

describe('urnkit registration check', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'urnkit-registration-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('findings as compilers print them, a summary on stderr, exit 1 for an error', async () => {
    const file = join(DATA, 'rfc2141bis-15-excerpt.txt');
    const r = await cli(['registration', 'check', file]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${file}:1: error: no Namespace Identifier found: a template gives it in a "Namespace Identifier:" (RFC 8141) or "Namespace ID:" (RFC 3406) field [nid-syntax]`);
    expect(lines[1]).toMatch(new RegExp(`^${file.replace(/[.]/g, '[.]')}:22:38: error: "urn:example:foo-bar-baz-qux\\?\\+cc=uk": the URN fails rule namestring: .* \\[example-rejected\\]$`));
    expect(r.stderr).toBe(`${file}: no NID, 11 rules (8 supplied), 1 example URN (0 accepted); 2 errors, no warnings, no notes\n`);
  });

  test('an example with a space is an error, not an accepted example: exit 1', async () => {
    const r = await cli(['registration', 'check', '-'], template('widgets', 'nss = "acme:" 2DIGIT', 'urn:widgets:acme:00 42', 'urn:widgets:acme:17'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('<stdin>:11:23: error: "urn:widgets:acme:00 42" is not a URN under RFC 8141: invalid-nss at offset 19: found a space');
    expect(r.stderr).toContain('2 example URNs (1 accepted); 1 error');
  });

  test('--json: one object; - reads standard input; exit 0 with warnings only', async () => {
    const r = await cli(['registration', 'check', '-', '--json'], read('blockhash.md'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ file: '<stdin>', kind: 'template', nid: 'blockhash', nss: { rule: 'blockhash-nss' } });
    expect(out.findings.map((f: RegistrationFinding) => Object.keys(f))).toEqual([['code', 'severity', 'line', 'column', 'message']]);
  });

  test('--grammar: a shipped grammar, and one that lets the NSS hold a space', async () => {
    expect((await cli(['registration', 'check', '--grammar', join(ROOT, 'grammar', 'namespaces', 'uuid.abnf')])).code).toBe(0);
    const bad = join(dir, 'acme.abnf');
    writeFileSync(bad, '; @namespace acme\n; @source x\n; @start nss\n; @example urn:acme:ab\nnss = 1*( ALPHA / SP )\n');
    const r = await cli(['registration', 'check', '--grammar', bad]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${bad}:5:1: error: the NSS rule nss accepts " ", which RFC 8141's NSS rule`);
    const dev = await cli(['registration', 'check', '--grammar', join(ROOT, 'grammar', 'namespaces', 'dev.abnf'), '--json']);
    expect(JSON.parse(dev.stdout).findings.map((f: RegistrationFinding) => f.code)).toContain('abnf-suspect-range');
  });

  test('a binary, an oversized or a missing file, and no file: one line, exit 2', async () => {
    const binary = join(dir, 'template.pdf');
    writeFileSync(binary, Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]));
    expect(await cli(['registration', 'check', binary])).toEqual({ code: 2, stdout: '', stderr: `urnkit registration check: cannot check "${binary}": it is a binary file (a NUL byte at offset 4), not a registration template or grammar\n` });
    const big = join(dir, 'big.txt');
    writeFileSync(big, 'a'.repeat(REGISTRATION_LIMITS.chars * 3 + 1));
    const r = await cli(['registration', 'check', big]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toContain('bytes; urnkit checks registrations of at most');
    expect((await cli(['registration', 'check', join(dir, 'missing.txt')])).stderr).toBe(`urnkit registration check: cannot read "${join(dir, 'missing.txt')}": no such file or folder\n`);
    expect((await cli(['registration', 'check'])).code).toBe(2);
    const long = await cli(['registration', 'check', '-'], 'a'.repeat(REGISTRATION_LIMITS.chars + 1));
    expect(long).toMatchObject({ code: 2, stdout: '' });
  });
});

describe('registrationReport: docs/registration-checks.md from grammar files', () => {
  const files = (): { path: string; text: string }[] =>
    ['3gpp', 'adid'].map((n) => ({ path: `grammar/namespaces/${n}.abnf`, text: readFileSync(join(ROOT, 'grammar', 'namespaces', `${n}.abnf`), 'utf8') }));

  test('a row per grammar with its NID, NSS relation and counts as checkRegistration finds them; one newline at the end', () => {
    const given = files();
    const out = registrationReport(given);
    expect([out.endsWith('\n'), out.endsWith('\n\n')]).toEqual([true, false]);
    const lines = out.split('\n');
    for (const f of given) {
      const r = checkRegistration(f.text, { kind: 'grammar' });
      // The note that the NID is registered is left out of the counts (every shipped NID is).
      const n = (s: string): number => r.findings.filter((x) => x.severity === s && x.code !== 'nid-registered').length;
      const accepted = r.examples.filter((e) => e.verdict === 'accepted').length;
      expect(lines).toContain(`| ${f.path} | ${r.nid} | ${r.nss.relation ?? 'not computed'} | ${accepted} of ${r.examples.length} | ${n('error')} | ${n('warning')} | ${n('info')} |`);
    }
  });

  test('the introduction is one paragraph saying what the report lists, first an NSS wider than RFC 8141\'s', () => {
    const lines = registrationReport(files()).split('\n');
    const from = lines.findIndex((l) => l.startsWith('`urnkit registration check --grammar`'));
    const paragraph = lines.slice(from, lines.indexOf('', from)).join(' ');
    expect(paragraph).toContain("an NSS that accepts what RFC 8141's NSS rule rejects");
    expect(paragraph.endsWith('that note is left out.')).toBe(true);
  });
});

describe('what an example rejected by the exact reading of the ABNF was expected to hold', () => {
  /** The message of the one example-rejected finding of `urn:acme:a0` against `nss = "a" (<letters, one by one>)`. */
  const rejected = (letters: string[]): string => {
    // As numeric values: a quoted "b" would be case-insensitive, "b" and "B" (RFC 5234 s.2.3).
    const r = checkRegistration(template('acme', `nss = "a" ( ${letters.map((c) => `%x${c.charCodeAt(0).toString(16)}`).join(' / ')} )`, 'urn:acme:a0'));
    const found = only(r, 'example-rejected');
    expect(found).toHaveLength(1);
    return found[0].message;
  };
  // Each letter alone: a range of its own (docs/registrations.md: "expected ":", "A"-"Z" or "a"-"z"").
  const eight = ['b', 'd', 'f', 'h', 'j', 'l', 'n', 'p'];

  test('eight ranges are all named', () => {
    const message = rejected(eight);
    expect(message).toContain('expected "b", "d", "f", "h", "j", "l", "n" or "p"');
    expect(message).not.toMatch(/more range/);
  });

  test('past eight ranges, the first eight are named and the rest counted', () => {
    const message = rejected([...eight, 'r', 't']);
    expect(message).toContain('expected "b", "d", "f", "h", "j", "l", "n", "p" or 2 more ranges');
    expect(message).not.toContain('"r"');
  });
});

describe('an NSS rule whose language is not compared with RFC 8141\'s', () => {
  test('a recursive NSS rule: a note naming the rule, why, and that its language is not checked', () => {
    const r = checkRegistration(template('acme', 'nss = "a" [ "(" nss ")" ]', 'urn:acme:a(a)'));
    // docs/registrations.md: nss-relation-unknown, info, "the NSS rule is recursive, or too large".
    expect(only(r, 'nss-relation-unknown')).toEqual([expect.objectContaining({ severity: 'info', message: expect.stringMatching(/^the NSS rule nss is recursive or too large to compare with RFC 8141's NSS rule: its language is not checked$/) })]);
  });
});
