/*
 * lineJson (src/results/line-json.ts), the JSON line of urnkit validate --json
 * written from the match: for a valid input, the text resultJson gives for
 * tryParse's result, byte for byte; for an input the grammar refuses,
 * tryParse's error; undefined wherever tryParse takes another path. Checked
 * against the spec vectors' parts (vectors.public.jsonl), under every
 * revision against resultJson, and on seeded mutations of the vectors.
 */
import { REVISIONS, tryParse } from '../src';
import { prng } from '../src/prng';
import { resultJson } from '../src/results/json';
import { lineJson } from '../src/results/line-json';
import type { RevisionName, RevisionParseOptions } from '../src/types';
import { vectors } from './support/vectors';

const inputs = [...new Set(vectors().map((v) => v.input))];
const MEMBERS = ',"file":"a.txt","line":7';

/** Seeded variants of the vectors: a character inserted, deleted or replaced. */
function mutations(seed: number, count: number): string[] {
  const next = prng(seed);
  const alphabet = ['a', 'Z', '0', ':', '-', '%', '%4', '?', '?+', '?=', '#', '/', ' ', '"', '\\', '\u00e9', '\t', '.', '~', ''];
  return Array.from({ length: count }, () => {
    const base = inputs[Math.floor(next() * inputs.length)];
    const at = Math.floor(next() * (base.length + 1));
    const piece = alphabet[Math.floor(next() * alphabet.length)];
    return base.slice(0, at) + piece + base.slice(at + (next() < 0.5 ? 0 : 1));
  });
}

/** lineJson's answer beside what tryParse and resultJson give. */
function compare(input: string, profile: RevisionName, options: RevisionParseOptions | undefined): 'json' | 'error' | 'left' {
  const got = lineJson(input, options, profile, MEMBERS);
  const result = tryParse(input, options);
  if (got === undefined) return 'left';
  if (typeof got === 'string') {
    expect({ input, got }).toEqual({ input, got: resultJson(input, profile, result, MEMBERS) });
    return 'json';
  }
  expect(result.ok).toBe(false);
  if (!result.ok) expect({ input, code: got.code, offset: got.offset, found: got.found, expected: got.expected, rule: got.rule, diagnostics: got.diagnostics }).toEqual({ input, code: result.error.code, offset: result.error.offset, found: result.error.found, expected: result.error.expected, rule: result.error.rule, diagnostics: result.error.diagnostics });
  return 'error';
}

describe('lineJson against tryParse and resultJson', () => {
  test.each(REVISIONS.map((r) => r.name))('every public vector and 300 mutations under %s: the same text, the same error, or left to tryParse', (profile) => {
    for (const input of [...inputs, ...mutations(0x1e, 300)]) compare(input, profile, { profile });
  });

  test('under RFC 8141 without options, plain inputs all take this path, valid ones and refused ones', () => {
    const seen = { json: 0, error: 0, left: 0 };
    for (const input of [...inputs, ...mutations(0x8141, 1500)]) {
      const plain = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(input);
      const how = compare(input, 'rfc8141', undefined);
      seen[how] += 1;
      expect({ input, left: how === 'left' }).toEqual({ input, left: !plain || input.length > 8192 });
    }
    expect(Math.min(seen.json, seen.error)).toBeGreaterThan(50);
  });

  test("a valid vector's parts and spans are the spec's parts, cut from the input where they are", () => {
    let checked = 0;
    for (const v of vectors()) {
      const parts = v.partsByProfile?.rfc8141;
      const got = lineJson(v.input, undefined, 'rfc8141', '');
      if (!parts || typeof got !== 'string') continue;
      const record = JSON.parse(got) as { valid: boolean; parts: Record<string, string>; spans: Record<string, { start: number; end: number }> };
      expect(record.valid).toBe(true);
      expect({ input: v.input, parts: record.parts }).toEqual({ input: v.input, parts });
      for (const [field, span] of Object.entries(record.spans)) expect(v.input.slice(span.start, span.end)).toBe(parts[field]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('RFC 8141 s.2: an r-, q- and f-component each get their part and span; a warning is the one tryParse gives', () => {
    // s.2: assigned-name rq-components [ "#" f-component ], with "?+" r-component and "?=" q-component.
    const record = JSON.parse(lineJson('urn:example:a?+r?=q#f', undefined, 'rfc8141', '') as string) as Record<string, unknown>;
    expect(record.parts).toEqual({ nid: 'example', nss: 'a', rComponent: 'r', qComponent: 'q', fComponent: 'f' });
    expect(record.spans).toEqual({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, rComponent: { start: 15, end: 16 }, qComponent: { start: 18, end: 19 }, fComponent: { start: 20, end: 21 } });
    // s.2.3.1: the r-component "SHOULD NOT be used" until its semantics are standardized.
    expect((record.warnings as { code: string }[]).map((w) => w.code)).toEqual(['r-component-used']);
  });

  test('the paths where tryParse decides otherwise are left to it', () => {
    const input = 'urn:example:a';
    expect(lineJson(input, { strict: true }, 'rfc8141', '')).toBeUndefined();
    expect(lineJson(input, { namespaces: true }, 'rfc8141', '')).toBeUndefined();
    expect(lineJson(input, { engine: 'reference' }, 'rfc8141', '')).toBeUndefined();
    expect(lineJson(input, { maxLength: input.length - 1 }, 'rfc8141', '')).toBeUndefined();
    // JSON.stringify escapes '"' and '\\': such text goes through resultJson.
    expect(lineJson('urn:example:"', undefined, 'rfc8141', '')).toBeUndefined();
    // rfc2141bis reads directives from the query: its Urns go through the record.
    expect(lineJson(input, { profile: 'rfc2141bis' }, 'rfc2141bis', '')).toBeUndefined();
  });
});
