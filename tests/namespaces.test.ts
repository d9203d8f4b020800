/*
 * Namespace grammars (grammar/namespaces/*.abnf) and the IANA registry: each
 * namespace's vectors (tests/data/namespaces/<nid>.jsonl, from its registration
 * and boundary cases) under both engines, the public namespace vectors, the
 * typed views, equivalence, user grammars, and that nothing changes without
 * the option.
 */
import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { equivalenceKey, equivalent, isValid, normalize, parse, PROFILES, ProfileName, tryParse } from '../src';
import { compileNamespace, GrammarError } from '../src/entries/conformance';
import {
  COMMUNITY_NAMESPACES,
  communityGrammars,
  communityNamespaces,
  namespaceInfo,
  namespaces,
  namespaceSet,
  namespacesWithCommunity,
  REGISTRY_DATE,
  registryEntries,
  SHIPPED_NAMESPACES,
} from '../src/entries/namespaces';
import { NOTE_CODES } from '../src';
import { MAX_RECURSION } from '../src/compile/limits';
import { TS_CHILD } from './support/child';
import { freshly } from './support/fresh';
import { cli } from './support/cli';
import { readJsonl } from './support/vectors';

interface ParseLine {
  input: string;
  /** The profile the line is for (RFC 8141 when absent). */
  profile?: ProfileName;
  valid: boolean;
  code?: string;
  offset?: number;
  source: string;
}
interface EquivalenceLine {
  a: string;
  b: string;
  equivalent: boolean;
  source: string;
}

const DIR = join(__dirname, 'data', 'namespaces');
const files = readdirSync(DIR).filter((f) => f.endsWith('.jsonl'));
const communityFiles = readdirSync(join(DIR, 'community')).filter((f) => f.endsWith('.jsonl'));
/** A grammar's vectors: tests/data/namespaces/<nid>.jsonl, or community/<nid>.jsonl for the community set. */
const lines = (nid: string, folder = ''): (ParseLine | EquivalenceLine)[] => readJsonl(join('namespaces', folder, `${nid}.jsonl`));
const ns = { namespaces: true } as const;

test('every shipped namespace grammar has a vectors file with valid and equivalence cases', () => {
  expect(SHIPPED_NAMESPACES).toEqual(files.map((f) => f.replace(/\.jsonl$/, '')).sort());
  expect(SHIPPED_NAMESPACES).toEqual(
    expect.arrayContaining(['uuid', 'oid', 'isbn', 'issn', 'nbn', 'ietf', 'example', 'publicid', 'xmpp', 'epc', 'mpeg', 'oasis', 'ogc', 'iso', 'nfc', '3gpp', 'fdc', 'lex', 'mrn']),
  );
  expect(COMMUNITY_NAMESPACES).toEqual(communityFiles.map((f) => f.replace(/\.jsonl$/, '')).sort());
  expect(COMMUNITY_NAMESPACES).toEqual(expect.arrayContaining(['cts', 'li', 'ngsi-ld']));
  for (const [nid, folder] of [...SHIPPED_NAMESPACES.map((n) => [n, ''] as const), ...COMMUNITY_NAMESPACES.map((n) => [n, 'community'] as const)]) {
    const all = lines(nid, folder);
    expect({ nid, valid: all.some((l) => 'input' in l && l.valid) }).toEqual({ nid, valid: true });
    expect({ nid, count: all.length >= 8 }).toEqual({ nid, count: true });
  }
});

const SETS = [...SHIPPED_NAMESPACES.map((nid) => [nid, '', true] as const), ...COMMUNITY_NAMESPACES.map((nid) => [nid, 'community', communityNamespaces] as const)];

describe.each(SETS)('namespace %s %s', (nid, folder, set) => {
  const all = lines(nid, folder);
  const parses = all.filter((l): l is ParseLine => 'input' in l);
  const pairs = all.filter((l): l is EquivalenceLine => 'a' in l);

  test.each(parses.map((l) => [`${l.valid ? 'valid' : l.code}: ${l.input.slice(0, 70)}`, l] as const))('%s', (_name, l) => {
    const profile = l.profile ?? 'rfc8141';
    for (const engine of ['fast', 'reference'] as const) {
      const r = tryParse(l.input, { profile, namespaces: set, engine });
      const got = r.ok ? { valid: true } : { valid: false, code: r.error.code, ...(l.offset === undefined ? {} : { offset: r.error.offset }) };
      const want = l.valid ? { valid: true } : { valid: false, code: l.code, ...(l.offset === undefined ? {} : { offset: l.offset }) };
      expect({ engine, source: l.source, ...got }).toEqual({ engine, source: l.source, ...want });
      expect(isValid(l.input, { profile, namespaces: set, engine })).toBe(l.valid);
      // Every namespace error names the rule that failed.
      if (!r.ok && r.error.code === 'invalid-namespace-nss') expect(r.error.rule).toEqual(expect.any(String));
    }
    // Without the option the profile alone decides: a namespace failure is no failure.
    if (!l.valid) expect(tryParse(l.input, { profile }).ok).toBe(true);
  });

  if (pairs.length) {
    test.each(pairs.map((l) => [`${l.a} ${l.equivalent ? '=' : '!='} ${l.b}`, l] as const))('%s', (_name, l) => {
      const o = { namespaces: set };
      expect({ source: l.source, equivalent: equivalent(l.a, l.b, o) }).toEqual({ source: l.source, equivalent: l.equivalent });
      expect(equivalenceKey(l.a, o) === equivalenceKey(l.b, o)).toBe(l.equivalent);
    });
  }

  test('the @example URNs of the grammar are valid', () => {
    const g = set === true ? namespaces.grammarFor(nid) : set.grammarFor(nid);
    const examples = g?.meta.namespace.examples ?? [];
    for (const e of examples) expect([e, tryParse(e, { namespaces: set }).ok]).toEqual([e, true]);
  });

  test('the error of a URN cut short inside the NSS is at its end (check digits aside)', () => {
    const bad: string[] = [];
    for (const l of parses.filter((p) => p.valid && !p.profile)) {
      const nssStart = l.input.indexOf(':', 4) + 1;
      for (let i = nssStart + 1; i < l.input.length; i += 1) {
        const prefix = l.input.slice(0, i);
        const r = tryParse(prefix, { namespaces: set });
        // A check character belongs to the whole identifier: a shorter one can only be wrong at its last digit.
        if (r.ok || r.error.code === 'invalid-check-digit') continue;
        if (r.error.offset !== i || r.error.found !== 'the end of the input' || !r.error.expected) bad.push(`${prefix}: ${r.error.code} at ${r.error.offset}, found ${r.error.found}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('tests/data/namespaces.public.jsonl', () => {
  interface Row {
    input: string;
    valid: boolean;
    code?: string;
    warn?: string[];
    nowarn?: string[];
    source: string;
  }
  test.each(readJsonl<Row>('namespaces.public.jsonl').map((r) => [r.input, r] as const))('%s', (_name, row) => {
    const r = tryParse(row.input, ns);
    expect({ source: row.source, valid: r.ok }).toEqual({ source: row.source, valid: row.valid });
    if (!r.ok) {
      expect(r.error.code).toBe(row.code);
      return;
    }
    const codes = r.urn.warnings.map((w) => w.code);
    for (const w of row.warn ?? []) expect(codes).toContain(w);
    for (const w of row.nowarn ?? []) expect(codes).not.toContain(w);
  });
});

describe('errors', () => {
  test('a UUID one hex digit short fails at the end with a caret message naming the rule and RFC 4122 s.3', () => {
    const r = tryParse('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6', ns);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'invalid-namespace-nss', offset: 44, section: 'RFC 4122 s.3', found: 'the end of the input', expected: 'a hex digit', rule: 'hexOctet' });
    expect(r.error.message.split('\n')).toEqual([
      'rfc8141: invalid-namespace-nss at offset 44 (RFC 4122 s.3): the NSS breaks rule hexOctet of the uuid namespace grammar: found the end of the input, expected a hex digit',
      '  urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6',
      '                                              ^',
    ]);
  });

  test('a wrong ISBN-13 check digit points at it and names the right one (ISO 2108: weights 1,3,...)', () => {
    const r = tryParse('urn:isbn:978-0-306-40615-8', ns);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'invalid-check-digit', offset: 25, found: "'8'", expected: "'7' (the ISBN-13 check character)" });
  });

  test('the NSS of an RFC 8141 URN ends before its components: the namespace sees only the NSS', () => {
    expect(isValid('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66?=x#f', ns)).toBe(true);
    const r = tryParse('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6?=x', ns);
    expect(r.ok ? undefined : { offset: r.error.offset, found: r.error.found }).toEqual({ offset: 44, found: 'the end of the NSS' });
  });

  test('urn:ietf:wg:oauth:2.0:oob gets a hint naming the registered ietf sub-namespaces (RFC 2648 s.2, RFC 3553, RFC 6924)', () => {
    const r = tryParse('urn:ietf:wg:oauth:2.0:oob', ns);
    expect(r.ok ? undefined : { code: r.error.code, offset: r.error.offset, rule: r.error.rule }).toEqual({ code: 'invalid-namespace-nss', offset: 11, rule: 'string' });
    expect(r.ok ? '' : r.error.hint).toMatch(/^RFC 2648 s\.2: the urn:ietf sub-namespaces are rfc, fyi, std, bcp, id, mtg \(RFC 2648 s\.2\) and params \(RFC 3553\), per IANA's registry \(RFC 6924\); "wg" is none of them; .*no registration allows$/);
    const params = tryParse('urn:ietf:params:oauth:token-type:jwt', ns);
    expect(params.ok).toBe(true);
  });

  test('namespace rules apply under every profile', () => {
    for (const profile of PROFILES) {
      expect(isValid('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6', { profile, namespaces: true })).toBe(false);
      expect(isValid('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', { profile, namespaces: true })).toBe(true);
    }
  });
});

describe('registry', () => {
  test('namespaceInfo returns the registry record, case-insensitively, with the grammar source', () => {
    expect(namespaceInfo('ISBN')).toMatchObject({ nid: 'isbn', kind: 'formal', registryDate: REGISTRY_DATE });
    expect(namespaceInfo('uuid')?.grammar).toMatch(/RFC 4122/);
    expect(namespaceInfo('example')).toMatchObject({ nid: 'example', kind: 'formal', references: [{ type: 'rfc', data: 'rfc6963' }] });
    expect(namespaceInfo('urn-1')).toMatchObject({ kind: 'informal' });
    expect(namespaceInfo('doi')?.grammar).toBeUndefined();
    expect(namespaceInfo('isan')?.grammar).toBe('RFC 4246 s.3 (Formal Syntax)');
    expect(namespaceInfo('3gpp2')?.grammar).toBe('RFC 8464 s.3 (Syntax)');
    expect(namespaceInfo('acme-widgets')).toBeUndefined();
    expect(() => namespaceInfo(42 as unknown as string)).toThrow(/^urnkit\.namespaceInfo: the NID must be a string, got number 42$/);
  });

  test('an unregistered NID gets nid-unregistered (RFC 8141 s.5); registered ones without a grammar get nothing', () => {
    const codes = (s: string): string[] => parse(s, ns).warnings.map((w) => w.code);
    expect(codes('urn:acme-widgets:item:42')).toEqual(['nid-unregistered']);
    expect(codes('urn:urn-999:x')).toContain('nid-unregistered');
    expect(codes('urn:doi:10.1000/182')).toEqual([]);
    expect(codes('urn:urn-1:x')).not.toContain('nid-unregistered');
    expect(parse('urn:acme-widgets:item:42').warnings).toEqual([]);
    const strict = tryParse('urn:acme-widgets:item:42', { namespaces: true, strict: true });
    expect(strict.ok ? undefined : { code: strict.error.code, offset: strict.error.offset }).toEqual({ code: 'nid-unregistered', offset: 4 });
  });
});

/**
 * Views and check characters that the registrations define, with `p` the library's parse and `t` its tryParse:
 * RFC 4122 s.4.1.1 (the variant in the top bits of clock_seq_hi_and_reserved: 0xx NCS, 10x RFC 4122, 110
 * Microsoft, 111 future), RFC 3187 s.5 with ISO 2108 (ISBN-10 and ISBN-13 check digits), RFC 2648 s.2 (ietf
 * documents by number, docs/namespaces.md: leading zeros removed).
 */
function expectRegisteredMeanings(p: typeof parse, t: typeof tryParse, n: typeof ns): void {
  const variant = (nibble: string): unknown => p(`urn:uuid:f81d4fae-7dec-11d0-${nibble}765-00a0c91e6bf6`, n).namespace;
  expect(variant('a')).toMatchObject({ variant: 'rfc9562', parts: { 'clock-seq-and-reserved': 'a7' } });
  expect(variant('c')).toMatchObject({ variant: 'microsoft' });
  expect(variant('d')).toMatchObject({ variant: 'microsoft' });
  expect(variant('e')).toMatchObject({ variant: 'future' });
  // 978039536341: weights 1, 3, ... sum to 104, so the ISBN-13 check digit is 6.
  expect(p('urn:isbn:0-395-36341-1', n).namespace).toMatchObject({ isbn13: '9780395363416', isbn10: '0395363411' });
  // 080442957: weights 10..2 sum to 199 = 1 mod 11, so the ISBN-10 check is 10, written X.
  expect(p('urn:isbn:978-0-8044-2957-3', n).namespace).toMatchObject({ isbn13: '9780804429573', isbn10: '080442957X' });
  // docs/namespaces.md: parts holds the text of the first match of each @parts rule.
  expect(p('urn:oid:2.5.4.3', n).namespace?.parts).toEqual({ number: '2' });
  for (const [nss, number] of [['rfc:2008', '2008'], ['rfc:002648', '2648'], ['std:0', '0'], ['RFC:2648', '2648']]) {
    expect(p(`urn:ietf:${nss}`, n).namespace).toMatchObject({ kind: 'ietf', number });
  }
  const isbn13 = t('urn:isbn:978-0-395-36341-7', n);
  expect(isbn13.ok ? undefined : [isbn13.error.code, isbn13.error.diagnostics[0].message]).toEqual(['invalid-check-digit', expect.stringContaining('ISBN-13 check digit must be 6, not 7')]);
  const isbn10 = t('urn:isbn:0-395-36341-2', n);
  expect(isbn10.ok ? undefined : [isbn10.error.code, isbn10.error.diagnostics[0].message]).toEqual(['invalid-check-digit', expect.stringContaining('ISBN-10 check digit must be 1, not 2')]);
}

describe('typed views', () => {
  test('what the registrations define: uuid variants, ISBN-10 and ISBN-13 of each other, ietf numbers, check digits', () => {
    expectRegisteredMeanings(parse, tryParse, ns);
  });

  // The named views, the check algorithms and the registry are built as their modules load (tests/support/fresh.ts).
  test('the same, with the library loaded inside the test', () => {
    freshly(() => {
      const lib = require('../src') as typeof import('../src');
      expectRegisteredMeanings(lib.parse, lib.tryParse, ns);
      expect(lib.parse('urn:oid:1.3.6.1.4.1', ns).namespace).toMatchObject({ kind: 'oid', arcs: ['1', '3', '6', '1', '4', '1'] });
      const { registry } = require('../src/entries/registry') as typeof import('../src/entries/registry');
      expect([registry.registered('ISBN'), registry.registered('acme-widgets')]).toEqual([true, false]);
    });
  });

  test('uuid: the RFC 4122 s.3 example is a time-based (version 1) UUID of the RFC 4122/9562 variant', () => {
    const v = parse('urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', ns).namespace;
    expect(v).toMatchObject({ kind: 'uuid', nid: 'uuid', version: 1, variant: 'rfc9562', hex: 'f81d4fae7dec11d0a76500a0c91e6bf6' });
    expect(v?.parts).toMatchObject({ 'time-low': 'F81D4FAE', node: '00A0C91E6BF6' });
    expect(parse('urn:uuid:00000000-0000-0000-0000-000000000000', ns).namespace).toMatchObject({ version: 0, variant: 'ncs' });
  });

  test('isbn: ISBN-10 0-306-40615-2 is ISBN-13 9780306406157, and back', () => {
    expect(parse('urn:isbn:0-306-40615-2', ns).namespace).toMatchObject({ kind: 'isbn', form: 'ISBN-10', isbn10: '0306406152', isbn13: '9780306406157' });
    expect(parse('urn:isbn:978-0-306-40615-7', ns).namespace).toMatchObject({ kind: 'isbn', form: 'ISBN-13', isbn10: '0306406152', isbn13: '9780306406157' });
  });

  test('oid: the arcs; ietf: class and number; issn', () => {
    expect(parse('urn:oid:1.3.6.1.4.1', ns).namespace).toMatchObject({ kind: 'oid', arcs: ['1', '3', '6', '1', '4', '1'] });
    expect(parse('urn:ietf:RFC:2648', ns).namespace).toMatchObject({ kind: 'ietf', class: 'rfc', number: '2648' });
    expect(parse('urn:ietf:params:xml:ns:netconf:base:1.0', ns).namespace).toMatchObject({ kind: 'ietf', class: 'params', registry: 'xml' });
    // 1050124: 1*8 + 5*6 + 1*4 + 2*3 + 4*2 = 56 = 1 mod 11, so the check is 10, written X.
    expect(parse('urn:issn:1050-124x', ns).namespace).toMatchObject({ kind: 'issn', issn: '1050-124X' });
  });

  test('without the option there is no view, and the result is what it always was', () => {
    const u = parse('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    expect(u.namespace).toBeUndefined();
    expect(JSON.parse(JSON.stringify(u))).not.toHaveProperty('namespace');
  });
});

describe('namespace sets made with namespaceSet', () => {
  const ACME = compileNamespace(['; @namespace acme', '; @source ACME registration s.1', '; @start item', 'item = 1*DIGIT', ''].join('\n'), { name: 'acme.abnf' });

  test('a NID is registered when a grammar of the set or of its base knows it, and only then', () => {
    expect([namespaceSet([ACME]).registered('acme'), namespaceSet([ACME]).registered('isbn')]).toEqual([true, false]);
    expect([namespaceSet([ACME], namespaces).registered('acme'), namespaceSet([ACME], namespaces).registered('isbn')]).toEqual([true, true]);
  });

  test('only objects of the right shape are grammars and sets', () => {
    expect(() => namespaceSet([{ nid: 'acme' }] as never)).toThrow(/^urnkit\.namespaceSet: grammars\[0\] must be a namespace grammar/);
    expect(() => namespaceSet([{}] as never)).toThrow(/^urnkit\.namespaceSet: grammars\[0\] must be a namespace grammar/);
    // A grammar is all of its parts: without its aliases array, or with a NID that is no string, it is none.
    expect(() => namespaceSet([{ ...ACME, aliases: 'acme' }] as never)).toThrow(/^urnkit\.namespaceSet: grammars\[0\] must be a namespace grammar/);
    expect(() => namespaceSet([{ ...ACME, nid: 42 }] as never)).toThrow(/^urnkit\.namespaceSet: grammars\[0\] must be a namespace grammar/);
    expect(() => tryParse('urn:ab:c', { namespaces: { with: () => namespaces } as never })).toThrow(/^urnkit\.tryParse: option "namespaces" must be true, false, a namespace set/);
  });

  test('a base that is no namespace set is refused, naming the base', () => {
    for (const base of [42, {}, [namespaces], { grammarFor: () => undefined }]) {
      expect(() => namespaceSet([ACME], base as never)).toThrow(/^urnkit\.namespaceSet: the base must be a namespace set/);
    }
  });
});

describe('isValid with grammars of one\'s own: a grammar applies to its NID only, and never widens the profile', () => {
  const digits = (nid: string): ReturnType<typeof compileNamespace> =>
    compileNamespace([`; @namespace ${nid}`, '; @source ACME registration s.1', '; @start item', 'item = 1*DIGIT', ''].join('\n'), { name: `${nid}.abnf` });

  test('a long NID one letter away from a grammar\'s NID is not that namespace (RFC 8141 s.2: a NID is up to 32 characters)', () => {
    // One set throughout: isValid keeps what it learned of a set's NIDs between calls.
    const set = namespaceSet([digits('abcdefghij')]);
    expect(isValid('urn:abcdefghij:1', { namespaces: set })).toBe(true);
    expect(isValid('urn:abcdefghij:x', { namespaces: set })).toBe(false);
    expect(isValid('urn:abcdefghik:x', { namespaces: set })).toBe(true);
    expect(isValid('urn:ABCDEFGHIK:x', { namespaces: set })).toBe(true);
  });

  test('a NID that is a grammar\'s NID cut short is not that namespace, even where their hashes are equal', () => {
    // "xaabtycggl" and "xaabtycggl0" have the same hash in the fast path's NID table (base 31, 32 bits).
    const set = namespaceSet([digits('xaabtycggl0')]);
    expect(isValid('urn:xaabtycggl0:1', { namespaces: set })).toBe(true);
    expect(isValid('urn:xaabtycggl0:x', { namespaces: set })).toBe(false);
    expect(isValid('urn:xaabtycggl:x', { namespaces: set })).toBe(true);
  });

  // RFC 8141 s.2: NID = (alphanum) 0*30(ldh) (alphanum), 2 to 32 characters, no "-" at the end; a grammar may name
  // a NID the profile refuses (a 1-letter one suits RFC 2141), which then stays invalid under RFC 8141.
  test.each(['a', 'ab-'])('a grammar for the NID "%s" does not make it valid under RFC 8141', (nid) => {
    const set = namespaceSet([digits(nid)]);
    // Twice: the first call learns the set's entry for the NID, the second answers from it.
    expect([isValid(`urn:${nid}:1`, { namespaces: set }), isValid(`urn:${nid}:1`, { namespaces: set })]).toEqual([false, false]);
    expect(isValid(`urn:${nid}:1`, { namespaces: set, profile: 'rfc2141' })).toBe(true);
  });
});

describe('what a grammar of one\'s own matched, and only that', () => {
  const acme = (...lines: string[]): ReturnType<typeof compileNamespace> =>
    compileNamespace(['; @namespace acme', '; @source ACME registration s.1', '; @start item', ...lines, ''].join('\n'), { name: 'acme.abnf' });

  // docs/namespaces.md, "Equivalence": each @equivalence pragma rewrites the text its rules matched. In "AAbb" the
  // first alternative matches up and low and then fails at "!"; the NSS is matched by the second, where up matches nothing.
  test('@equivalence rewrites only what its rules matched in the match that held, not in an alternative that failed', () => {
    const g = acme('; @parts up low', '; @equivalence lowercase up', 'item = up low "!" / any', 'up = 1*"A"', 'low = 1*"b"', 'any = 1*( "A" / "b" )');
    expect(normalize('urn:acme:AAbb', { namespaces: [g] })).toBe('urn:acme:AAbb');
    expect(normalize('urn:acme:AAbb!', { namespaces: [g] })).toBe('urn:acme:aabb!');
  });

  // docs/namespaces.md, "Views": captures in input order. In "first second", first's match comes before second's,
  // also where both match nothing.
  test('two @parts rules one after the other that both match nothing are captured in that order', () => {
    const g = acme('; @parts first second', 'item = first second "x"', 'first = *"A"', 'second = *"B"');
    const captures = parse('urn:acme:x', { namespaces: [g] }).namespace?.captures;
    expect(captures?.map((c) => [c.rule, c.text, c.span.start])).toEqual([['first', '', 9], ['second', '', 9]]);
    expect(parse('urn:acme:ABx', { namespaces: [g] }).namespace?.captures.map((c) => c.rule)).toEqual(['first', 'second']);
  });
});

describe('a recursive grammar of one\'s own nested past MAX_RECURSION', () => {
  const g = compileNamespace(['; @namespace evil', '; @source a grammar from outside', '; @start nss', 'nss = "a" nss / "b"', ''].join('\n'), { name: 'evil.abnf' });
  const deep = (n: number): string => `urn:evil:${'a'.repeat(n)}b`;
  const failure = (engine: 'fast' | 'reference'): unknown => {
    const r = tryParse(deep(MAX_RECURSION), { namespaces: [g], engine });
    return r.ok ? 'valid' : [r.error.code, r.error.section, r.error.message.split('\n')[0]];
  };
  const deepFailure = ['input-too-deep', 'urnkit (MAX_RECURSION)', expect.stringContaining(`more than ${MAX_RECURSION} deep`)];

  // docs/namespaces.md, "Limits": input-too-deep, a match nests calls of recursive rules more than MAX_RECURSION
  // deep; the fast engine reports it at the (MAX_RECURSION + 1)-th nss: "urn:evil:" plus MAX_RECURSION "a"s.
  test('the fast engine answers input-too-deep at the nss one level too deep, naming MAX_RECURSION', () => {
    expect(tryParse(deep(MAX_RECURSION - 1), { namespaces: [g] }).ok).toBe(true);
    expect(failure('fast')).toEqual(deepFailure);
    const r = tryParse(deep(MAX_RECURSION), { namespaces: [g] });
    expect(r.ok ? 'valid' : r.error.offset).toBe(9 + MAX_RECURSION);
  });

  // The same code, or the JavaScript stack runs out first (in a test worker it does, at a place of its own).
  test('the reference engine answers input-too-deep too', () => {
    expect(failure('reference')).toEqual(deepFailure);
  });
});

describe('check characters of a grammar of one\'s own (@check)', () => {
  // docs/namespaces.md, "@check": hyphens and spaces separate; a text with the wrong number of symbols is left
  // alone (src/namespaces/check-digits.ts: so is an "X" before the end); invalid-check-digit cites the @section in
  // force at the @check line, or the @source when there is none.
  const CHECKED = compileNamespace(['; @namespace acme', '; @source ACME registration s.1', '; @start code', '; @check isbn10 code', 'code = 1*( DIGIT / "X" )', ''].join('\n'), {
    name: 'acme.abnf',
  });
  const valid = (nss: string): boolean => isValid(`urn:acme:${nss}`, { namespaces: [CHECKED] });

  test('RFC 3187 s.5\'s ISBN-10 check on 0306406152; a wrong check character fails, citing the @source', () => {
    expect([valid('0306406152'), valid('0306406153')]).toEqual([true, false]);
    const r = tryParse('urn:acme:0306406153', { namespaces: [CHECKED] });
    expect(r.ok ? undefined : [r.error.code, r.error.offset, r.error.section]).toEqual(['invalid-check-digit', 18, 'ACME registration s.1']);
  });

  test('a text that is no ISBN-10 is left alone: four digits, eleven, an "X" before the end', () => {
    for (const nss of ['1234', '03064061521', '03064X6152']) expect([nss, valid(nss)]).toEqual([nss, true]);
  });

  // The symbols are digits and a last "X" (ISO 2108 as RFC 3187 s.5 names it); a text with any other character is no ISBN-10.
  test('a text holding a character that is no digit, "X" or separator is left alone', () => {
    const dotted = compileNamespace(['; @namespace acme', '; @source ACME registration s.1', '; @start code', '; @check isbn10 code', 'code = 1*( DIGIT / "X" / "." )', ''].join('\n'), {
      name: 'acme.abnf',
    });
    for (const nss of ['0306406.52', '.306406152']) {
      expect([nss, isValid(`urn:acme:${nss}`, { namespaces: [dotted] }), tryParse(`urn:acme:${nss}`, { namespaces: [dotted] }).ok]).toEqual([nss, true, true]);
    }
  });

  test('the shipped isbn grammar cites the @section in force at its @check lines', () => {
    const r = tryParse('urn:isbn:0-306-40615-3', ns);
    expect(r.ok ? undefined : [r.error.code, r.error.section]).toEqual(['invalid-check-digit', 'RFC 3187 s.5, ISO 2108 check digit; RFC 8254 s.2.1 for ISBN-13']);
  });

  test('a NID whose characters would, read as digits, spell another NID does not stand in for it', () => {
    // U+35DC U+00E0 U+01F1 as digits of base 129 (the fast path's key for short NIDs) make the number "isbn" makes.
    // A set of its own, whose NIDs isValid has not met yet (it keeps them per set): the odd NID comes first.
    const set = { namespaces: namespaces.with() };
    expect(isValid('urn:\u35dc\u00e0\u01f1:x', set)).toBe(false);
    expect(isValid('urn:isbn:0-306-40615-3', set)).toBe(false);
    expect(isValid('urn:isbn:0-306-40615-2', set)).toBe(true);
  });
});

describe('equivalence', () => {
  test('UUID hex compares case-insensitively only with namespace rules (RFC 4122 s.3)', () => {
    const a = 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    const b = 'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6';
    expect(equivalent(a, b)).toBe(false);
    expect(equivalent(a, b, ns)).toBe(true);
    expect(normalize(b, ns)).toBe(a);
    expect(equivalenceKey(a, ns)).toBe(`rfc8141+ns ${a}`);
  });

  test('percent-encoding keeps upper-case hex under a lowercase rule', () => {
    // mpeg: the standard name is case-insensitive (RFC 3614 s.2).
    expect(normalize('urn:mpeg:MPEG7%2d:schema:2001', ns)).toBe('urn:mpeg:mpeg7%2D:schema:2001');
  });

  // RFC 3187 s.5: "remove all hyphens" and convert "x" to upper case before comparing; the operations'
  // table (src/namespaces/equivalence.ts) is built as the module loads (tests/support/fresh.ts).
  test('ISBN URNs normalize without their hyphens, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = require('../src') as typeof import('../src');
      expect(fresh.normalize('urn:isbn:0-8044-2957-x', ns)).toBe('urn:isbn:080442957X');
      expect(fresh.normalize('URN:ISBN:978-0-306-40615-7', ns)).toBe('urn:isbn:9780306406157');
    });
  });

  test('a Urn parsed without namespace rules is checked against them when they are asked for', () => {
    const u = parse('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6');
    expect(() => normalize(u, ns)).toThrow(/invalid-namespace-nss/);
  });
});

describe('grammars of your own', () => {
  const ACME = ['; @namespace acme', '; @source ACME registration s.1', '; @start item', '; @parts serial', 'item = "item:" serial', 'serial = 1*DIGIT', ''].join('\n');

  test('compileNamespace gives a value for the namespaces option; it wins for its NID', () => {
    const acme = compileNamespace(ACME, { name: 'acme.abnf' });
    expect(isValid('urn:acme:item:42', { namespaces: [acme] })).toBe(true);
    expect(parse('urn:acme:item:42', { namespaces: [acme] }).warnings).toEqual([]);
    const r = tryParse('urn:acme:item:4x', { namespaces: [acme] });
    expect(r.ok ? undefined : { code: r.error.code, offset: r.error.offset, section: r.error.section }).toEqual({ code: 'invalid-namespace-nss', offset: 15, section: 'ACME registration s.1' });
    expect(parse('urn:acme:item:42', { namespaces: [acme] }).namespace).toMatchObject({ kind: 'generic', nid: 'acme', parts: { serial: '42' } });
    // The shipped grammars still apply to the other NIDs.
    expect(isValid('urn:uuid:x', { namespaces: [acme] })).toBe(false);
    expect(isValid('urn:acme:item:4x', { namespaces: [acme], engine: 'reference' })).toBe(false);
  });

  test('a malformed grammar is a GrammarError naming its line', () => {
    expect(() => compileNamespace('; @namespace acme\n; @source x\n; @start item\nitem = "a" (\n', { name: 'acme.abnf' })).toThrow(GrammarError);
    expect(() => compileNamespace('; @namespace acme\n; @source x\n; @start item\nitem = "a" (\n', { name: 'acme.abnf' })).toThrow(/acme\.abnf:4: /);
    expect(() => compileNamespace('; @profile p\n; @start a\na = "x"\n')).toThrow(/not a namespace grammar/);
    expect(() => compileNamespace(ACME.replace('@source', '@sauce'))).toThrow(/unknown pragma "@sauce"/);
    expect(() => tryParse('urn:ab:c', { namespaces: [{}] as never })).toThrow(/^urnkit\.tryParse: option "namespaces"\[0\] must be a namespace grammar/);
  });

  test('grammar text can never become code: pragma values, comments and literals are data', () => {
    const evil = [
      '; @namespace evil',
      '; @source "); globalThis.PWNED = 1; ("',
      "; @section */ globalThis.PWNED = 2; /* ' \\",
      '; @start a',
      '; \\"); globalThis.PWNED = 3; //',
      'a = "\\" / "x"',
      '',
    ].join('\n');
    const g = compileNamespace(evil);
    expect(isValid('urn:evil:x', { namespaces: [g] })).toBe(true);
    expect(g.meta.namespace.source).toBe('"); globalThis.PWNED = 1; ("');
    expect((globalThis as { PWNED?: number }).PWNED).toBeUndefined();
    expect(() => compileNamespace('; @namespace a\n; @source x\n; @start a\na = "\u2028"\n')).toThrow(/U\+2028 .* printable ASCII/);
  });

  test('urnkit grammar compile output loads as docs/namespaces.md shows, in a "type": "module" project and a CommonJS one, in both formats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-ns-'));
    try {
      writeFileSync(join(dir, 'acme.abnf'), ACME);
      // urnkit as installed, its two builds stood in for by the sources (through the test hook, as every child test runs them).
      const pkg = join(dir, 'node_modules', 'urnkit');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'urnkit', exports: { import: './index.mjs', require: './index.cjs' } }));
      writeFileSync(join(pkg, 'index.cjs'), `${TS_CHILD.slice(1).map((hook) => `require(${JSON.stringify(hook)});`).join('')}module.exports = require(${JSON.stringify(join(__dirname, '..', 'src'))});\n`);
      writeFileSync(join(pkg, 'index.mjs'), "import urnkit from './index.cjs';\nexport const { isValid } = urnkit;\n");
      // A valid URN, an invalid one, and the invalid one with the reference engine (which builds the apg-js grammar module).
      const verdicts = (ns: string): string => `[isValid('urn:acme:item:42', { namespaces: [${ns}] }), isValid('urn:acme:item:x', { namespaces: [${ns}] }), isValid('urn:acme:item:x', { namespaces: [${ns}], engine: 'reference' })]`;
      const apps = {
        esm: { type: 'module', main: `import { isValid } from 'urnkit';\nimport acme from './lib/urn/acme.cjs';\nimport acmeEsm from './lib/urn-esm/acme.mjs';\nconsole.log(JSON.stringify([${verdicts('acme')}, ${verdicts('acmeEsm')}]));\n` },
        cjs: { type: 'commonjs', main: `const { isValid } = require('urnkit');\nconst acme = require('./lib/urn/acme.cjs');\nimport('./lib/urn-esm/acme.mjs').then(({ default: acmeEsm }) => console.log(JSON.stringify([${verdicts('acme')}, ${verdicts('acmeEsm')}])));\n` },
      };
      for (const [name, app] of Object.entries(apps)) {
        const root = join(dir, name);
        mkdirSync(root);
        writeFileSync(join(root, 'package.json'), JSON.stringify({ name: `${name}-app`, private: true, type: app.type }));
        writeFileSync(join(root, 'main.js'), app.main);
        const cjs = await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', join(root, 'lib', 'urn')]);
        const esm = await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', join(root, 'lib', 'urn-esm'), '--format', 'esm']);
        expect([cjs.code, esm.code]).toEqual([0, 0]);
        expect(readdirSync(join(root, 'lib', 'urn')).sort()).toEqual(['acme.cjs', 'acme.diagnose.cjs', 'acme.grammar.cjs', 'acme.matcher.cjs']);
        expect(readdirSync(join(root, 'lib', 'urn-esm')).sort()).toEqual(['acme.diagnose.mjs', 'acme.grammar.mjs', 'acme.matcher.mjs', 'acme.mjs']);
        const out = execFileSync(process.execPath, ['main.js'], { cwd: root, encoding: 'utf8' });
        expect({ name, verdicts: JSON.parse(out) }).toEqual({ name, verdicts: [[true, false, false], [true, false, false]] });
      }
      // An ES module has no require, module or exports: the ESM files use none of them.
      for (const file of readdirSync(join(dir, 'esm', 'lib', 'urn-esm'))) expect(readFileSync(join(dir, 'esm', 'lib', 'urn-esm', file), 'utf8')).not.toMatch(/\b(?:require\(|module\.exports|exports\.)/);
      writeFileSync(join(dir, 'bad.abnf'), '; @namespace bad\n; @source x\n; @start a\na = (\n');
      const bad = await cli(['grammar', 'compile', join(dir, 'bad.abnf'), '--out', join(dir, 'out')]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/^urnkit grammar compile: bad\.abnf:4: [^\n]*\n$/);
      expect((await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', join(dir, 'out'), '--format', 'umd'])).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('urnkit namespaces', () => {
  test('lists the shipped grammars, the community grammars and the registry entries without a grammar', async () => {
    const r = await cli(['namespaces']);
    expect(r.code).toBe(0);
    // Counted from the grammar files: one NID each, and each @alias one more.
    const grammarDir = join(__dirname, '..', 'grammar', 'namespaces');
    const withGrammar = readdirSync(grammarDir)
      .filter((f) => f.endsWith('.abnf'))
      .flatMap((f) => [f.replace(/\.abnf$/, ''), ...[...readFileSync(join(grammarDir, f), 'utf8').matchAll(/^; @alias (\S+)/gm)].map((m) => m[1])]);
    const bare = registryEntries().filter((e) => !withGrammar.includes(e.nid));
    expect(r.stdout).toMatch(new RegExp(`^Grammars for registered NIDs \\(${withGrammar.length}; `));
    expect(r.stdout).toMatch(/\n {2}adid +RFC 8107 s\.2 \(Declaration of syntactic structure\)\n/);
    expect(r.stdout).toMatch(new RegExp(`\\nCommunity grammars, NIDs in no IANA registry \\(${communityFiles.length}; [^\\n]*\\n {2}cts [^\\n]*\\n {2}li +DataHub docs/what/urn\\.md`));
    expect(r.stdout).toContain(`\nRegistry entries without a grammar (${bare.length}; IANA snapshot of ${REGISTRY_DATE}):\n`);
    expect(r.stdout).toMatch(/\n {2}doi +DOI Foundation\n/);
    expect(r.stdout).toMatch(/\n {2}isan +RFC 4246 s\.3 \(Formal Syntax\)\n/);
  });

  test('shows one NID: registry record, grammar source, what is checked, examples; an unknown NID exits 1', async () => {
    const r = await cli(['namespaces', 'ISBN']);
    expect(r.stdout).toContain('registry    formal NID; International ISBN Agency');
    expect(r.stdout).toContain('grammar     shipped (namespaces: true): RFC 3187 s.5, extended to ISBN-13 by RFC 8254 s.2.1');
    expect(r.stdout).toContain('check chars isbn13 ISBN-13; isbn10 ISBN-10');
    expect(r.stdout).toContain('example     urn:isbn:978-0-306-40615-7\n');
    const li = await cli(['namespaces', 'li', '--json']);
    expect(JSON.parse(li.stdout)).toMatchObject({ nid: 'li', grammar: { set: 'community', source: 'DataHub docs/what/urn.md (What is URN?)' } });
    expect(JSON.parse(li.stdout).registry).toBeNull();
    // Where each grammar is imported alone: an alias from its grammar's entry point; a community NID has none.
    expect((await cli(['namespaces', 'broadband-forum-org'])).stdout).toContain("import      { grammar } from 'urnkit/namespaces/bbf'\n");
    expect(li.stdout.split('\n')).toHaveLength(2);
    expect((await cli(['namespaces', 'li'])).stdout).toContain("import      { communityNamespaces } from 'urnkit/namespaces' (no entry point of its own)\n");
    expect((await cli(['namespaces', 'doi'])).stdout).toContain('grammar     none');
    const none = await cli(['namespaces', 'acme-widgets']);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe('urnkit namespaces: no grammar and no registry entry for the NID "acme-widgets"\n');
  });
});

describe('CLI --namespaces', () => {
  test('parse shows the namespace view; validate fails a bad check digit', async () => {
    const p = await cli(['parse', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', '--namespaces']);
    expect(p.stdout).toContain('namespace  uuid (RFC 4122 s.3): version 1, variant rfc9562');
    const v = await cli(['validate', '--namespaces', 'urn:isbn:978-0-306-40615-7', 'urn:isbn:978-0-306-40615-8']);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(/^valid\t"urn:isbn:978-0-306-40615-7"\ninvalid\t"urn:isbn:978-0-306-40615-8"\tinvalid-check-digit at offset 25/);
  });

  test('explain shows the registry entry, the grammar source and the namespace rule that failed', async () => {
    const r = await cli(['explain', 'urn:oid:1.3..6', '--namespaces']);
    expect(r.stdout).toMatch(/rfc8141 +invalid +invalid-namespace-nss at offset 12: found '\.', expected a digit .*\[namespace rule /);
    expect(r.stdout).toMatch(/registry +oid: formal NID/);
    expect(r.stdout).toMatch(/grammar +RFC 3061 s\.2/);
  });

  test('normalize and equal apply namespace equivalence', async () => {
    expect((await cli(['normalize', '--namespaces', 'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6'])).stdout).toBe('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n');
    expect((await cli(['equal', '--namespaces', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6'])).code).toBe(0);
  });
});

describe('community namespaces (opt-in)', () => {
  const DATASET = 'urn:li:dataset:(urn:li:dataPlatform:hive,SampleHiveDataset,PROD)';

  test('issue 26: the DataHub dataset URN gets a typed view with the nested platform URN parsed', () => {
    const r = tryParse(DATASET, { namespaces: communityNamespaces });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.urn.namespace).toMatchObject({
      kind: 'li',
      entityType: 'dataset',
      key: '(urn:li:dataPlatform:hive,SampleHiveDataset,PROD)',
      keyParts: [
        { text: 'urn:li:dataPlatform:hive', urn: { entityType: 'dataPlatform', key: 'hive', keyParts: [{ text: 'hive', urn: undefined }] } },
        { text: 'SampleHiveDataset', urn: undefined },
        { text: 'PROD', urn: undefined },
      ],
    });
  });

  test('issue 26: an unbalanced tuple is invalid-namespace-nss at the first bad character', () => {
    const open = tryParse(DATASET.slice(0, -1), { namespaces: communityNamespaces });
    expect(open.ok ? undefined : { code: open.error.code, offset: open.error.offset }).toEqual({ code: 'invalid-namespace-nss', offset: DATASET.length - 1 });
    const closed = tryParse('urn:li:dataset:(a,b))', { namespaces: communityNamespaces });
    expect(closed.ok ? undefined : { code: closed.error.code, offset: closed.error.offset }).toEqual({ code: 'invalid-namespace-nss', offset: 20 });
  });

  test('a community NID gets the note nid-community (severity info), not the warning nid-unregistered; strict mode leaves it alone', () => {
    for (const set of [communityNamespaces, namespacesWithCommunity, namespaces.with(...communityGrammars())]) {
      const u = parse('urn:ngsi-ld:Person:28976543', { namespaces: set, strict: true });
      expect(u.warnings).toEqual([]);
      expect(u.namespace?.notes).toEqual([expect.objectContaining({ code: 'nid-community', severity: 'info', offset: 4, section: 'ETSI GS CIM 009 Annex A.3 (NGSI-LD namespace)' })]);
    }
    expect(Object.keys(NOTE_CODES)).toEqual(['nid-community']);
    // Without the community set the NID is unregistered, as before.
    expect(parse('urn:ngsi-ld:Person:28976543', ns).warnings.map((w) => w.code)).toEqual(['nid-unregistered']);
    expect(parse('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', ns).namespace?.notes).toEqual([]);
  });

  // RFC 8141 s.5: a NID in neither the registry nor the community list is unregistered, also for the community
  // set alone, which is built as its module loads (tests/support/fresh.ts).
  test('alone, the community set still finds an unregistered NID unregistered, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = require('../src') as typeof import('../src');
      const { communityNamespaces: community } = require('../src/entries/namespaces') as typeof import('../src/entries/namespaces');
      expect(fresh.parse('urn:qqqqzz:a', { namespaces: community }).warnings.map((w) => w.code)).toEqual(['nid-unregistered']);
      expect(fresh.parse('urn:uuid:a', { namespaces: community }).warnings.map((w) => w.code)).toEqual([]);
    });
  });

  test('alone, the community set applies no registered grammar but knows the registry; combined, both apply', () => {
    expect(tryParse('urn:uuid:x', { namespaces: communityNamespaces }).ok).toBe(true);
    expect(parse('urn:uuid:x', { namespaces: communityNamespaces }).warnings).toEqual([]);
    expect(tryParse('urn:uuid:x', { namespaces: namespacesWithCommunity }).ok).toBe(false);
    expect(tryParse('urn:li:corpuser:a:b', { namespaces: namespacesWithCommunity }).ok).toBe(false);
    expect(tryParse('urn:li:corpuser:a:b', ns).ok).toBe(true);
    expect(isValid('urn:li:corpuser:a:b', { namespaces: [...communityGrammars()] })).toBe(false);
  });
});
