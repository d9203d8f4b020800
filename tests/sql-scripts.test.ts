/*
 * The scripts of `urnkit sql`, executed as printed: DuckDB's (through
 * @duckdb/node-api) and PostgreSQL's (through psql, on a server of the test's
 * own, tests/support/postgres.ts) over tables of the spec vectors, with names
 * that need quoting; every value's verdict equal to isValid (and to the
 * vectors' own under the main profiles), every part equal to what parse
 * reads, PostgreSQL's domain refusing exactly the invalid values. Every other
 * engine's script: its statements (";" and a line end, "--" comments), its
 * literals, its names, its UDF where the engine runs JavaScript; BigQuery's
 * one-group extraction patterns run in DuckDB's RE2, BigQuery's engine too.
 */
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ENGINES, engineNamed } from '../src/sql/engines/index';
import { captureGroups, onlyGroup } from '../src/sql/groups';
import { scriptPatterns } from '../src/sql/patterns';
import { cli } from './support/cli';
import { PostgresServer, startPostgres } from './support/postgres';
import { expectedOf, script, SCRIPT_CASES } from './support/sql-cases';
import { statementsOf } from './support/sql-statements';
import { vectors } from './support/vectors';

const CASES = SCRIPT_CASES;

/** The inputs of a case: the spec vectors (a namespace's: also URNs of its own). */
function inputs(namespace?: string): string[] {
  const all = vectors().map((v) => v.input);
  return namespace === 'isbn' ? [...all, 'urn:isbn:0-306-40615-2', 'urn:ISBN:9780306406157', 'urn:isbn:0-306-40615-3', 'urn:isbn:x'] : all;
}

/** In tables of at most 100 rows: the scripts show each value's parts for 100 rows. */
const batches = (values: string[]): string[][] => Array.from({ length: Math.ceil(values.length / 100) }, (_, k) => values.slice(k * 100, k * 100 + 100));

/**
 * Columns named as the script names what it computes (issue 45): each holds
 * other values, so a script that read another column than the one asked, or
 * stopped at an ambiguous name, fails.
 */
const OWN_NAMES = ['urn_valid', 'urn_groups', 'urn_value', 'urn_nid', 'urnkit_result', 'sample', 'checked'];
const OWN_VALUES = ['urn:example:a', 'urn:ex:a?+r?=q#f', 'urn:ex:', 'urn_valid', 'URN:X:Y%2F', 'urn:ex:a#', 'urn:a:b?=c'];
/** Row r of the table of OWN_NAMES: each column holds a different value. */
const ownRow = (r: number): string[] => OWN_NAMES.map((_, c) => OWN_VALUES[(r + c) % OWN_VALUES.length]);

/** What a script run gives: each value's verdict and parts (the parts query), and the values listed as invalid. */
interface Outcome {
  rows: { value: string; valid: boolean; parts: Record<string, string | null> }[];
  invalid: string[];
}

describe('DuckDB: the script executed as printed', () => {
  let connection: DuckDBConnection;
  beforeAll(async () => {
    connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run('CREATE SCHEMA "urn data"');
  });
  afterAll(() => connection?.closeSync());

  async function run(text: string): Promise<Outcome> {
    const extracted = await connection.extractStatements(text);
    const results: unknown[][][] = [];
    for (let k = 0; k < extracted.count; k += 1) results.push((await (await extracted.prepare(k)).runAndReadAll()).getRows() as unknown[][]);
    const [parts, invalid] = results.slice(-2);
    return {
      rows: parts.map(([value, valid, ...p]) => ({ value: value as string, valid: valid as boolean, parts: p as never })),
      invalid: invalid.map(([v]) => v as string),
    };
  }

  test.each(CASES.map((c) => [c.namespace ? `${c.profile}, namespace ${c.namespace}` : c.profile, c] as const))('%s: verdicts of isValid, parts of parse', async (_name, { profile, namespace }) => {
    const patterns = scriptPatterns('re2', profile, namespace);
    const partNames = patterns.parts?.groups.map((g) => g.part) ?? [];
    for (const [k, batch] of batches([...inputs(namespace), null as unknown as string]).entries()) {
      const table = `spec "vectors" ${k}`;
      await connection.run(`CREATE OR REPLACE TABLE "urn data"."${table.replace(/"/g, '""')}" ("the urn" VARCHAR)`);
      const appender = await connection.createAppender(table, 'urn data');
      for (const v of batch) {
        if (v === null) appender.appendNull();
        else appender.appendVarchar(v);
        appender.endRow();
      }
      appender.closeSync();
      const outcome = await run(await script('duckdb', profile, namespace, `urn data.${table}`, 'the urn'));
      expect(outcome.rows).toHaveLength(batch.length);
      for (const row of outcome.rows) {
        if (row.value === null) {
          expect(row.valid).toBeNull();
          continue;
        }
        const expected = expectedOf(row.value, profile, namespace, partNames, '');
        expect({ value: row.value, valid: row.valid, parts: Object.fromEntries(partNames.map((p, i) => [p, (row.parts as unknown as (string | null)[])[i]])) }).toEqual({ value: row.value, ...expected });
      }
      expect(new Set(outcome.invalid)).toEqual(new Set(batch.filter((v) => v !== null && !expectedOf(v, profile, namespace, [], null).valid)));
    }
  });

  test.each(OWN_NAMES.map((n) => [n]))("a column named %s among columns named as the script's own: its values' verdicts and parts", async (name) => {
    const partNames = scriptPatterns('re2', 'rfc8141').parts?.groups.map((g) => g.part) ?? [];
    await connection.run(`CREATE OR REPLACE TABLE "urn data".own (${OWN_NAMES.map((n) => `"${n}" VARCHAR`).join(', ')})`);
    const appender = await connection.createAppender('own', 'urn data');
    for (let r = 0; r < OWN_VALUES.length; r += 1) {
      for (const v of ownRow(r)) appender.appendVarchar(v);
      appender.endRow();
    }
    appender.closeSync();
    const column = OWN_NAMES.indexOf(name);
    const values = OWN_VALUES.map((_, r) => ownRow(r)[column]);
    const outcome = await run(await script('duckdb', 'rfc8141', undefined, 'urn data.own', name));
    expect(outcome.rows.map((r) => r.value).sort()).toEqual([...values].sort());
    for (const row of outcome.rows) {
      const expected = expectedOf(row.value, 'rfc8141', undefined, partNames, '');
      expect({ value: row.value, valid: row.valid, parts: Object.fromEntries(partNames.map((p, i) => [p, (row.parts as unknown as (string | null)[])[i]])) }).toEqual({ value: row.value, ...expected });
    }
    expect(new Set(outcome.invalid)).toEqual(new Set(values.filter((v) => !expectedOf(v, 'rfc8141', undefined, [], null).valid)));
  });

  test("BigQuery's extraction patterns (the --parts pattern with one capturing group each) read each part in RE2 as DuckDB's do", async () => {
    const bigquery = engineNamed('bigquery');
    if (!bigquery) throw new Error('no BigQuery engine');
    for (const profile of ['rfc8141', 'rfc2141bis'] as const) {
      const { parts } = scriptPatterns('re2', profile);
      if (!parts) throw new Error(`no --parts pattern for ${profile}`);
      for (const g of parts.groups) {
        const one = onlyGroup(parts.pattern, 're2', g.number);
        expect(captureGroups(one, 're2')).toHaveLength(1);
        for (const value of inputs()) {
          const [[mine, theirs]] = (await connection.runAndReadAll(`SELECT regexp_extract($v, $one, 1), regexp_extract($v, $all, ${g.number})`, { v: value, one, all: parts.pattern } as never)).getRows();
          expect([value, g.part, mine]).toEqual([value, g.part, theirs]);
        }
      }
    }
  });
});

/** What psql prints for NULL here: no spec vector holds it. */
const NULL_MARK = '\u0002NULL\u0002';

describe('PostgreSQL: the script executed as printed, through psql', () => {
  let pg: PostgresServer;
  beforeAll(async () => {
    pg = await startPostgres();
    await pg.psql('CREATE SCHEMA "urn data"');
  }, 120_000);
  afterAll(() => pg?.stop());

  /** psql's output of the script as CSV records (--csv: quoted where needed), NULL shown as NULL_MARK. */
  async function records(text: string): Promise<(string | null)[][]> {
    const out = await pg.psql(text, ['--csv', '-P', `null=${NULL_MARK}`]);
    const rows: (string | null)[][] = [];
    let row: (string | null)[] = [];
    let i = 0;
    while (i < out.length) {
      let field = '';
      if (out[i] === '"') {
        for (i += 1; i < out.length; i += 1) {
          if (out[i] === '"' && out[i + 1] === '"') (field += '"'), (i += 1);
          else if (out[i] === '"') break;
          else field += out[i];
        }
        i += 1;
      } else {
        const end = out.slice(i).search(/[,\n]/);
        field = end < 0 ? out.slice(i) : out.slice(i, i + end);
        i += field.length;
      }
      row.push(field === NULL_MARK ? null : field);
      if (out[i] === ',') i += 1;
      else {
        rows.push(row);
        row = [];
        i += 1;
      }
    }
    return rows;
  }

  async function run(text: string, partCount: number, rows: number): Promise<Outcome> {
    const all = await records(text);
    const parts = all.slice(0, rows);
    for (const p of parts) expect(p).toHaveLength(partCount + 2);
    return {
      rows: parts.map(([value, valid, ...p]) => ({ value: value as string, valid: (valid === null ? null : valid === 't') as boolean, parts: p as never })),
      invalid: all.slice(rows).map(([v]) => v as string),
    };
  }

  test.each(CASES.map((c) => [c.namespace ? `${c.profile}, namespace ${c.namespace}` : c.profile, c] as const))('%s: verdicts of isValid, parts of parse, the domain', async (_name, { profile, namespace }) => {
    const patterns = scriptPatterns('postgres', profile, namespace);
    const partNames = patterns.parts?.groups.map((g) => g.part) ?? [];
    const domain = `urn_${namespace ? `${namespace}_` : ''}${profile}`.replace(/-/g, '_');
    for (const [k, batch] of batches([...inputs(namespace).filter((v) => !v.includes('\0')), null as unknown as string]).entries()) {
      const table = `spec "vectors" ${k}`;
      const quoted = `"urn data"."${table.replace(/"/g, '""')}"`;
      const values = batch.map((v) => (v === null ? 'NULL' : `$v$${v}$v$`)).join('), (');
      await pg.psql(`DROP DOMAIN IF EXISTS ${domain} CASCADE; DROP TABLE IF EXISTS ${quoted}; CREATE TABLE ${quoted} ("the urn" text); INSERT INTO ${quoted} VALUES (${values});`);
      const outcome = await run(await script('postgres', profile, namespace, `urn data.${table}`, 'the urn'), partNames.length, batch.length);
      for (const row of outcome.rows) {
        if (row.value === null) continue;
        const expected = expectedOf(row.value, profile, namespace, partNames, null);
        expect({ value: row.value, valid: row.valid, parts: Object.fromEntries(partNames.map((p, i) => [p, (row.parts as unknown as (string | null)[])[i]])) }).toEqual({ value: row.value, ...expected });
      }
      const invalid = batch.filter((v) => v !== null && !expectedOf(v, profile, namespace, [], null).valid);
      expect(new Set(outcome.invalid)).toEqual(new Set(invalid));
      // The domain takes exactly the valid values.
      const refused = await records(
        `CREATE TEMP TABLE refused (v text);
         DO $do$ DECLARE v text; BEGIN
           FOR v IN SELECT "the urn" FROM ${quoted} WHERE "the urn" IS NOT NULL LOOP
             BEGIN PERFORM v::${domain}; EXCEPTION WHEN check_violation THEN INSERT INTO refused VALUES (v); END;
           END LOOP; END $do$;
         SELECT v FROM refused;`,
      );
      expect(new Set(refused.map(([v]) => v))).toEqual(new Set(invalid));
    }
  });
  test.each(OWN_NAMES.map((n) => [n]))("a column named %s among columns named as the script's own: its values' verdicts and parts", async (name) => {
    const partNames = scriptPatterns('postgres', 'rfc8141').parts?.groups.map((g) => g.part) ?? [];
    const rows = OWN_VALUES.map((_, r) => `(${ownRow(r).map((v) => `$v$${v}$v$`).join(', ')})`).join(', ');
    await pg.psql(`DROP DOMAIN IF EXISTS urn_rfc8141 CASCADE; DROP TABLE IF EXISTS "urn data".own; CREATE TABLE "urn data".own (${OWN_NAMES.map((n) => `"${n}" text`).join(', ')}); INSERT INTO "urn data".own VALUES ${rows};`);
    const column = OWN_NAMES.indexOf(name);
    const values = OWN_VALUES.map((_, r) => ownRow(r)[column]);
    const outcome = await run(await script('postgres', 'rfc8141', undefined, 'urn data.own', name), partNames.length, values.length);
    expect(outcome.rows.map((r) => r.value).sort()).toEqual([...values].sort());
    for (const row of outcome.rows) {
      const expected = expectedOf(row.value, 'rfc8141', undefined, partNames, null);
      expect({ value: row.value, valid: row.valid, parts: Object.fromEntries(partNames.map((p, i) => [p, (row.parts as unknown as (string | null)[])[i]])) }).toEqual({ value: row.value, ...expected });
    }
    expect(new Set(outcome.invalid)).toEqual(new Set(values.filter((v) => !expectedOf(v, 'rfc8141', undefined, [], null).valid)));
  });
});

describe("every engine's script: statements, literals, names, the UDF", () => {
  const TABLE = 'my-project.urn data.spec `vectors`';
  const COLUMN = 'the "urn"';

  test.each(ENGINES.flatMap((e) => CASES.map((c) => [e.name, c.profile, c.namespace] as const)))('%s, %s %s', async (name, profile, namespace) => {
    const engine = engineNamed(name);
    if (!engine) throw new Error(name);
    const text = await script(name, profile, namespace, TABLE, COLUMN);
    const statements = statementsOf(text, { backslash: ['bigquery', 'snowflake', 'clickhouse', 'mariadb'].includes(name) || name === 'spark' });
    const column = engine.identifier(COLUMN);
    const table = TABLE.split('.').map((p) => engine.identifier(p)).join('.');
    const last = statements[statements.length - 1];
    const patterns = scriptPatterns(engine.dialect, profile, namespace);
    const udf = ['bigquery', 'snowflake'].includes(name) && namespace === undefined && ['rfc2141', 'rfc2141bis', 'rfc8141'].includes(profile);
    // The last statement lists the invalid rows, the column first (with the UDF, as urn_value: the UDF's columns are named beside it).
    expect(last.sql.startsWith(udf ? 'SELECT urn_value,' : `SELECT ${column}\n`)).toBe(true);
    if (udf) expect(last.sql).toContain(`(SELECT ${column} AS urn_value, `);
    expect(last.sql).toContain(`FROM ${table}`);
    expect(last.sql).toContain(`${column} IS NOT NULL AND NOT ${engine.matches(column, patterns.valid)}`);
    // Every comment is one line of text.
    for (const s of statements) for (const c of s.comments) expect(c).not.toMatch(/[\r\n]/);
    expect(statements.some((s) => /CREATE (OR REPLACE )?TEMP(ORARY)? FUNCTION urnkit_check/.test(s.sql))).toBe(udf);
    expect(last.sql.includes('AS error_code')).toBe(udf);
    expect(statements.some((s) => s.sql.startsWith('CREATE DOMAIN'))).toBe(name === 'postgres');
    // The parts query extracts each part the patterns capture.
    const partsQuery = statements[statements.length - 2];
    for (const g of patterns.parts?.groups ?? []) expect(partsQuery.sql).toContain(`AS urn_${g.part}`);
    if (name === 'bigquery') for (const m of partsQuery.sql.matchAll(/REGEXP_EXTRACT\([^,]+, '((?:[^'\\]|\\.)*)'\)/g)) expect(captureGroups(m[1].replace(/\\(.)/g, '$1'), 're2')).toHaveLength(1);
  });

  test('the engines whose dialect another test runs: BigQuery and ClickHouse print the RE2 pattern DuckDB runs; Trino, Spark SQL and MySQL the Java pattern; MariaDB the PCRE pattern', () => {
    const dialects = Object.fromEntries(ENGINES.map((e) => [e.name, e.dialect]));
    expect(dialects).toEqual({ bigquery: 're2', clickhouse: 're2', duckdb: 're2', postgres: 'postgres', spark: 'java', trino: 'java', mysql: 'java', mariadb: 'pcre', snowflake: 'posix' });
  });

  test("what the engines' differences from the tested ones would touch is absent from the patterns: no '.' (ClickHouse's RE2 matches line ends with it), no flag, \\b, \\Q or \\p (Trino's Joni), no '$' (ICU's, in MySQL, matches before a final line end)", () => {
    /** The pattern outside its escapes and bracket expressions. */
    const bare = (p: string): string => p.replace(/\\./g, '').replace(/\[\^?\]?(?:[^\]\\]|\\.)*\]/g, '');
    for (const { profile, namespace } of CASES) {
      for (const parts of [false, true]) {
        const re2 = scriptPatterns('re2', profile, namespace);
        const java = scriptPatterns('java', profile, namespace);
        const pick = (p: typeof re2): string[] => [p.valid, ...(parts && p.parts ? [p.parts.pattern] : [])];
        for (const p of pick(re2)) expect([profile, p, bare(p).includes('.')]).toEqual([profile, p, false]);
        for (const p of pick(java)) {
          expect([profile, p, /\(\?[a-z]|\\[bBQpP]/.test(p), bare(p).includes('$')]).toEqual([profile, p, false, false]);
          expect(p.endsWith('\\z')).toBe(true);
        }
      }
    }
  });
});

describe('--udf-library where the BigQuery script has no UDF (a namespace, a draft): said on stderr, the script printed', () => {
  test.each([
    ['--namespace', ['--namespace', 'isbn']],
    ['a draft revision', ['--profile', 'rfc2141bis-15']],
  ])('%s', async (_name, extra) => {
    const r = await cli(['sql', '--engine', 'bigquery', ...extra, '--table', 't', '--column', 'u', '--udf-library', 'gs://b/urnkit.udf.js']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^urnkit sql: --udf-library is not used: urnkit's UDF bundle holds the three main profiles and no namespace grammar, [^\n]*\n$/);
    expect(r.stdout).not.toContain('gs://b/urnkit.udf.js');
    expect(r.stdout).not.toContain('CREATE TEMP FUNCTION');
  });
});

describe('what urnkit sql refuses: one line, exit status 2', () => {
  const names = ['--table', 't', '--column', 'u'];
  test.each<[string, string[], RegExp]>([
    ['an engine that is none, with the choices', ['--engine', 'oracle', ...names], /^urnkit sql: option '-e, --engine <engine>' argument 'oracle' is invalid\. Allowed choices are bigquery, snowflake, duckdb, postgres, spark, trino, clickhouse, mysql, mariadb\.\n$/],
    ['a profile that is none, with the choices', ['--engine', 'duckdb', '--profile', 'rfc9999', ...names], /^urnkit sql: option '-p, --profile <profile>' argument 'rfc9999' is invalid\. Allowed choices are rfc2141, /],
    ['a namespace that is none, with the choices', ['--engine', 'duckdb', '--namespace', 'nope', ...names], /^urnkit sql: --namespace "nope" is no shipped namespace grammar with a pattern; the choices \(or an alias of one\): (?:(?!\bli,).)*\bisbn\b.*\buuid\b/],
    ['no table', ['--engine', 'duckdb', '--column', 'u'], /^urnkit sql: required option '--table <name>' not specified\n$/],
    ['an empty name', ['--engine', 'duckdb', '--table', '', '--column', 'u'], /^urnkit sql: the table name is empty\n$/],
    ['an empty part of a dotted table name, named', ['--engine', 'duckdb', '--table', 'a..b', '--column', 'u'], /^urnkit sql: the table name "a\.\.b" has an empty part, part 2 of 3 \(dots separate catalog, schema and table\)\n$/],
    ['a table name ending in a dot', ['--engine', 'postgres', '--table', 'archive.', '--column', 'u'], /^urnkit sql: the table name "archive\." has an empty part, part 2 of 2 /],
    ['--udf-library for an engine that loads no UDF library', ['--engine', 'snowflake', ...names, '--udf-library', 'gs://b/urnkit.udf.js'], /^urnkit sql: --udf-library is BigQuery's \(where its UDF loads urnkit's bundle from\); --engine snowflake takes none\n$/],
    ['a Cloud Storage URI that is not ASCII: the address is named, not the pattern', ['--engine', 'bigquery', ...names, '--udf-library', 'gs://b/caf\u00e9/urnkit.udf.js'], /^urnkit sql: BigQuery: the UDF library address \(--udf-library\) holds a character that is not printable ASCII/],
    ['a line end in a name', ['--engine', 'postgres', '--table', 't', '--column', 'u\nDROP TABLE t; --'], /^urnkit sql: the column name holds U\+000A at 1, which no name in a script may hold/],
    ['a name MySQL cannot hold', ['--engine', 'mysql', '--table', 't', '--column', 'u\u{1F600}'], /^urnkit sql: MySQL: the name holds U\+1F600 at 1; MySQL names hold the Basic Multilingual Plane only\n$/],
    ['a Cloud Storage URI that is none', ['--engine', 'bigquery', ...names, '--udf-library', "gs://b/x'); DROP"], /^urnkit sql: --udf-library takes a Cloud Storage URI/],
  ])('%s', async (_name, argv, message) => {
    const r = await cli(['sql', ...argv]);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  });
});
