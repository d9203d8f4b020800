/*
 * One JSON shape for every command (schemas/result.schema.json, shipped in the
 * package): each command's --json output, line by line, validated with ajv
 * against the schema as a whole and against the definition the command
 * promises, and the fields that say where an input came from.
 */
import Ajv2020 from 'ajv/dist/2020';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import schema from '../schemas/result.schema.json';
import { REVISION_NAMES, REVISIONS } from '../src';
import { namespaceCatalog, REGISTRY_DATE } from '../src/entries/namespaces';
import { tryParse } from '../src/parse';
import { resultJson } from '../src/results/json';
import { resultRecord } from '../src/results/record';
import { cli } from './support/cli';
import { vectors } from './support/vectors';

const ajv = new Ajv2020({ allErrors: true });
ajv.addSchema(schema);
const validator = (ref: string) => ajv.getSchema(`${schema.$id}${ref}`) as NonNullable<ReturnType<typeof ajv.getSchema>>;
const whole = validator('');

let dir = '';
let urns = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-json-'));
  urns = join(dir, 'urns.txt');
  // Line 2 and 4 are blank: the results name lines 1, 3 and 5.
  writeFileSync(urns, 'urn:ab:c\n\nurn:a:b\n   \nURN:EX:a%2c?=q\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The JSON lines of a run, each checked against the whole schema and the definition `ref`. */
async function jsonOf(argv: string[], ref: string, stdin = ''): Promise<{ code: number; lines: Record<string, unknown>[] }> {
  const r = await cli(argv, stdin);
  const lines = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  const specific = validator(ref);
  for (const line of lines) {
    expect({ line, errors: whole(line) ? null : whole.errors }).toEqual({ line, errors: null });
    expect({ line, errors: specific(line) ? null : specific.errors }).toEqual({ line, errors: null });
  }
  return { code: r.code, lines };
}

const RESULT = '#/$defs/result';

describe('every command prints results of the one shape', () => {
  test.each<[string, string[], string]>([
    ['parse, valid', ['parse', 'urn:example:a?+r?=q#f'], ''],
    ['parse, invalid', ['parse', 'urn:example:a b'], ''],
    ['parse, strict', ['parse', 'urn:ab:c?+r', '--strict'], ''],
    ['parse, rfc2141bis directives', ['parse', 'URN:ISBN:0-395-36341-1?s=I2L&c=ToC', '--profile', 'rfc2141bis'], ''],
    ['parse, namespaces', ['parse', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:isbn:0-306-40615-3', '--namespaces'], ''],
    ['parse, standard input', ['parse', '-'], 'urn:ab:c\n\nurn:a:b\n'],
    ['validate, arguments', ['validate', 'urn:ab:c', 'urn:a:b'], ''],
    ['validate, standard input', ['validate', '--profile', 'rfc2141'], 'urn:a:b\nurn:x:y/z\n'],
    ['normalize', ['normalize', 'URN:EXAMPLE:a%2c?+r', 'urn:a:b'], ''],
    ['normalize, 5b', ['normalize', 'URN:FOO:a?s=I2L&c=%2c#x', '--profile', 'rfc2141bis', '--mode', '5b'], ''],
    ['equal, arguments', ['equal', 'urn:example:a', 'URN:EXAMPLE:a#f'], ''],
    ['equal, pairs from standard input', ['equal', '-'], 'urn:ab:c URN:AB:c\nurn:ab:c\turn:ab:C\nurn:a:b urn:ab:c\n'],
    ['extract', ['extract', '--invalid'], 'Namespaces: <urn:ietf:rfc:8141>.\n\tbroken: urn:a:b and urn:example:café\n'],
    ['extract, namespaces', ['extract', '--namespaces'], 'urn:isbn:0-306-40615-2 urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6'],
    ['parse, a draft revision and its parts', ['parse', 'urn:example:a//b?c#d', 'urn:abc:c?+rr:s', '--profile', 'rfc2141bis-08'], ''],
    ['parse, a draft with a resolverID', ['parse', 'urn:abc:c?+rr:s', '--profile', 'rfc2141bis-15'], ''],
    ['validate, a draft revision', ['validate', '--profile', 'saintandre-00'], 'urn:abc:c/d\nurn:abc:c\n'],
    ['extract, a draft revision', ['extract', '--invalid', '--profile', 'rfc2141bis-12'], 'see urn:example:a??r and urn:a:b\n'],
  ])('%s', async (_name, argv, stdin) => {
    const { lines } = await jsonOf([...argv, '--json'], RESULT, stdin);
    expect(lines.length).toBeGreaterThan(0);
  });

  test('parse: the parts, their spans, the warnings; an error with its hint and suggestions inside', async () => {
    const ok = (await jsonOf(['parse', 'urn:example:a?+r?=q#f', '--json'], RESULT)).lines[0];
    expect(ok).toMatchObject({ input: 'urn:example:a?+r?=q#f', valid: true, profile: 'rfc8141', parts: { nid: 'example', nss: 'a', rComponent: 'r', qComponent: 'q', fComponent: 'f' } });
    expect(ok.spans).toEqual({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, rComponent: { start: 15, end: 16 }, qComponent: { start: 18, end: 19 }, fComponent: { start: 20, end: 21 } });
    const bad = await jsonOf(['parse', 'urn:example:a b', '--json'], RESULT);
    expect(bad.code).toBe(1);
    expect(bad.lines[0]).toMatchObject({ valid: false, warnings: [], error: { code: 'invalid-nss', offset: 13, suggestions: ['urn:example:a%20b'], hint: expect.stringContaining('percent-encode') } });
  });

  test('lines from a file or standard input carry file and line, blank lines counted; arguments their position', async () => {
    const fromFile = await jsonOf(['validate', '--input', urns, '--json'], RESULT);
    expect(fromFile.lines.map((l) => [l.file, l.line, l.input, l.valid])).toEqual([
      [urns, 1, 'urn:ab:c', true],
      [urns, 3, 'urn:a:b', false],
      [urns, 5, 'URN:EX:a%2c?=q', true],
    ]);
    const fromStdin = await jsonOf(['parse', '--json'], RESULT, '\ufeffurn:ab:c\r\n\r\nurn:cd:e\r\n');
    expect(fromStdin.lines.map((l) => [l.file, l.line, l.input])).toEqual([
      ['<stdin>', 1, 'urn:ab:c'],
      ['<stdin>', 3, 'urn:cd:e'],
    ]);
    const args = await jsonOf(['normalize', 'urn:ab:c', '-', 'URN:CD:e', '--json'], RESULT, 'urn:x:y\n');
    expect(args.lines.map((l) => [l.argument, l.file, l.line, l.normalized ?? null])).toEqual([
      [1, undefined, undefined, 'urn:ab:c'],
      [undefined, '<stdin>', 1, null],
      [2, undefined, undefined, 'urn:cd:e'],
    ]);
  });

  test('equal: a\'s result with "equivalent", and b\'s as "other"', async () => {
    const { lines, code } = await jsonOf(['equal', '-', '--json'], RESULT, 'urn:ab:c URN:AB:c\nurn:ab:c urn:ab:C\nurn:a:b urn:ab:c\n');
    expect(code).toBe(2);
    expect(lines.map((l) => [l.line, l.equivalent, l.normalized, (l.other as Record<string, unknown>).normalized])).toEqual([
      [1, true, 'urn:ab:c', 'urn:ab:c'],
      [2, false, 'urn:ab:c', 'urn:ab:C'],
      [3, undefined, undefined, 'urn:ab:c'],
    ]);
  });

  test('extract: the candidate as input, with file, line, column and offset', async () => {
    const { lines } = await jsonOf(['extract', '--invalid', '--json'], RESULT, 'Namespaces: <urn:ietf:rfc:8141>.\n\tbroken: urn:a:b and urn:example:café\n');
    expect(lines.map((l) => [l.input, l.valid, l.file, l.line, l.column, l.offset])).toEqual([
      ['urn:ietf:rfc:8141', true, '<stdin>', 1, 14, 13],
      ['urn:a:b', false, '<stdin>', 2, 10, 42],
      ['urn:example:café', false, '<stdin>', 2, 22, 54],
    ]);
  });

  test('extract --count: the counts', async () => {
    const counts = await jsonOf(['extract', '--count', '--invalid', '--json'], '', 'urn:ab:c URN:AB:d urn:cd:e urn:a:b');
    expect(counts.lines).toEqual([{ nid: 'ab', count: 2 }, { nid: 'cd', count: 1 }, { invalid: 1 }]);
    for (const line of counts.lines) expect(validator('nid' in line ? '#/$defs/nidCount' : '#/$defs/invalidCount')(line)).toBe(true);
  });

  test('explain: a result per profile; valid when some profile accepts', async () => {
    const { lines } = await jsonOf(['explain', 'urn:a:b?c', 'urn:urn-1:x', '--namespaces', '--json'], '#/$defs/comparison');
    expect(lines.map((l) => [l.argument, l.valid, (l.profiles as { profile: string; valid: boolean }[]).map((p) => [p.profile, p.valid])])).toEqual([
      [1, true, [['rfc2141', true], ['rfc2141bis', false], ['rfc8141', false]]],
      [2, true, [['rfc2141', true], ['rfc2141bis', true], ['rfc8141', true]]],
    ]);
    expect(lines[1].registry).toMatchObject({ nid: 'urn-1', kind: 'informal' });
  });

  test('history: a result per revision in date order, with its date and what changed; valid when some revision accepts', async () => {
    const { lines, code } = await jsonOf(['history', 'urn:example:foo-bar-baz-qux?+cc=uk', '-', '--json'], '#/$defs/history', 'not a urn\n');
    expect(code).toBe(1);
    expect(lines.map((l) => [l.argument, l.file, l.line, l.valid, l.verdictChanges, (l.profiles as unknown[]).length])).toEqual([
      [1, undefined, undefined, true, 4, REVISIONS.length],
      [undefined, '<stdin>', 1, false, 0, REVISIONS.length],
    ]);
    const steps = lines[0].profiles as Record<string, unknown>[];
    expect(steps.map((p) => p.profile)).toEqual(REVISIONS.map((r) => r.name));
    expect(steps.filter((p) => p.verdictChanged).map((p) => [p.profile, p.date, p.valid])).toEqual([
      ['saintandre-00', '2012-10-15', false],
      ['rfc2141bis-07', '2014-01-23', true],
      ['rfc2141bis-15', '2016-02-04', false],
      ['rfc2141bis-16', '2016-04-16', true],
    ]);
    expect(steps.find((p) => p.profile === 'rfc2141bis-15')).toMatchObject({ valid: false, error: { code: 'invalid-r-component', offset: 31, profile: 'rfc2141bis-15', hint: null, suggestions: [] } });
    expect(steps.find((p) => p.profile === 'rfc2141bis-12')).toMatchObject({ valid: true, parts: { nid: 'example', nss: 'foo-bar-baz-qux', qString: '+cc=uk' }, warnings: [{ code: 'component-disallowed' }] });
  });

  test('diff --relation: the relation and the shortest string each way', async () => {
    const { lines, code } = await jsonOf(['diff', '--from', 'rfc2141bis-14', '--to', 'rfc2141bis-15', '--relation', '--json'], '#/$defs/relation');
    expect(code).toBe(1);
    expect(lines).toEqual([{ from: 'rfc2141bis-14', to: 'rfc2141bis-15', grammars: ['rfc2141bis-14', 'rfc2141bis-15'], relation: 'incomparable', onlyFrom: 'urn:aa:a?a', onlyTo: 'urn:aa:a?=a??' }]);
    const same = await jsonOf(['diff', '--from', 'rfc2141bis-18', '--to', 'rfc8141', '--relation', '--format', 'json'], '#/$defs/relation');
    expect([same.code, same.lines]).toEqual([0, [{ from: 'rfc2141bis-18', to: 'rfc8141', grammars: ['rfc8141', 'rfc8141'], relation: 'equal', onlyFrom: null, onlyTo: null }]]);
  });

  test('namespaces: one object per NID, one per line, whether listing all or showing one', async () => {
    const all = await jsonOf(['namespaces', '--json'], '#/$defs/namespaceEntry');
    expect(all.lines.map((l) => l.nid)).toEqual(namespaceCatalog().map((e) => e.nid));
    const bbf = all.lines.find((l) => l.nid === 'dslforum-org');
    expect(bbf).toMatchObject({ registry: { nid: 'dslforum-org' }, grammar: { set: 'shipped', aliases: ['broadband-forum-org', 'dslforum-org'], entry: 'urnkit/namespaces/bbf' }, registryDate: REGISTRY_DATE });
    expect(all.lines.find((l) => l.nid === 'li')).toMatchObject({ registry: null, grammar: { set: 'community', entry: null } });
    expect(all.lines.find((l) => l.nid === 'doi')).toMatchObject({ grammar: null });
    const one = await jsonOf(['namespaces', 'ISBN', '--json'], '#/$defs/namespaceEntry');
    expect(one.lines).toEqual([all.lines.find((l) => l.nid === 'isbn')]);
  });

  test('grammar compile: the NID and the files written', async () => {
    const out = join(dir, 'compiled');
    writeFileSync(join(dir, 'acme.abnf'), ['; @namespace acme', '; @source ACME registration s.1', '; @start item', 'item = "item:" 1*DIGIT', ''].join('\n'));
    const { lines, code } = await jsonOf(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', out, '--json'], '#/$defs/compiledGrammar');
    expect(code).toBe(0);
    expect(lines.map((l) => ({ ...l, files: [...(l.files as string[])].sort() }))).toEqual([{ nid: 'acme', files: ['acme.cjs', 'acme.diagnose.cjs', 'acme.grammar.cjs', 'acme.matcher.cjs'].map((f) => join(out, f)) }]);
    for (const f of lines[0].files as string[]) expect(existsSync(f)).toBe(true);
  });

  test("the schema's profile names are the ones the --profile option takes", () => {
    expect(schema.$defs.profile.enum).toEqual(REVISION_NAMES);
  });

  test('diff: the report, for a corpus and for two grammars', async () => {
    const corpus = await jsonOf(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--json'], '#/$defs/corpusDiff', 'urn:a:b\n\nurn:ab:c\n');
    expect(corpus.lines).toEqual([expect.objectContaining({ total: 2, onlyFrom: 1, bothValid: 1 })]);
    const grammars = await jsonOf(['diff', '--grammar', 'rfc2141', '--grammar', 'rfc8141', '--json'], '#/$defs/grammarDiff');
    expect(grammars.lines[0]).toMatchObject({ a: 'rfc2141', b: 'rfc8141' });
  });

  test('the schema rejects what is not a result: no error on a valid result, no parts on an invalid one, file without line', () => {
    const valid = { input: 'urn:ab:c', valid: true, profile: 'rfc8141', parts: { nid: 'ab', nss: 'c' }, spans: {}, warnings: [] };
    expect(validator(RESULT)(valid)).toBe(true);
    expect(validator(RESULT)({ ...valid, error: {} })).toBe(false);
    expect(validator(RESULT)({ ...valid, valid: false })).toBe(false);
    expect(validator(RESULT)({ ...valid, file: 'x' })).toBe(false);
    expect(validator(RESULT)({ ...valid, unknown: 1 })).toBe(false);
  });
});

describe('resultJson (src/results/json.ts): the text every --json line is built from', () => {
  // It writes a valid Urn's JSON directly; the record's JSON.stringify is the definition it must equal.
  const names = REVISIONS.map((r) => r.name);
  // The spec vectors, and inputs whose JSON needs escapes (quotes, backslashes, controls, non-ASCII) or directives and namespace views.
  const inputs = [...vectors().map((v) => v.input), 'urn:ab:"q"', 'urn:ab:a\\b', 'urn:ab:\u00e9', 'urn:ab:c\u2028', 'urn:ab:c?+r?=q#f', 'urn:isbn:0451450523', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:ab:c;d=e'];
  test.each(names)('%s: for every input, with and without namespace rules, the same text as JSON.stringify(resultRecord(...))', (profile) => {
    for (const input of inputs) {
      for (const namespaces of [false, true]) {
        const result = tryParse(input, { profile, namespaces });
        expect(resultJson(input, profile, result)).toBe(JSON.stringify(resultRecord(input, profile, result)));
      }
    }
  });
});
