/*
 * lineVerdict (src/parsing/line-verdict.ts), what urnkit validate prints for a
 * line: a valid input's warning codes in tryParse's order, an invalid input's
 * code, offset, found, expected and section as tryParse's error has them, or
 * undefined wherever tryParse takes a path this does not (strict mode,
 * namespace rules, a rule table with errors, the reference engine, an input
 * over maxLength). Checked against tryParse on the spec vectors under every
 * revision and on seeded mutations of them, and on cases written from the
 * rules' own text.
 */
import { REVISIONS, tryParse } from '../src';
import { FailureFields, lineVerdict } from '../src/parsing/line-verdict';
import { prng } from '../src/prng';
import type { RevisionParseOptions } from '../src/types';
import { vectors } from './support/vectors';

const inputs = [...new Set(vectors().map((v) => v.input))];

/** What tryParse says, in lineVerdict's terms. */
function fromTryParse(input: string, options?: RevisionParseOptions): string | FailureFields {
  const result = tryParse(input, options);
  if (result.ok) return result.urn.warnings.map((w) => w.code).join(',');
  const e = result.error;
  return { code: e.code, offset: e.offset, found: e.found, expected: e.expected, section: e.section };
}

/** Seeded variants of the vectors: a character inserted, deleted or replaced (most of them invalid). */
function mutations(seed: number, count: number): string[] {
  const next = prng(seed);
  const alphabet = ['a', 'Z', '0', ':', '-', '%', '%4', '?', '?+', '?=', '#', '/', ' ', '\\', '\u00e9', '\t', '.', '~', ''];
  return Array.from({ length: count }, () => {
    const base = inputs[Math.floor(next() * inputs.length)];
    const at = Math.floor(next() * (base.length + 1));
    const piece = alphabet[Math.floor(next() * alphabet.length)];
    const cut = next() < 0.5 ? 0 : 1;
    return base.slice(0, at) + piece + base.slice(at + cut);
  });
}

describe('lineVerdict against tryParse', () => {
  test.each(REVISIONS.map((r) => r.name))('every public vector and 400 mutations under %s: the same fields, or undefined (tryParse decides)', (profile) => {
    for (const input of [...inputs, ...mutations(0x23, 400)]) {
      const verdict = lineVerdict(input, { profile }, ',');
      if (verdict !== undefined) expect({ input, verdict }).toEqual({ input, verdict: fromTryParse(input, { profile }) });
    }
  });

  test('under RFC 8141, whose rule table has warnings alone, every input takes this path', () => {
    let valid = 0;
    let invalid = 0;
    for (const input of [...inputs, ...mutations(0x8141, 2000)]) {
      const want = fromTryParse(input);
      if (typeof want === 'string') valid += 1;
      else invalid += 1;
      expect({ input, verdict: lineVerdict(input, undefined, ',') }).toEqual({ input, verdict: want });
    }
    expect(Math.min(valid, invalid)).toBeGreaterThan(50);
  });

  test('the vectors whose spec text names an RFC 8141 warning give its code', () => {
    let checked = 0;
    for (const v of vectors()) {
      for (const code of v.warnings?.rfc8141 ?? []) {
        const verdict = lineVerdict(v.input, undefined, ' ');
        expect({ input: v.input, codes: typeof verdict === 'string' ? verdict.split(' ') : verdict }).toEqual({ input: v.input, codes: expect.arrayContaining([code]) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('lineVerdict on the rules of RFC 8141', () => {
  test.each([
    // s.5.1: a formal NID "MUST NOT start with 'X-'" nor be two characters or fewer; s.5.2: informal NIDs are "urn-" <number>.
    ['urn:X-example:a', 'nid-registration'],
    ['urn:ab:a', 'nid-registration'],
    ['urn:urn-0:a', 'nid-registration'],
    ['urn:urn-7:a', ''],
    // s.2.3.1: the r-component "SHOULD NOT be used" until its semantics are standardized.
    ['urn:example:a?+res', 'r-component-used'],
    ['urn:example:a?=q#f', ''],
    // Both, in the order of the profile's rule table (the order of tryParse's warnings).
    ['urn:ab:a?+res', 'nid-registration,r-component-used'],
  ])('%s gives "%s"', (input, codes) => {
    expect(lineVerdict(input, undefined, ',')).toBe(codes);
  });

  test.each([
    // s.2: NID = (alphanum) 0*30(ldh) (alphanum), so at least two characters: ":" at offset 5 fails it.
    ['urn:a:b', 'invalid-nid', 5],
    // s.2: the NSS is pchar, which has no space.
    ['urn:example:a b', 'invalid-nss', 13],
    // pct-encoded = "%" HEXDIG HEXDIG (RFC 3986 s.2.1): "z" at offset 13 is no hex digit.
    ['urn:example:%zz', 'invalid-percent-encoding', 13],
    // s.2: assigned-name = "urn" ":" NID ":" NSS.
    ['urx:example:a', 'invalid-scheme', 2],
  ])('%s fails with %s at offset %d', (input, code, offset) => {
    expect(lineVerdict(input, undefined, ',')).toMatchObject({ code, offset, section: expect.stringMatching(/^RFC /) });
  });

  test('the paths where a rule can fail a parse are left to tryParse', () => {
    const input = 'urn:example:a';
    expect(tryParse(input, { strict: true }).ok).toBe(true);
    expect(lineVerdict(input, { strict: true }, ',')).toBeUndefined();
    expect(lineVerdict(input, { namespaces: true }, ',')).toBeUndefined();
    expect(lineVerdict(input, { engine: 'reference' }, ',')).toBeUndefined();
    expect(lineVerdict(input, { maxLength: input.length - 1 }, ',')).toBeUndefined();
    expect(lineVerdict(input, { maxLength: input.length }, ',')).toBe('');
  });
});
