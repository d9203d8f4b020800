/*
 * urnkit/duckdb in DuckDB itself (@duckdb/node-api): every function on the
 * spec vectors under each main profile, their parts and verdicts as the
 * vectors give them, NULL in and NULL out in every argument, several data
 * chunks in one query, hostile options and inputs, and the message when the
 * package is not installed.
 */
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { spawnSync } from 'child_process';
import { PROFILES, ProfileName, tryParse } from '../src';
import { registerUrnFunctions } from '../src/entries/duckdb';
import { ROOT, TS_CHILD } from './support/child';
import { HIDE_DUCKDB, vectorTable } from './support/duckdb';
import { readJsonl, vectors } from './support/vectors';

let connection: DuckDBConnection;

/** The rows of a query as plain objects (DuckDB's JSON form of each value: structs as objects). */
async function rows(sql: string, values?: Record<string, string | null>): Promise<Record<string, unknown>[]> {
  return (await connection.runAndReadAll(sql, values as never)).getRowObjectsJson() as Record<string, unknown>[];
}

beforeAll(async () => {
  connection = await (await DuckDBInstance.create(':memory:')).connect();
  await registerUrnFunctions(connection);
  await registerUrnFunctions(connection, { profile: 'rfc2141bis', prefix: 'bis_' });
  await vectorTable(connection, 'vectors');
});

afterAll(() => connection?.closeSync());

/** A vector's parts under a profile as the STRUCT gives them: every field of `fields`, null where absent. */
const struct = (parts: Record<string, string>, fields: readonly string[]): Record<string, string | null> =>
  Object.fromEntries(fields.map((f) => [f.toLowerCase(), Object.prototype.hasOwnProperty.call(parts, f) ? parts[f] : null]));

const FIELDS: Record<ProfileName, readonly string[]> = {
  rfc2141: ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent'],
  rfc8141: ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent'],
  rfc2141bis: ['nid', 'nss', 'query', 'fragment'],
};

describe.each(PROFILES.map((p) => [p]))('the spec vectors under %s', (profile) => {
  const prefix = profile === 'rfc2141bis' ? 'bis_' : 'urn_';
  let results: Record<string, unknown>[] = [];
  beforeAll(async () => {
    results = await rows(
      `SELECT i, ${prefix}valid(input, $p) AS valid, ${prefix}parse(input, $p) AS parts, ${prefix}error_code(input, $p) AS code, ${prefix}hint(input, $p) AS hint,
        ${prefix}normalize(input, $p) AS normalized FROM vectors ORDER BY i`,
      { p: profile },
    );
  });

  test('urn_valid is the verdict the vector gives; urn_parse its parts, NULL when invalid', () => {
    const all = vectors();
    expect(results).toHaveLength(all.length);
    for (const r of results) {
      const v = all[r.i as number];
      expect({ input: v.input, valid: r.valid }).toEqual({ input: v.input, valid: v[profile] });
      const parts = v.partsByProfile?.[profile];
      if (!v[profile]) expect({ input: v.input, parts: r.parts }).toEqual({ input: v.input, parts: null });
      else if (parts) expect({ input: v.input, parts: r.parts }).toEqual({ input: v.input, parts: struct(parts, FIELDS[profile]) });
    }
  });

  test("urn_error_code and urn_hint are the error's code and hint; urn_normalize the normal form of the valid ones", () => {
    const all = vectors();
    for (const r of results) {
      const v = all[r.i as number];
      const result = tryParse(v.input, { profile });
      expect({ input: v.input, code: r.code, hint: r.hint }).toEqual({ input: v.input, code: result.ok ? null : result.error.code, hint: result.ok ? null : (result.error.hint ?? null) });
      expect(r.normalized === null).toBe(!v[profile]);
    }
  });
});

interface EquivalenceVector {
  a: string;
  b: string;
  rfc2141: boolean;
  rfc2141bis_5a: boolean;
  rfc8141: boolean;
}

test('urn_equal gives the equivalence vectors\' verdicts (rfc2141bis: step 5a), NULL when either is invalid', async () => {
  const pairs = readJsonl<EquivalenceVector>('equivalence.public.jsonl');
  for (const p of pairs) {
    for (const [profile, expected] of [
      ['rfc2141', p.rfc2141],
      ['rfc2141bis', p.rfc2141bis_5a],
      ['rfc8141', p.rfc8141],
    ] as const) {
      const bothValid = tryParse(p.a, { profile }).ok && tryParse(p.b, { profile }).ok;
      const [r] = await rows('SELECT urn_equal($a, $b, $p) AS eq', { a: p.a, b: p.b, p: profile });
      expect({ ...p, profile, eq: r.eq }).toEqual({ ...p, profile, eq: bothValid ? expected : null });
    }
  }
  expect((await rows("SELECT urn_equal('URN:EXAMPLE:a%2c', 'urn:example:a%2C') AS eq, urn_normalize('URN:EXAMPLE:a%2c?+r#f') AS n"))[0]).toEqual({ eq: true, n: 'urn:example:a%2C' });
});

test('NULL in, NULL out: in every argument of every function', async () => {
  const one = ['valid', 'parse', 'error_code', 'hint', 'normalize'];
  const calls = [
    ...one.flatMap((f) => [`urn_${f}(NULL)`, `urn_${f}(NULL, 'rfc8141')`, `urn_${f}('urn:a:b', NULL)`, `urn_${f}(NULL, NULL)`]),
    "urn_equal(NULL, 'urn:ab:c')",
    "urn_equal('urn:ab:c', NULL)",
    "urn_equal('urn:ab:c', 'urn:ab:c', NULL)",
    "urn_equal(NULL, NULL, 'rfc2141')",
  ];
  const [r] = await rows(`SELECT ${calls.map((c, i) => `${c} AS c${i}`).join(', ')}`);
  expect(Object.values(r)).toEqual(calls.map(() => null));
  // A NULL beside values in the same chunk: only its own row is NULL.
  expect(await rows("SELECT urn_valid(x) AS v FROM (VALUES ('urn:ab:c'), (NULL), ('urn:a:b')) t(x)")).toEqual([{ v: true }, { v: null }, { v: false }]);
});

test('a query over many data chunks gives each row its own answer, in order', async () => {
  // 234 vectors x 10 = 2,340 rows: more than DuckDB's 2,048 rows a chunk.
  const r = await rows('SELECT v.i, k, urn_valid(v.input) AS valid, urn_error_code(v.input) AS code FROM vectors v, range(10) t(k) ORDER BY k, v.i');
  const all = vectors();
  expect(r).toHaveLength(all.length * 10);
  for (const x of r) {
    const v = all[x.i as number];
    const result = tryParse(v.input);
    expect([v.input, x.valid, x.code]).toEqual([v.input, v.rfc8141, result.ok ? null : result.error.code]);
  }
});

describe('hostile input', () => {
  test.each([
    ['a long valid NSS', `urn:ex:${'a'.repeat(1_000_000)}`, true, null],
    ['a NUL', 'urn:ex:a\u0000b', false, 'invalid-nss'],
    ['non-ASCII', 'urn:ex:café', false, 'invalid-nss'],
    ['an astral character', 'urn:ex:\u{1F600}', false, 'invalid-nss'],
    ['past the maximum length', `urn:ex:${'a'.repeat(8 * 1024 * 1024)}`, false, 'input-too-long'],
  ])('%s', async (_name, input, valid, code) => {
    expect(await rows('SELECT urn_valid($u) AS valid, urn_error_code($u) AS code', { u: input })).toEqual([{ valid, code }]);
  });

  test('a profile argument that is no revision fails the query with the TypeError of the library', async () => {
    await expect(rows("SELECT urn_valid('urn:ab:c', 'rfc9999')")).rejects.toThrow(/urnkit\.urn_valid: the profile argument must be "rfc2141", .*got the string "rfc9999"/);
    await expect(rows("SELECT urn_valid('urn:ab:c', 'toString')")).rejects.toThrow(/urnkit\.urn_valid: the profile argument/);
    await expect(rows("SELECT urn_normalize('urn:ab:c', 'rfc2141bis-08')")).rejects.toThrow(/urnkit\.urn_normalize: .*takes no draft revision/);
  });

  test("urn_parse fails for a profile whose parts its STRUCT does not have, rather than drop them", async () => {
    await expect(rows("SELECT urn_parse('urn:ab:c', 'rfc2141bis')")).rejects.toThrow(/urnkit\.urn_parse: the parts query, fragment of profile "rfc2141bis" are not in the STRUCT of rfc8141/);
    expect(await rows("SELECT bis_parse('urn:ab:c?a=b#f') AS p")).toEqual([{ p: { nid: 'ab', nss: 'c', query: 'a=b', fragment: 'f' } }]);
  });

  test('a draft revision as the registered profile: its parts make the STRUCT', async () => {
    await registerUrnFunctions(connection, { profile: 'rfc2141bis-12', prefix: 'd12_' });
    const [r] = await rows("SELECT d12_parse('urn:ab:c?q#f') AS p, d12_valid('urn:ab:c?q#f') AS v");
    const urn = tryParse('urn:ab:c?q#f', { profile: 'rfc2141bis-12' });
    expect(urn.ok).toBe(true);
    expect(r.v).toBe(true);
    expect(Object.keys(r.p as object)).toEqual(['nid', 'nss', 'qstring', 'rstring', 'fstring']);
  });
});

describe('hostile options', () => {
  test.each<[string, unknown, RegExp]>([
    ['an unknown option, with the closest named', { profiles: 'rfc2141' }, /unknown option "profiles"; did you mean "profile"\?/],
    ['a profile that is none', { profile: 'rfc9999' }, /option "profile" must be/],
    ['a prefix that would be SQL', { prefix: 'x(); DROP TABLE t; --' }, /option "prefix" must be letters, digits and '_'/],
    ['a prefix that is no string', { prefix: 7 }, /option "prefix" must be/],
    ['options that are no object', 'rfc2141', /the options must be an object/],
  ])('%s: a TypeError naming it', async (_name, options, message) => {
    await expect(registerUrnFunctions(connection, options as never)).rejects.toThrow(message);
  });

  test('a connection that is none: a TypeError, nothing registered', async () => {
    await expect(registerUrnFunctions({ registerScalarFunction: () => undefined } as never)).rejects.toThrow(/urnkit\.registerUrnFunctions: the connection must be a DuckDBConnection/);
    await expect(registerUrnFunctions(null as never)).rejects.toThrow(/the connection must be/);
  });

  test('a polluted Object.prototype switches no option on, in registration or in a query', async () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.profile = 'rfc2141';
    proto.strict = true;
    proto.prefix = 'evil_';
    try {
      expect(await registerUrnFunctions(connection, {})).toEqual(['urn_valid', 'urn_parse', 'urn_error_code', 'urn_hint', 'urn_normalize', 'urn_equal']);
      // RFC 8141, not strict: "urn:a:b" is invalid (a one-letter NID), a warning does not fail.
      // (DuckDB's own conversion of a STRUCT to an object reads inherited keys: the STRUCT is read as its JSON text.)
      expect(await rows("SELECT urn_valid('urn:a:b') AS a, urn_valid('urn:ab:c?+r') AS b, to_json(urn_parse('urn:ab:c?+r'))::VARCHAR AS p")).toEqual([
        { a: false, b: true, p: '{"nid":"ab","nss":"c","rcomponent":"r","qcomponent":null,"fcomponent":null}' },
      ]);
    } finally {
      delete proto.profile;
      delete proto.strict;
      delete proto.prefix;
    }
  });

  test('strict and namespaces are the options parse takes', async () => {
    await registerUrnFunctions(connection, { strict: true, namespaces: true, prefix: 'ns_' });
    const [r] = await rows("SELECT ns_valid('urn:isbn:0-306-40615-2') AS good, ns_error_code('urn:isbn:0-306-40615-3') AS digit, ns_error_code('urn:nope:x') AS unregistered");
    expect(r).toEqual({ good: true, digit: 'invalid-check-digit', unregistered: 'nid-unregistered' });
  });
});

test('without @duckdb/node-api installed: an error that names the package to install, and urnkit/duckdb still imports', () => {
  const script = `${HIDE_DUCKDB}
    const { registerUrnFunctions } = require('./src/entries/duckdb');
    registerUrnFunctions({}).then(() => console.log('registered'), (e) => console.log(e.name + ': ' + e.message));`;
  const r = spawnSync(process.execPath, [...TS_CHILD, '-e', script], { cwd: ROOT, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim()).toBe(
    'DuckDBUnavailable: urnkit.registerUrnFunctions: DuckDB is not installed: it needs the package @duckdb/node-api (an optional peer dependency of urnkit), which `npm install @duckdb/node-api` adds',
  );
});
