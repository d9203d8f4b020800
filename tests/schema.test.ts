/*
 * urnkit/schema through real validators: ajv with the formats, and the
 * Standard Schema interface as zod and generic consumers use it. Types are
 * checked against @standard-schema/spec.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import Ajv from 'ajv';
import { z } from 'zod';
import { parse } from '../src';
import { namespaces } from '../src/entries/namespaces';
import { addUrnFormats, urnFormats, urnSchema } from '../src/entries/schema';

describe('ajv formats', () => {
  const ajv = addUrnFormats(new Ajv());
  const check = (format: string, value: unknown): boolean => ajv.validate({ type: 'string', format }, value);

  test.each([
    ['urn', 'urn:example:a123,z456?+CCResolve:cc=uk', true],
    ['urn', 'urn:a:b', false], // RFC 8141 s.2.1: a NID has at least 2 characters
    ['urn-rfc2141', 'urn:a:b', true], // RFC 2141 s.2.1: 1 to 32
    ['urn-rfc8141', 'urn:ex:a/b', true],
    ['urn-rfc2141bis', 'urn:ex:a/b', false], // bis-03 s.2.2: the NSS is one segment
    ['urn-rfc2141bis', 'urn:ex:a?s=I2L', true],
    ['urn-ns', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', true],
    ['urn-ns', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6', false], // RFC 4122 s.3: node is 6hexOctet
    ['urn', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6', true],
    ['urn-rfc8141-ns', 'urn:isbn:978-0-306-40615-8', false], // ISBN-13 check digit is 7
  ])('format %s: %s is %s', (format, value, valid) => {
    expect(check(format, value)).toBe(valid);
  });

  test('there is a format per profile and a -ns variant of each', () => {
    expect(Object.keys(urnFormats).sort()).toEqual(['urn', 'urn-ns', 'urn-rfc2141', 'urn-rfc2141-ns', 'urn-rfc2141bis', 'urn-rfc2141bis-ns', 'urn-rfc8141', 'urn-rfc8141-ns']);
  });

  test('a schema with a URN property reports the failing path', () => {
    const validate = ajv.compile({ type: 'object', properties: { id: { type: 'string', format: 'urn' } }, required: ['id'] });
    expect(validate({ id: 'urn:ietf:rfc:8141' })).toBe(true);
    expect(validate({ id: 'urn:ietf' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/id', keyword: 'format', params: { format: 'urn' } });
  });
});

describe('Standard Schema', () => {
  /** What a Standard Schema consumer (a form library, an API framework) does with any schema. */
  async function consume<S extends StandardSchemaV1>(schema: S, value: unknown): Promise<StandardSchemaV1.Result<StandardSchemaV1.InferOutput<S>>> {
    return schema['~standard'].validate(value);
  }

  test('is a StandardSchemaV1 for the type checker, and a generic consumer takes it beside zod', async () => {
    const ours: StandardSchemaV1<string, string> = urnSchema();
    const zods: StandardSchemaV1 = z.object({ name: z.string() });
    expect(await consume(ours, 'urn:ab:c')).toEqual({ value: 'urn:ab:c' });
    expect(await consume(zods, { name: 'x' })).toEqual({ value: { name: 'x' } });
    expect(ours['~standard']).toMatchObject({ version: 1, vendor: 'urnkit' });
  });

  test('issues carry the caret message, the code and the offset', () => {
    const r = urnSchema()['~standard'].validate('urn:a-:x');
    expect(r.issues?.[0]).toMatchObject({ code: 'invalid-nid', offset: 6, section: 'RFC 8141 s.2.1' });
    expect(r.issues?.[0].message).toBe("rfc8141: invalid-nid at offset 6 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a-:x\n        ^");
    expect(urnSchema()['~standard'].validate(42).issues?.[0]).toMatchObject({ code: 'not-a-string', message: 'expected a URN string, got number' });
  });

  test('options: profile, strict, namespaces, and the parsed Urn as output', () => {
    expect(urnSchema({ profile: 'rfc2141' })['~standard'].validate('urn:a:b').issues).toBeUndefined();
    expect(urnSchema({ strict: true })['~standard'].validate('urn:abc:c?+r').issues?.[0].code).toBe('r-component-used');
    expect(urnSchema({ namespaces })['~standard'].validate('urn:issn:2049-3631').issues?.[0].code).toBe('invalid-check-digit');
    const out = urnSchema({ output: 'urn' })['~standard'].validate('URN:ab:c');
    expect(out.issues ? undefined : out.value).toEqual(parse('URN:ab:c'));
    expect(() => urnSchema({ output: 'object' as never })).toThrow(/^urnkit\.urnSchema: option "output"/);
  });

  test('inside a zod object, through zod\'s own refinement', () => {
    const urn = urnSchema();
    const Record = z.object({
      id: z.string().superRefine((value, ctx) => {
        const r = urn['~standard'].validate(value);
        for (const issue of r.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, params: { code: issue.code, offset: issue.offset } });
      }),
    });
    expect(Record.safeParse({ id: 'urn:ietf:rfc:8141' }).success).toBe(true);
    const bad = Record.safeParse({ id: 'urn:ietf:rfc:8141?x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['id'], params: { code: 'invalid-nss', offset: 18 } });
  });
});
