/*
 * warningCodes (src/parsing/warning-codes.ts), what urnkit validate prints for
 * a valid line: the codes of the warnings tryParse gives, in its order, or
 * undefined wherever tryParse fails or takes a path this does not (strict
 * mode, namespace rules, the reference engine, an input over maxLength).
 * Checked on the spec vectors under every revision, and on cases written from
 * the rules' own text.
 */
import { REVISIONS, tryParse } from '../src';
import { warningCodes } from '../src/parsing/warning-codes';
import { vectors } from './support/vectors';

const inputs = [...new Set(vectors().map((v) => v.input))];

describe('warningCodes against tryParse', () => {
  test.each(REVISIONS.map((r) => r.name))('every public vector under %s: the same codes, or undefined (tryParse decides)', (profile) => {
    for (const input of inputs) {
      const codes = warningCodes(input, { profile }, ',');
      if (codes === undefined) continue;
      const result = tryParse(input, { profile });
      expect({ input, codes }).toEqual({ input, codes: result.ok ? result.urn.warnings.map((w) => w.code).join(',') : 'tryParse fails' });
    }
  });

  test('under RFC 8141, whose rule table has warnings alone, every valid vector takes this path', () => {
    let valid = 0;
    for (const input of inputs) {
      const result = tryParse(input);
      if (!result.ok) {
        expect({ input, codes: warningCodes(input, undefined, ',') }).toEqual({ input, codes: undefined });
        continue;
      }
      valid += 1;
      expect({ input, codes: warningCodes(input, undefined, ',') }).toEqual({ input, codes: result.urn.warnings.map((w) => w.code).join(',') });
    }
    expect(valid).toBeGreaterThan(10);
  });

  test('the vectors whose spec text names an RFC 8141 warning give its code', () => {
    let checked = 0;
    for (const v of vectors()) {
      for (const code of v.warnings?.rfc8141 ?? []) {
        expect({ input: v.input, codes: warningCodes(v.input, undefined, ' ')?.split(' ') }).toEqual({ input: v.input, codes: expect.arrayContaining([code]) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('warningCodes on the rules of RFC 8141', () => {
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
    expect(warningCodes(input, undefined, ',')).toBe(codes);
  });

  test('an input the grammar refuses gives undefined', () => {
    for (const input of ['', 'urn:a:b', 'urn:example:a b', 'urn:example:%zz', 'urn:example:a?+']) expect(warningCodes(input, undefined, ',')).toBeUndefined();
  });

  test('the paths where a rule can fail a parse are left to tryParse', () => {
    const input = 'urn:example:a';
    expect(tryParse(input, { strict: true }).ok).toBe(true);
    expect(warningCodes(input, { strict: true }, ',')).toBeUndefined();
    expect(warningCodes(input, { namespaces: true }, ',')).toBeUndefined();
    expect(warningCodes(input, { engine: 'reference' }, ',')).toBeUndefined();
    expect(warningCodes(input, { maxLength: input.length - 1 }, ',')).toBeUndefined();
    expect(warningCodes(input, { maxLength: input.length }, ',')).toBe('');
  });
});
