/*
 * URN extraction (issue 11, docs/extract.md): the candidate rule step by step,
 * documents of every kind under each profile, errors and options, the stream
 * version across every chunk split, and `urnkit extract`.
 *
 * Expected matches are written into the documents by hand: ⟦...⟧ around each
 * candidate that is a valid URN under the profile, ⟪...⟫ around each candidate
 * that is not. The markers are removed before extraction, and the expected text
 * and offsets are read from where they stood.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { builtinModules } from 'module';
import { tmpdir } from 'os';
import { join } from 'path';
import { Readable } from 'stream';
import { extractCommand } from '../src/cli/commands/extract';
import { extractUrns } from '../src/extract/extract';
import { resolveExtract } from '../src/extract/options';
import { extractBatchesFromStream, extractUrnsFromStream, StreamExtractor } from '../src/extract/stream';
import type { StreamUrnMatch, UrnMatch } from '../src/extract/types';
import { PROFILES, ProfileName } from '../src/types';
import { freshly } from './support/fresh';

interface Expected {
  text: string;
  start: number;
  end: number;
  valid: boolean;
}

/** The document without its markers, and the candidates they mark. */
function unmark(doc: string): { input: string; expected: Expected[] } {
  let input = '';
  const expected: Expected[] = [];
  let open: { start: number; valid: boolean } | undefined;
  for (const c of doc) {
    if (c === '⟦' || c === '⟪') open = { start: input.length, valid: c === '⟦' };
    else if (c === '⟧' || c === '⟫') {
      if (!open || open.valid !== (c === '⟧')) throw new Error(`unbalanced markers in ${JSON.stringify(doc)}`);
      expected.push({ text: input.slice(open.start), start: open.start, end: input.length, valid: open.valid });
      open = undefined;
    } else input += c;
  }
  return { input, expected };
}

const shape = (m: UrnMatch): Expected => ({ text: m.text, start: m.start, end: m.end, valid: m.urn !== undefined });

function extracted(input: string, profile: ProfileName): Expected[] {
  return [...extractUrns(input, { profile, invalid: true })].map(shape);
}

/** A document (marked) for every profile, or one per profile where validity differs. */
type Doc = string | Record<ProfileName, string>;
const forProfile = (doc: Doc, p: ProfileName): string => (typeof doc === 'string' ? doc : doc[p]);

/** Each step of the candidate rule, in the order of docs/extract.md. */
const RULES: [string, Doc][] = [
  // Step 1: a candidate starts at "urn:" in any case, at the start or after a character that cannot continue a URI.
  ['at the start of the text', '⟦urn:ab:c⟧ first'],
  ['"urn:" in any case', '⟦URN:AB:C⟧ ⟦Urn:Ab:c⟧ ⟦uRn:ab:C⟧'],
  ['not inside a word', 'turn:ab:cd return:ab:cd Burn:ab:c 1urn:ab:c'],
  ['not inside another URI', 'http://x/urn:ab:b https://example.org/?id=urn:ab:c mailto:a@urn:ab:d foo:urn:ab:e #urn:ab:f'],
  ['not after unreserved characters', 'x-urn:ab:c _urn:ab:c .urn:ab:c ~urn:ab:c %urn:ab:c'],
  ['not after "=", "*", "+", "&", "!", "$", ")", "]"', 'a=urn:ab:c *urn:ab:c +urn:ab:c &urn:ab:c !urn:ab:c $urn:ab:c )urn:ab:c ]urn:ab:c'],
  ['after characters no URI holds', '"⟦urn:ab:c⟧" <⟦urn:ab:d⟧> {⟦urn:ab:e⟧} |⟦urn:ab:f⟧| `⟦urn:ab:g⟧` \\⟦urn:ab:h⟧ ^⟦urn:ab:i⟧'],
  ['after openers and list separators', '(⟦urn:ab:c⟧) [⟦urn:ab:d⟧] \'⟦urn:ab:e⟧\' x,⟦urn:ab:f⟧ x;⟦urn:ab:g⟧'],
  ['after control characters, white space and non-ASCII', '\u0000⟦urn:ab:c⟧\u0007⟦urn:ab:d⟧\u007f⟦urn:ab:e⟧\u00a0⟦urn:ab:f⟧ «⟦urn:ab:g⟧» “⟦urn:ab:h⟧” é⟦urn:ab:i⟧'],
  ['a "urn:" inside a candidate does not start another', 'a,⟦urn:ab:c;urn:ab:d⟧ x'],
  // The NID "urn" is reserved in RFC 2141 s.2.1 and bis-03 s.2.1; RFC 8141 s.5.1 only keeps it from registration (a warning).
  ['"urn:urn:urn:" is one candidate', { rfc2141: '⟪urn:urn:urn:urn⟫:', rfc2141bis: '⟪urn:urn:urn:urn⟫:', rfc8141: '⟦urn:urn:urn:urn⟧:' }],
  ['a bare "URN:" is no candidate', 'URN: urn: URN:. The urn:, the Urn:!'],
  ['"urn:" and nothing more than punctuation is no candidate', 'urn:; urn:.) urn:?'],
  // Step 2: it runs to the first character no URI can contain.
  ['ends at white space, quotes and brackets no URI holds', '⟦urn:ab:c⟧ ⟦urn:ab:d⟧\t⟦urn:ab:e⟧"⟦urn:ab:f⟧<⟦urn:ab:g⟧>x ⟦urn:ab:h⟧{x ⟦urn:ab:i⟧}x ⟦urn:ab:j⟧|x'],
  ['ends at "\\", "^", "`"', '⟦urn:ab:c⟧\\x ⟦urn:ab:d⟧^x ⟦urn:ab:e⟧`x'],
  ['ends at controls and at non-ASCII characters other than letters, marks and digits', '⟦urn:ab:c⟧\u0000x ⟦urn:ab:d⟧\u001fx ⟦urn:ab:e⟧\u007fx ⟦urn:ab:f⟧€x ⟦urn:ab:g⟧\u{1f600}x ⟦urn:ab:h⟧”x ⟦urn:ab:i⟧\u00a0x ⟦urn:ab:j⟧\u3002x'],
  // A non-ASCII letter, combining mark or digit is inside the candidate, which no profile then accepts raw:
  // never the valid, shorter URN before it (RFC 8141 s.2, RFC 2141 s.2.4: non-ASCII is percent-encoded).
  ['runs on through non-ASCII letters, marks and digits', 'in ⟪urn:example:café⟫ and ⟪urn:example:cafe\u0301⟫, (⟪urn:example:naïve⟫). ⟪urn:ab:x\u0663⟫ ⟪urn:ab:日本⟫ ⟪urn:ab:c\u{1d400}x⟫'],
  ['an IRI-like URN is one invalid candidate, not a valid prefix', '⟪urn:example:straße/ü-1⟫ ⟪urn:ab:aé⟫.'],
  ['ends at line breaks', '⟦urn:ab:c⟧\r\n⟦urn:ab:d⟧\n⟦urn:ab:e⟧\r⟦urn:ab:f⟧'],
  // Step 3: after an opener, it ends before the first closer not balanced inside it.
  ['parentheses, balanced inside', '(⟦urn:example:foo_(bar)⟧)'],
  ['parentheses, nested', '((⟦urn:ab:c⟧)) (⟦urn:ab:a(b(c))d⟧)x'],
  // "[" and "]" are URI characters but no profile allows them in a URN (RFC 2141 s.2.4; pchar in bis-03 and RFC 8141).
  ['square brackets', '[⟪urn:ab:x[1]⟫] [⟦urn:ab:y⟧]]'],
  ['only the opener\'s own closer counts', '(⟪urn:ab:c[d]⟫) [⟦urn:ab:c(d)⟧]'],
  ['apostrophes', "'⟦urn:ab:c⟧' and '⟦urn:ab:it(s)⟧'"],
  ['a Markdown link', '[RFC 8141](⟦urn:ietf:rfc:8141⟧) and ![x](⟦urn:ab:c⟧ "title")'],
  ['text after the closer is searched again', '(⟦urn:ab:c⟧)(⟦urn:ab:d⟧)'],
  // Step 4: trailing sentence punctuation is not part of it.
  ['trailing punctuation', '⟦urn:ab:c⟧. ⟦urn:ab:d⟧, ⟦urn:ab:e⟧; ⟦urn:ab:f⟧: ⟦urn:ab:g⟧! ⟦urn:ab:h⟧? ⟦urn:ab:i⟧...'],
  ['punctuation inside stays', '⟦urn:ab:c.d,e;f:g!h⟧. ⟦urn:ab:c#d⟧?'],
  // Step 5: a closer at the end stays only when balanced inside the candidate.
  ['an unbalanced ")" or "]" at the end is dropped', 'see ⟦urn:ab:c⟧). (see ⟦urn:ab:d⟧) [see ⟦urn:ab:e⟧.]'],
  ['a balanced one stays', '⟦urn:example:f(x)⟧. ⟦urn:example:f(x)⟧). ⟪urn:ab:g[1]⟫]'],
  ['an unbalanced closer inside stays', '⟦urn:ab:c)d⟧ x'],
  ['an apostrophe without an opener stays', "⟦urn:ab:c's⟧ owner"],
  ['a candidate cut to "urn:x" is judged', 'the ⟪urn:ietf⟫: prefix and ⟪urn:a⟫.'],
];

/** Documents of the kinds URNs live in. */
const DOCUMENTS: [string, Doc][] = [
  ['prose', 'See ⟦urn:example:a⟧, then ⟦urn:example:b⟧. Is it ⟦urn:ietf:rfc:2141⟧? Two: ⟦urn:ietf:rfc:2141⟧; ⟦urn:ietf:rfc:8141⟧: both.'],
  [
    'Markdown',
    '# Identifiers\n\n- ⟦urn:isbn:0-395-36341-1⟧\n- `⟦urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66⟧`\n' +
      '- [RFC 8141](⟦urn:ietf:rfc:8141⟧) and <⟦urn:ietf:rfc:2141⟧>.\n\n| id | note |\n|---|---|\n| ⟦urn:ab:c⟧ | first |\n',
  ],
  ['HTML attributes', '<a href="⟦urn:ietf:rfc:2648⟧" title=\'⟦urn:ab:c⟧\'>⟦urn:ab:d⟧</a><meta content=urn:ab:x>'],
  [
    'XML namespaces',
    '<?xml version="1.0"?>\n<saml:Assertion xmlns:saml="⟦urn:oasis:names:tc:SAML:2.0:assertion⟧"\n  xmlns="⟦urn:oasis:names:tc:SAML:2.0:metadata⟧"><saml:Issuer/></saml:Assertion>',
  ],
  [
    'JSON (SCIM, JSON-LD)',
    '{"@id": "⟦urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6⟧", "schemas": ["⟦urn:ietf:params:scim:schemas:core:2.0:User⟧"], "x": "⟪urn:bad⟫"}',
  ],
  ['CSV', 'id,urn,title\r\n1,⟦urn:isbn:0451450523⟧,"A, B"\r\n2,"⟦urn:isbn:0-395-36341-1⟧",x\r\n3,⟦urn:ab:x,urn:ab:y⟧\r\n'],
  [
    'RFC text',
    '   For example, "⟦urn:example:a123,z456⟧" and <⟦URN:example:a123,z456⟧> are\n   equivalent (see Section 3.2):\n\n      ⟦urn:ietf:rfc:2648⟧\n',
  ],
  ['CRLF and tabs', 'id\t⟦urn:ab:c⟧\r\nnext\t⟦urn:ab:d⟧\t\r\n\t\t⟦urn:ab:e⟧\r\n'],
];

/** Where the profiles disagree on the same candidate (the candidate rule itself is the same for all). */
const BY_PROFILE: [string, Doc][] = [
  // RFC 2141 has no query or fragment: "?" and "#" are NSS characters (with a warning); RFC 8141 s.2 rejects a "?" not followed by "+" or "="; bis-03 s.2.3 wants keyword=value.
  ['"?" and "#" in the NSS', { rfc2141: 'see ⟦urn:foo:a?b#c⟧.', rfc2141bis: 'see ⟪urn:foo:a?b#c⟫.', rfc8141: 'see ⟪urn:foo:a?b#c⟫.' }],
  // RFC 2141 s.2.1 allows a one-character NID; bis-03 s.2.1 and RFC 8141 s.2 need two.
  ['a one-character NID', { rfc2141: '(⟦urn:a:b⟧)', rfc2141bis: '(⟪urn:a:b⟫)', rfc8141: '(⟪urn:a:b⟫)' }],
  // RFC 2141 s.2.4 excludes "&" and "~".
  ['"&" and "~"', { rfc2141: '⟪urn:ab:c&d⟫ ⟪urn:ab:c~d⟫', rfc2141bis: '⟦urn:ab:c&d⟧ ⟦urn:ab:c~d⟧', rfc8141: '⟦urn:ab:c&d⟧ ⟦urn:ab:c~d⟧' }],
  // bis-03 s.2.2: the NSS is one segment; "/" is allowed in RFC 8141 (not first) and RFC 2141 (with a warning).
  ['"/" in the NSS', { rfc2141: '<⟦urn:ab:x/y⟧>', rfc2141bis: '<⟪urn:ab:x/y⟫>', rfc8141: '<⟦urn:ab:x/y⟧>' }],
  // RFC 8141 components; bis-03's query must be directives.
  ['r-, q- and f-components', { rfc2141: '(⟦urn:ab:c?+r?=q#f⟧)', rfc2141bis: '(⟪urn:ab:c?+r?=q#f⟫)', rfc8141: '(⟦urn:ab:c?+r?=q#f⟧)' }],
  // "[" and "]" are URI characters (so they do not end the candidate) but no profile allows them in a URN.
  ['square brackets inside', '⟪urn:ab:c[d]⟫ x'],
];

describe.each(PROFILES)('extractUrns under %s', (profile) => {
  const cases = (title: string, table: [string, Doc][]): void => {
    describe(title, () => {
      test.each(table)('%s', (_name, doc) => {
        const { input, expected } = unmark(forProfile(doc, profile));
        expect(extracted(input, profile)).toEqual(expected);
        // Without `invalid`, exactly the valid ones.
        expect([...extractUrns(input, { profile })].map(shape)).toEqual(expected.filter((e) => e.valid));
      });
    });
  };
  cases('the candidate rule', RULES);
  cases('documents', DOCUMENTS);
  cases('profiles read the same candidate differently', BY_PROFILE);
});

describe('the candidate rule, character by character', () => {
  const URI_CHARACTERS = "ABCXYZabcxyz0189-._~:/?#[]@!$&'()*+,;=%";
  test.each([...URI_CHARACTERS])('%j (a URI character) does not end a candidate', (c) => {
    expect(extracted(`urn:ab:c${c}z`, 'rfc8141').map((m) => m.text)).toEqual([`urn:ab:c${c}z`]);
  });

  const STOPS = [' ', '\t', '\r', '\n', '\u0000', '\u001f', '\u007f', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '€', '\u00a0', '\u2028', '\ud83d', '\u{1f600}'];
  test.each(STOPS)('%j ends a candidate and may precede one', (c) => {
    expect(extracted(`urn:ab:c${c}urn:ab:d`, 'rfc8141')).toEqual([
      { text: 'urn:ab:c', start: 0, end: 8, valid: true },
      { text: 'urn:ab:d', start: 8 + c.length, end: 16 + c.length, valid: true },
    ]);
  });

  // Letters (é, ß, 日, Greek, Cyrillic, a mathematical letter beyond the BMP), a combining accent, digits of other scripts.
  const WORD = ['é', 'ß', '日', 'λ', 'ж', '\u{1d400}', '\u0301', '\u0663', '²'];
  test.each(WORD)('%j (a non-ASCII letter, mark or digit) continues a candidate, which is then invalid with the percent-encoding hint', (c) => {
    const text = `see urn:example:caf${c}e here`;
    const [m, ...more] = extractUrns(text, { invalid: true });
    expect(more).toEqual([]);
    expect(m.text).toBe(`urn:example:caf${c}e`);
    expect(m.error?.code).toBe('invalid-nss');
    expect(m.error?.offset).toBe(15);
    expect(m.error?.hint).toMatch(/cannot appear raw in a URN; percent-encode its UTF-8 octets/);
    expect(m.error?.suggestions[0]).toBe(`urn:example:caf${encodeURIComponent(c)}e`);
    // Not reported as valid, and no shorter URN in its place, without `invalid`.
    expect([...extractUrns(text)]).toEqual([]);
  });

  test('every ASCII character before "urn:": a start exactly after the non-URI characters and ( [ \' , ;', () => {
    const starters: string[] = [];
    for (let c = 0; c < 128; c += 1) {
      const ch = String.fromCharCode(c);
      if (extracted(`${ch}urn:ab:c`, 'rfc8141').length) starters.push(ch);
    }
    const expected: string[] = [];
    for (let c = 0; c <= 0x20; c += 1) expected.push(String.fromCharCode(c));
    expected.push('"', "'", '(', ',', ';', '<', '>', '[', '\\', '^', '`', '{', '|', '}', '\u007f');
    expect(starters.sort()).toEqual(expected.sort());
  });

  test('a start needs the character before it, not one before the text searched', () => {
    // "urn:" at offset 0 of the text starts a candidate; one just after a letter never does.
    expect(extracted('urn:ab:c', 'rfc8141')).toHaveLength(1);
    expect(extracted('Xurn:ab:c', 'rfc8141')).toHaveLength(0);
  });

  test('only "urn:" starts a candidate: one other letter among u, r, n before ":" and there is none (step 1)', () => {
    for (const word of ['xrn', 'uxn', 'urx', 'xxn', 'uxx', 'xrx']) expect([word, extracted(`see ${word}:example:a.`, 'rfc8141')]).toEqual([word, []]);
    expect(extracted('see uRn:example:a.', 'rfc8141')).toEqual([{ text: 'uRn:example:a', start: 4, end: 17, valid: true }]);
  });

  test('"[" before the candidate: it ends at the first "]" not balanced inside it (step 3)', () => {
    expect(extracted('[urn:example:a]b', 'rfc8141')).toEqual([{ text: 'urn:example:a', start: 1, end: 14, valid: true }]);
    expect(extracted('[urn:example:a[1]]b', 'rfc8141')).toEqual([{ text: 'urn:example:a[1]', start: 1, end: 17, valid: false }]);
    // Without the opener, a "]" in the middle stays (step 5).
    expect(extracted('urn:example:a]b', 'rfc8141')).toEqual([{ text: 'urn:example:a]b', start: 0, end: 15, valid: false }]);
  });

  test('10,000 "urn:" in a row are one candidate, not 10,000', () => {
    const input = 'urn:'.repeat(10_000);
    const found = extracted(input, 'rfc8141');
    // The last ":" is trailing punctuation.
    expect(found).toEqual([{ text: input.slice(0, -1), start: 0, end: input.length - 1, valid: true }]);
  });

  // The character classes are a table built while src/extract/chars.ts loads: loaded afresh here, so that this test reaches that code.
  test('the character classes as loaded: a start right after a non-URI character or ( [ \' , ; only (step 1), trailing . , ; : ! ? trimmed, kept inside (step 4)', () => {
    const fresh = freshly(() => require('../src/extract/extract') as typeof import('../src/extract/extract'));
    const texts = (input: string): string[] => [...fresh.extractUrns(input, { invalid: true })].map((m) => m.text);
    // Step 1: after a space, "<", "(" or "," a candidate starts; after a letter, a digit, "-", "." or "/" (URI characters) none does.
    expect(texts(' urn:ab:c')).toEqual(['urn:ab:c']);
    expect(texts('<urn:ab:c>')).toEqual(['urn:ab:c']);
    expect(texts('(urn:ab:c)')).toEqual(['urn:ab:c']);
    expect(texts('x,urn:ab:c')).toEqual(['urn:ab:c']);
    for (const before of ['x', '7', '-', '.', '/']) expect([before, texts(`${before}urn:ab:c`)]).toEqual([before, []]);
    // Step 4: sentence punctuation ends nothing inside a URN (RFC 3986 s.2.2: all are URI characters), only at its end.
    expect(texts('see urn:ab:c.d,e;f:g!h?i=j and urn:ab:k.,;:!?')).toEqual(['urn:ab:c.d,e;f:g!h?i=j', 'urn:ab:k']);
  });

  test('a long run of "(" and ")" around a URN', () => {
    const input = `${'('.repeat(5000)}urn:ab:c${')'.repeat(5000)}`;
    expect(extracted(input, 'rfc8141')).toEqual([{ text: 'urn:ab:c', start: 5000, end: 5008, valid: true }]);
  });
});

describe('matches', () => {
  test('text === input.slice(start, end), in input order', () => {
    const { input } = unmark(DOCUMENTS[1][1] as string);
    const found = [...extractUrns(input, { invalid: true })];
    expect(found.length).toBeGreaterThan(0);
    let last = -1;
    for (const m of found) {
      expect(m.text).toBe(input.slice(m.start, m.end));
      expect(m.start).toBeGreaterThan(last);
      last = m.end;
    }
  });

  test('a valid match carries the Urn parsed under the profile', () => {
    const [m] = [...extractUrns('see <URN:Example:a123?=op=map#top>.')];
    expect(m.error).toBeUndefined();
    expect(m.urn).toMatchObject({ profile: 'rfc8141', nid: 'Example', nss: 'a123', qComponent: 'op=map', fComponent: 'top', input: 'URN:Example:a123?=op=map#top' });
    const [bis] = [...extractUrns('see <URN:ISBN:0-395-36341-1?s=I2L>.', { profile: 'rfc2141bis' })];
    expect(bis.urn).toMatchObject({ profile: 'rfc2141bis', query: 's=I2L' });
  });

  test('error.offset and error.input are relative to the candidate: start + offset is the offset in the text', () => {
    const input = 'first xx urn:a:b and urn:ab:c%zz';
    const found = [...extractUrns(input, { invalid: true })];
    expect(found.map((m) => [m.text, m.error?.code])).toEqual([
      ['urn:a:b', 'invalid-nid'],
      ['urn:ab:c%zz', 'invalid-percent-encoding'],
    ]);
    const [nid, pct] = found;
    // RFC 8141 s.2: a NID has at least two characters; the ":" after "a" is where it fails.
    expect(nid.error).toMatchObject({ offset: 5, input: 'urn:a:b' });
    expect(input[nid.start + nid.error!.offset]).toBe(':');
    // The offending character: the first "z", where a hex digit had to follow "%".
    expect(pct.error).toMatchObject({ offset: 9, input: 'urn:ab:c%zz' });
    expect(input.slice(pct.start + pct.error!.offset - 1, pct.start + pct.error!.offset + 1)).toBe('%z');
    expect(nid.error!.message).toBe("rfc8141: invalid-nid at offset 5 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a:b\n       ^");
  });

  test('the namespaces option applies the namespace grammars', () => {
    const input = 'good urn:isbn:978-0-306-40615-7, bad urn:isbn:978-0-306-40615-8.';
    expect([...extractUrns(input)].map((m) => m.text)).toEqual(['urn:isbn:978-0-306-40615-7', 'urn:isbn:978-0-306-40615-8']);
    const ns = [...extractUrns(input, { namespaces: true, invalid: true })];
    expect(ns.map((m) => [m.text, m.urn ? 'valid' : m.error?.code])).toEqual([
      ['urn:isbn:978-0-306-40615-7', 'valid'],
      ['urn:isbn:978-0-306-40615-8', 'invalid-check-digit'],
    ]);
    expect(ns[0].urn?.namespace?.kind).toBe('isbn');
  });

  test('maxLength: a longer candidate is invalid (input-too-long) and keeps its whole text', () => {
    const long = `urn:ab:${'c'.repeat(20)}`;
    expect([...extractUrns(`x ${long} y`, { maxLength: 10 })]).toEqual([]);
    const [m] = [...extractUrns(`x ${long} y`, { maxLength: 10, invalid: true })];
    expect(m).toMatchObject({ text: long, start: 2, end: 29 });
    expect(m.error).toMatchObject({ code: 'input-too-long', offset: 10 });
    // Ten characters are not too long.
    expect([...extractUrns('urn:ab:cde.', { maxLength: 10 })].map((x) => x.text)).toEqual(['urn:ab:cde']);
  });

  test('verdicts do not depend on how many invalid candidates came before', () => {
    // Many invalid candidates make extractUrns check validity before parsing (src/extract/judge.ts); the answers stay the same.
    const input = `${'urn:a:x '.repeat(50)}urn:ab:c ${'urn:b:y '.repeat(50)}urn:ab:d ${'urn:ab:e '.repeat(200)}urn:c:z`;
    const found = [...extractUrns(input)].map((m) => m.text);
    expect(found).toEqual(['urn:ab:c', 'urn:ab:d', ...Array(200).fill('urn:ab:e')]);
    const all = [...extractUrns(input, { invalid: true })];
    expect(all).toHaveLength(303);
    expect(all.filter((m) => m.error).map((m) => m.error!.code)).toEqual(Array(101).fill('invalid-nid'));
  });

  test('the result is a lazy iterable: nothing is read before it is iterated', () => {
    const it = extractUrns('urn:ab:c urn:ab:d');
    expect(it.next().value?.text).toBe('urn:ab:c');
    expect(it.next().value?.text).toBe('urn:ab:d');
    expect(it.next().done).toBe(true);
  });
});

describe('arguments', () => {
  test.each([
    [() => extractUrns(5 as unknown as string), /^urnkit\.extractUrns: the text must be a string, got number 5$/],
    [() => extractUrns('x', 'rfc2141' as never), /^urnkit\.extractUrns: the options must be an object/],
    [() => extractUrns('x', { profile: 'rfc3986' as never }), /^urnkit\.extractUrns: option "profile" must be one of "rfc2141", "rfc2141bis", "rfc8141"/],
    [() => extractUrns('x', { invalid: 'yes' as never }), /^urnkit\.extractUrns: option "invalid" must be true or false/],
    [() => extractUrns('x', { namespaces: 'isbn' as never }), /^urnkit\.extractUrns: option "namespaces" must be/],
    [() => extractUrns('x', { maxLength: -1 }), /^urnkit\.extractUrns: option "maxLength" must be a whole number/],
    [() => extractUrnsFromStream('urn:ab:c' as never), /^urnkit\.extractUrnsFromStream: the source must be an AsyncIterable or Iterable/],
    [() => extractUrnsFromStream(null as never), /^urnkit\.extractUrnsFromStream: the source must be/],
    [() => extractUrnsFromStream([], { invalid: 1 as never }), /^urnkit\.extractUrnsFromStream: option "invalid" must be true or false/],
  ])('%#: a TypeError at the call', (call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  test('a chunk that is neither a string nor bytes, and strings after bytes, reject', async () => {
    await expect(collect(extractUrnsFromStream(['urn:ab:c ', 7 as never]))).rejects.toThrow(/^urnkit\.extractUrnsFromStream: chunk 1 of the source must be a string or a Uint8Array, got number 7$/);
    await expect(collect(extractUrnsFromStream([new Uint8Array([0x75]), 'rn:ab:c']))).rejects.toThrow(/chunk 1 of the source must be a Uint8Array like the chunks before it/);
  });

  test('bytes after strings reject too, naming what the chunks before were', async () => {
    await expect(collect(extractUrnsFromStream(['urn:ab:c ', new Uint8Array([0x75])]))).rejects.toThrow(/^urnkit\.extractUrnsFromStream: chunk 1 of the source must be a string like the chunks before it/);
  });

  test('extractBatchesFromStream checks its source at the call, as extractUrnsFromStream does', () => {
    expect(() => extractBatchesFromStream(42 as never)).toThrow(TypeError);
    expect(() => extractBatchesFromStream(null as never)).toThrow(/^urnkit\.extractUrnsFromStream: the source must be an AsyncIterable or Iterable/);
  });
});

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** 1-based line and column (UTF-16 units) of `offset`, counting LF, CRLF and CR as one break each: an oracle independent of LineCounter. */
function lineColumn(input: string, offset: number): { line: number; column: number } {
  const before = input.slice(0, offset);
  const breaks = before.match(/\r\n|\r|\n/g) ?? [];
  const lastBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return { line: breaks.length + 1, column: offset - lastBreak };
}

const streamShape = (m: StreamUrnMatch): Expected & { line: number; column: number } => ({ ...shape(m), line: m.line, column: m.column });

describe('extractUrnsFromStream', () => {
  const withPositions = (input: string, expected: Expected[]): (Expected & { line: number; column: number })[] => expected.map((e) => ({ ...e, ...lineColumn(input, e.start) }));

  test('line and column by hand', async () => {
    const input = 'a\r\n\tb urn:ab:c\rx urn:ab:d\n\n\u{1f600} urn:ab:e';
    const found = await collect(extractUrnsFromStream([input]));
    // Line 2 is "\tb urn:ab:c" (column 4), line 3 "x urn:ab:d" (column 3), line 5 starts with an emoji of two UTF-16 units.
    expect(found.map((m) => [m.text, m.line, m.column])).toEqual([
      ['urn:ab:c', 2, 4],
      ['urn:ab:d', 3, 3],
      ['urn:ab:e', 5, 4],
    ]);
  });

  // A chunk can leave the extractor holding exactly the text it held before, at a later offset: "\na\na\n" then "a\n" (three
  // characters carried over, as "urn" may go on) is read again as "\na\na\n" two characters on, whose first "\n" is new.
  test('line numbers when the text read next equals the one read before, at a later offset', async () => {
    const found = await collect(extractUrnsFromStream(['\na\na\n', 'a\n', 'urn:ab:c']));
    // The whole text is "\na\na\na\nurn:ab:c": four line breaks before the URN.
    expect(found.map((m) => [m.text, m.start, m.line, m.column])).toEqual([['urn:ab:c', 7, 5, 1]]);
  });

  test('extractBatchesFromStream counts every candidate judged in its tally, and the invalid ones, also when they are not yielded', async () => {
    // RFC 8141 s.2.1: a NID has at least two characters, so "urn:a:b" is an invalid candidate; "urn:ab:c" and "urn:cd:e" are valid.
    const tally = { seen: 0, invalid: 0 };
    const batches = await collect(extractBatchesFromStream(['urn:ab:c urn:a:b', ' urn:cd:e'], { profile: 'rfc8141' }, tally));
    expect(batches.flat().map((m) => m.text)).toEqual(['urn:ab:c', 'urn:cd:e']);
    expect(tally).toEqual({ seen: 3, invalid: 1 });
  });

  test('CRLF split between chunks is one line break', async () => {
    const found = await collect(extractUrnsFromStream(['a\r', '\nurn:ab:c', ' x\n\r', 'urn:ab:d']));
    expect(found.map((m) => [m.text, m.start, m.line, m.column])).toEqual([
      ['urn:ab:c', 3, 2, 1],
      ['urn:ab:d', 15, 4, 1],
    ]);
  });

  const SPLIT: [string, string][] = [
    ['Markdown', DOCUMENTS[1][1] as string],
    ['CSV', DOCUMENTS[5][1] as string],
    ['JSON', DOCUMENTS[4][1] as string],
    ['rules', '(⟦urn:example:foo_(bar)⟧) ⟦URN:ab:c⟧). turn:ab:c \'⟦urn:ab:it(s)⟧\' ⟪urn:a⟫: x,⟦urn:ab:c;urn:ab:d⟧ ⟦urn:ab:c⟧...\r\n⟦urn:ab:z⟧'],
  ];

  test.each(SPLIT)('%s: the same matches for every split into two chunks, and one character a chunk', async (_name, doc) => {
    const { input, expected } = unmark(doc);
    const want = withPositions(input, expected);
    for (let i = 0; i <= input.length; i += 1) {
      const found = (await collect(extractUrnsFromStream([input.slice(0, i), input.slice(i)], { invalid: true }))).map(streamShape);
      expect({ split: i, found }).toEqual({ split: i, found: want });
    }
    const chars = (await collect(extractUrnsFromStream([...input], { invalid: true }))).map(streamShape);
    expect(chars).toEqual(want);
  });

  test('every split into three chunks of a short document', async () => {
    const { input, expected } = unmark('x (⟦urn:ab:c(d)⟧). ⟦urn:ab:e⟧\r\n');
    const want = withPositions(input, expected);
    for (let i = 0; i <= input.length; i += 1) {
      for (let j = i; j <= input.length; j += 1) {
        const found = (await collect(extractUrnsFromStream([input.slice(0, i), input.slice(i, j), input.slice(j)]))).map(streamShape);
        expect({ i, j, found }).toEqual({ i, j, found: want });
      }
    }
  });

  test('UTF-8 bytes, split at every byte: offsets count the decoded UTF-16 text', async () => {
    const input = 'é urn:ab:c € urn:ab:d\u{1f600}urn:ab:e';
    const bytes = new TextEncoder().encode(input);
    // "é" is one UTF-16 unit (two bytes), "€" one (three bytes), the emoji two (four bytes).
    const want = [
      ['urn:ab:c', 2, 1, 3],
      ['urn:ab:d', 13, 1, 14],
      ['urn:ab:e', 23, 1, 24],
    ];
    for (let i = 0; i <= bytes.length; i += 1) {
      const found = await collect(extractUrnsFromStream([bytes.subarray(0, i), bytes.subarray(i)]));
      expect({ i, found: found.map((m) => [m.text, m.start, m.line, m.column]) }).toEqual({ i, found: want });
    }
  });

  test('a byte-order mark is dropped; bytes that are not UTF-8 end a candidate', async () => {
    const bom = await collect(extractUrnsFromStream([new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('urn:ab:c')])]));
    expect(bom.map((m) => [m.text, m.start])).toEqual([['urn:ab:c', 0]]);
    const bad = await collect(extractUrnsFromStream([new Uint8Array([...new TextEncoder().encode('urn:ab:c'), 0xff, ...new TextEncoder().encode('urn:ab:d')])]));
    expect(bad.map((m) => [m.text, m.start])).toEqual([
      ['urn:ab:c', 0],
      ['urn:ab:d', 9],
    ]);
  });

  test('Node Readables, of Buffers and with setEncoding', async () => {
    const bytes = await collect(extractUrnsFromStream(Readable.from([Buffer.from('a urn:ab:c\n'), Buffer.from('urn:ab:d')])));
    expect(bytes.map((m) => [m.text, m.line, m.column])).toEqual([
      ['urn:ab:c', 1, 3],
      ['urn:ab:d', 2, 1],
    ]);
    const r = Readable.from([Buffer.from([0x78, 0x20, 0xc3]), Buffer.from([0xa9, 0x75, 0x72, 0x6e, 0x3a, 0x61, 0x62, 0x3a, 0x63])], { objectMode: false });
    r.setEncoding('utf8');
    expect((await collect(extractUrnsFromStream(r))).map((m) => [m.text, m.start])).toEqual([['urn:ab:c', 3]]);
  });

  test('a candidate across many chunks longer than maxLength keeps maxLength + 1 characters', async () => {
    const long = `urn:ab:${'c'.repeat(93)}`;
    const chunks = `x ${long} urn:ab:d`.match(/.{1,7}/gs) ?? [];
    const found = await collect(extractUrnsFromStream(chunks, { maxLength: 20, invalid: true }));
    expect(found.map((m) => [m.text, m.start, m.end, m.error?.code])).toEqual([
      [long.slice(0, 21), 2, 102, 'input-too-long'],
      ['urn:ab:d', 103, 111, undefined],
    ]);
  });

  test('between chunks a candidate in progress keeps at most maxLength + 1 characters, however long it grows', () => {
    // extract.md: "between chunks only the candidate in progress is kept, at most maxLength + 1 of its characters".
    const extractor = new StreamExtractor(resolveExtract('extractUrnsFromStream', { maxLength: 10, invalid: true }));
    const held = (): string => (extractor as unknown as { held: string }).held;
    extractor.push('see urn:ab:');
    for (let i = 0; i < 50; i += 1) {
      extractor.push(`c${i}`.padEnd(40, 'x'));
      expect(held().length).toBeLessThanOrEqual(11);
    }
    const [m] = extractor.push(' ');
    expect([m.text, m.start, m.end, 'error' in m && m.error?.code]).toEqual([`urn:ab:c0${'x'.repeat(38)}`.slice(0, 11), 4, 4 + 7 + 50 * 40, 'input-too-long']);
  });

  test('a chunk that ends in the high surrogate U+D800 waits for its low half: U+10000 (a letter) continues the candidate', async () => {
    // extract.md step 2: a non-ASCII letter stays in the candidate, which is then invalid; the stream finds what extractUrns finds.
    const text = 'urn:example:a\uD800\uDC00 and urn:example:b';
    const whole = [...extractUrns(text, { invalid: true })].map((m) => [m.text, m.start, m.urn ? 'valid' : m.error?.offset]);
    expect(whole).toEqual([
      ['urn:example:a\u{10000}', 0, 13],
      ['urn:example:b', 20, 'valid'],
    ]);
    const found = await collect(extractUrnsFromStream(['urn:example:a\uD800', '\uDC00 and urn:example:b'], { invalid: true }));
    expect(found.map((m) => [m.text, m.start, m.urn ? 'valid' : m.error?.offset])).toEqual(whole);
  });

  test("a URN that ends inside a chunk is in that chunk's batch, before the next chunk is read", async () => {
    let read = 0;
    function* source(): Iterable<string> {
      read = 1;
      // The space that ends the first URN is the chunk's last character.
      yield 'see urn:example:a ';
      read = 2;
      yield 'and urn:example:b';
    }
    const batches: [number, string[]][] = [];
    for await (const batch of extractBatchesFromStream(source())) batches.push([read, batch.map((m) => m.text)]);
    expect(batches).toEqual([
      [1, ['urn:example:a']],
      [2, ['urn:example:b']],
    ]);
  });

  test('extractBatchesFromStream gives each valid match its Urn unless asked not to', async () => {
    const [[m]] = await collect(extractBatchesFromStream(['see urn:example:a.']));
    expect('urn' in m && m.urn?.nid).toBe('example');
    const [[t]] = await collect(extractBatchesFromStream(['see urn:example:a.'], undefined, undefined, false));
    expect([t.text, 'urn' in t]).toEqual(['urn:example:a', false]);
  });

  test('many chunks: offsets run over the whole stream', async () => {
    async function* source(): AsyncIterable<string> {
      for (let i = 0; i < 2000; i += 1) yield `line ${i}: urn:ab:n${i}.\n`;
    }
    const found = await collect(extractUrnsFromStream(source()));
    expect(found).toHaveLength(2000);
    expect(found[1999]).toMatchObject({ text: 'urn:ab:n1999', line: 2000, column: 12 });
    // A line is 17 characters and its number twice: 19 for 0-9, 21 for 10-99, 23 for 100-999, 25 for 1000-1999.
    expect(found[1999].start).toBe(10 * 19 + 90 * 21 + 900 * 23 + 999 * 25 + 11);
  });
});

test('src/extract imports no Node built-in (it belongs to the browser-safe core)', () => {
  const dir = join(__dirname, '..', 'src', 'extract');
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    const specifiers = [...source.matchAll(/(?:from|require\()\s*'([^']+)'/g)].map((m) => m[1]);
    expect({ file, builtins: specifiers.filter((s) => builtins.has(s) || builtins.has(s.split('/')[0])) }).toEqual({ file, builtins: [] });
  }
});

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a Command built by extractCommand with a fake Io, as src/cli/main.ts does (exit code: the highest set). */
async function extract(argv: string[], stdin = ''): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  let code = 0;
  const io = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t), stdin: Readable.from([stdin]), stderrIsTTY: false };
  const cmd = extractCommand(io, (c) => {
    code = Math.max(code, c);
  });
  cmd.exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  await cmd.parseAsync(argv, { from: 'user' });
  return { code, stdout, stderr };
}

describe('urnkit extract', () => {
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-extract-'));
  const doc = join(dir, 'doc.md');
  writeFileSync(doc, 'Namespaces: <urn:ietf:rfc:8141>.\r\n\tbroken: urn:a:b, and URN:IETF:rfc:8141 again\n');

  test('standard input: one URN per line, exit 0 when all are valid', async () => {
    const r = await extract([], 'see urn:ab:c, (urn:example:foo_(bar)) and <URN:ISBN:0-395-36341-1>.\n');
    expect(r).toEqual({ code: 0, stdout: 'urn:ab:c\nurn:example:foo_(bar)\nURN:ISBN:0-395-36341-1\n', stderr: '' });
  });

  test('a file: the valid URNs; exit 1 because one candidate is invalid', async () => {
    const r = await extract([doc]);
    expect(r).toEqual({ code: 1, stdout: 'urn:ietf:rfc:8141\nURN:IETF:rfc:8141\n', stderr: '' });
  });

  test('--invalid lists the broken ones in place with the caret error', async () => {
    const r = await extract([doc, '--invalid']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'urn:ietf:rfc:8141\n' +
        `${doc}:2:10: rfc8141: invalid-nid at offset 5 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a:b\n       ^\n` +
        'URN:IETF:rfc:8141\n',
    );
  });

  test('--json: the candidate as input, with file, line, column, offset, and parts', async () => {
    const r = await extract([doc, '--json', '--invalid']);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      input: 'urn:ietf:rfc:8141',
      valid: true,
      profile: 'rfc8141',
      parts: { nid: 'ietf', nss: 'rfc:8141' },
      spans: { nid: { start: 4, end: 8 }, nss: { start: 9, end: 17 } },
      warnings: [],
      file: doc,
      line: 1,
      column: 14,
      offset: 13,
    });
    // Line 2 starts after "...>.\r\n" at offset 34; "\tbroken: " is 9 units.
    expect(lines[1]).toMatchObject({ file: doc, line: 2, column: 10, offset: 43, input: 'urn:a:b', valid: false, error: { code: 'invalid-nid', offset: 5 } });
    expect(lines[2]).toMatchObject({ line: 2, column: 23, offset: 56, input: 'URN:IETF:rfc:8141', valid: true });
  });

  test('--json from standard input, with RFC 8141 components', async () => {
    const r = await extract(['--json'], 'x urn:example:a?+r?=q#f\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ file: '<stdin>', line: 1, column: 3, offset: 2, parts: { nid: 'example', nss: 'a', rComponent: 'r', qComponent: 'q', fComponent: 'f' } });
  });

  test('--unique keeps the first of equivalent URNs (RFC 8141 s.3: case of "urn:" and NID, %-hex case, components ignored)', async () => {
    const r = await extract(['--unique'], 'urn:ab:c URN:AB:c urn:ab:C urn:ab:%2c urn:ab:%2C urn:ab:c#f\n');
    expect(r.stdout).toBe('urn:ab:c\nurn:ab:C\nurn:ab:%2c\n');
  });

  test('--unique under RFC 2141 (s.5): "#" is part of the NSS there', async () => {
    const r = await extract(['--unique', '--profile', 'rfc2141'], 'urn:ab:c URN:AB:c urn:ab:c#f\n');
    expect(r.stdout).toBe('urn:ab:c\nurn:ab:c#f\n');
  });

  test('--count: URNs per NID (case-insensitive), most first; with --invalid a line for the invalid ones', async () => {
    const input = 'urn:isbn:1 URN:ISBN:2 urn:ietf:rfc:1 urn:Isbn:3 urn:ab:c urn:a:b\n';
    expect(await extract(['--count'], input)).toEqual({ code: 1, stdout: '3\tisbn\n1\tab\n1\tietf\n', stderr: '' });
    expect((await extract(['--count', '--invalid'], input)).stdout).toBe('3\tisbn\n1\tab\n1\tietf\n1\t(invalid)\n');
    expect((await extract(['--count', '--unique'], 'urn:isbn:1 URN:ISBN:1 urn:isbn:2\n')).stdout).toBe('2\tisbn\n');
    expect((await extract(['--count', '--json'], 'urn:isbn:1 urn:ab:c\n')).stdout).toBe('{"nid":"ab","count":1}\n{"nid":"isbn","count":1}\n');
  });

  test('a file whose "URN:" ends at byte 65,536, the end of the first read: the URN after it is found', async () => {
    const file = join(dir, 'boundary.txt');
    writeFileSync(file, `${'x'.repeat(65527)} Its URN: urn:isbn:0-306-40615-2`);
    expect(await extract([file, '--json'])).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse((await extract([file, '--json'])).stdout)).toMatchObject({ line: 1, column: 65538, offset: 65537, input: 'urn:isbn:0-306-40615-2', valid: true });
  });

  test('--profile decides validity and the exit status', async () => {
    expect(await extract([], 'see urn:foo:a?b#c.\n')).toEqual({ code: 1, stdout: '', stderr: '' });
    expect(await extract(['--profile', 'rfc2141'], 'see urn:foo:a?b#c.\n')).toEqual({ code: 0, stdout: 'urn:foo:a?b#c\n', stderr: '' });
  });

  test('--namespaces applies the namespace grammars', async () => {
    const r = await extract(['--namespaces', '--invalid'], 'urn:isbn:978-0-306-40615-8\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:1:1: rfc8141: invalid-check-digit at offset 25/);
  });

  test('several files, each with its own lines; an unreadable one is reported and the others are read (exit 2)', async () => {
    const other = join(dir, 'other.txt');
    writeFileSync(other, '\n\nurn:ab:z\n');
    const r = await extract([join(dir, 'missing.txt'), other, '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`urnkit extract: cannot read "${join(dir, 'missing.txt')}": no such file or folder\n`);
    expect(JSON.parse(r.stdout)).toMatchObject({ file: other, line: 3, column: 1, offset: 2, input: 'urn:ab:z' });
  });

  test('an empty input: nothing, exit 0', async () => {
    expect(await extract([], '')).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
