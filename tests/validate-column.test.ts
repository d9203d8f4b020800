/*
 * urnkit validate --column: a column of Parquet, CSV and JSON files read
 * through DuckDB gives the verdicts validate gives the same values as lines
 * of text (on a Parquet file of 10^6 rows made here with DuckDB's COPY, where
 * urnkit/duckdb's functions give them too), with rows in place of lines; NULLs skipped and counted; a missing column, a
 * column that is not text, a file that cannot be read, and DuckDB missing
 * are one line each and exit status 2.
 */
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import Ajv2020 from 'ajv/dist/2020';
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { gzipSync } from 'zlib';
import schema from '../schemas/result.schema.json';
import { CLI_CHILD, ROOT } from './support/child';
import { registerUrnFunctions } from '../src/entries/duckdb';
import { isBlank } from '../src/cli/inputs';
import { cli, CliResult } from './support/cli';
import { HIDE_DUCKDB, vectorTable } from './support/duckdb';
import { vectors } from './support/vectors';

let dir = '';
let connection: DuckDBConnection;
const at = (name: string): string => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-column-'));
  connection = await (await DuckDBInstance.create(':memory:')).connect();
});

afterAll(() => {
  connection?.closeSync();
  rmSync(dir, { recursive: true, force: true });
});

/** The spec vectors' inputs as a DuckDB table `vectors(i, input)`, made once. */
let vectorsMade: Promise<void> | undefined;
const vectorsTable = (): Promise<void> => (vectorsMade ??= vectorTable(connection, 'vectors'));

/** The output with its `file:row\t` or `file:line\t` labels taken off. */
const unlabelled = (text: string): string => text.replace(/^[^\t\n]*:\d+\t/gm, '');

describe('a Parquet file of 10^6 rows', () => {
  const ROWS = 1_000_000;
  let parquet = '';
  let text = '';
  beforeAll(async () => {
    await vectorsTable();
    parquet = at('million.parquet');
    text = at('million.txt');
    // Every 8th row a spec vector (those shorter than 300 characters, in turn), every 1,000th NULL, the rest
    // URNs valid under RFC 8141 or not (a one-letter NID, a space, "?+" without an r-component) by the row number.
    await connection.run(`CREATE TABLE million AS
      WITH short AS (SELECT row_number() OVER (ORDER BY i) - 1 AS k, input FROM vectors WHERE length(input) < 300),
      n AS (SELECT count(*) AS n FROM short)
      SELECT r.i, CASE
        WHEN r.i % 1000 = 999 THEN NULL
        WHEN r.i % 8 = 0 THEN (SELECT input FROM short WHERE k = (r.i // 8) % (SELECT n FROM n))
        WHEN r.i % 7 = 1 THEN 'urn:a:' || r.i
        WHEN r.i % 7 = 2 THEN 'urn:example:a ' || r.i
        WHEN r.i % 7 = 3 THEN 'urn:example:' || r.i || '?+'
        ELSE 'URN:ex' || (r.i % 97) || ':' || r.i || '?=q' || (r.i % 5) || '#f'
      END AS urn FROM range(${ROWS}) r(i)`);
    await connection.run(`COPY (SELECT urn FROM million ORDER BY i) TO '${parquet}' (FORMAT parquet)`);
    const [[all]] = (await connection.runAndReadAll("SELECT string_agg(urn, chr(10) ORDER BY i) FROM million WHERE urn IS NOT NULL")).getRows();
    writeFileSync(text, `${String(all)}\n`);
  }, 300_000);

  /** validate on the URNs as lines, run once for the tests below. */
  let textRun: Promise<CliResult> | undefined;
  const validateText = (): Promise<CliResult> => (textRun ??= cli(['validate', '--input', text, '--jobs', '1']));

  test('validate --column gives validate\'s verdicts on the same URNs as lines, NULLs skipped and counted', async () => {
    const fromColumn = await cli(['validate', '--column', 'urn', parquet, '--jobs', '1']);
    const fromText = await validateText();
    expect(fromColumn.code).toBe(1);
    expect(fromText.code).toBe(1);
    const lines = fromColumn.stdout.split('\n').length - 1;
    expect(lines).toBeGreaterThan(990_000);
    expect(fromColumn.stdout === fromText.stdout).toBe(true);
    const [valid, invalid] = /^(\d+) valid, (\d+) invalid/.exec(fromText.stderr)?.slice(1).map(Number) ?? [];
    // One blank spec vector ("") every 8 x (vectors < 300 characters) rows: blank values, skipped as blank lines are.
    const blank = ROWS - 1000 - valid - invalid;
    expect(fromColumn.stderr).toBe(`${valid} valid, ${invalid} invalid, ${blank} blank value${blank === 1 ? '' : 's'}, 1000 nulls skipped\n`);
    expect(fromText.stderr).toBe(`${valid} valid, ${invalid} invalid${blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : ''}\n`);
  }, 300_000);

  test("registerUrnFunctions: urn_valid and urn_error_code over the file give validate's verdicts and error codes on the same URNs as lines", async () => {
    await registerUrnFunctions(connection);
    const reader = await connection.runAndReadAll(
      `SELECT urn, urn_valid(urn) AS valid, urn_error_code(urn) AS code FROM read_parquet('${parquet}', file_row_number = true) WHERE urn IS NOT NULL ORDER BY file_row_number`,
    );
    // validate skips blank lines: its lines are the other rows, in order ("<verdict>\t<input>\t<code> at offset ...").
    const judged = (reader.getRows() as Array<[string, boolean, string | null]>).filter(([urn]) => !isBlank(urn));
    const lines = (await validateText()).stdout.split('\n').slice(0, -1);
    expect(judged.length).toBe(lines.length);
    const differ: string[] = [];
    lines.forEach((line, k) => {
      const [verdict, , detail] = line.split('\t');
      const code = verdict === 'valid' ? null : detail.slice(0, detail.indexOf(' '));
      const [urn, validInDuckDB, codeInDuckDB] = judged[k];
      if ((validInDuckDB !== (verdict === 'valid') || codeInDuckDB !== code) && differ.length < 5) differ.push(`${JSON.stringify(urn)}: validate ${line}; DuckDB ${validInDuckDB} ${codeInDuckDB}`);
    });
    expect(differ).toEqual([]);
    expect(judged.filter(([, v]) => !v).length).toBeGreaterThan(100_000);
  }, 300_000);
});

describe('CSV, TSV, JSON and JSON Lines', () => {
  beforeAll(() => {
    writeFileSync(at('urns.csv'), 'id,urn,note\n1,urn:example:a,x\n2,,empty: NULL\n3,"urn:a:b",quoted\n4,"urn:ex:a,""b""",comma and quotes\n5,"  ",blank\n6,urn:ab:c?+r,last\n');
    writeFileSync(at('urns.tsv'), 'urn\tid\nurn:example:a\t1\nurn:a:b\t2\n');
    writeFileSync(at('urns.csv.gz'), gzipSync('urn\nurn:example:a\nurn:a:b\n'));
    writeFileSync(at('urns.jsonl'), '{"urn":"urn:example:a"}\n{"urn":null}\n{"other":1}\n{"urn":"urn:a:b","n":{"x":1}}\n{"urn":"2024-01-01"}\n');
    writeFileSync(at('urns.json'), '[{"urn":"urn:example:a"},{"urn":"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"}]');
  });

  test('CSV: the field as the file writes it (quotes undone, no type guessed), row numbers after the header, empty fields NULL', async () => {
    const r = await cli(['validate', '--column', 'urn', at('urns.csv'), '-n']);
    const asLines = await cli(['validate', '-'], 'urn:example:a\nurn:a:b\nurn:ex:a,"b"\nurn:ab:c?+r\n');
    expect(unlabelled(r.stdout)).toBe(asLines.stdout);
    expect(r.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual([1, 3, 4, 6].map((row) => `${at('urns.csv')}:${row}`).concat(''));
    expect(r.stderr).toBe('2 valid, 2 invalid, 1 blank value, 1 null skipped\n');
    expect(r.code).toBe(1);
  });

  test('a quoted empty CSV field is an empty string (RFC 4180 s.2), an unquoted one NULL: the same counts as from JSON Lines and Parquet', async () => {
    await connection.run("CREATE TABLE blanks AS SELECT * FROM (VALUES (1, 'urn:example:a'), (2, ''), (3, NULL)) t(i, urn)");
    const files = { csv: at('blanks.csv'), jsonl: at('blanks.jsonl'), parquet: at('blanks.parquet') };
    await connection.run(`COPY (SELECT urn FROM blanks ORDER BY i) TO '${files.csv}' (FORMAT csv, HEADER)`);
    await connection.run(`COPY (SELECT urn FROM blanks ORDER BY i) TO '${files.jsonl}' (FORMAT json)`);
    await connection.run(`COPY (SELECT urn FROM blanks ORDER BY i) TO '${files.parquet}' (FORMAT parquet)`);
    // DuckDB writes the empty string quoted and the NULL as nothing.
    expect(readFileSync(files.csv, 'utf8')).toBe('urn\nurn:example:a\n""\n\n');
    for (const file of Object.values(files)) {
      expect(await cli(['validate', '--column', 'urn', file])).toEqual({ code: 0, stdout: 'valid\t"urn:example:a"\n', stderr: '1 valid, 0 invalid, 1 blank value, 1 null skipped\n' });
    }
  });

  test('TSV and gzip-compressed CSV', async () => {
    expect(await cli(['validate', '--column', 'urn', at('urns.tsv'), at('urns.csv.gz'), '--quiet'])).toEqual({ code: 1, stdout: '', stderr: '' });
    const r = await cli(['validate', '--column', 'urn', at('urns.csv.gz')]);
    expect(r.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual(['valid', 'invalid', '']);
  });

  test('JSON Lines and JSON: every string checked as it is (a date or a UUID stays text); a null and a missing key are NULLs', async () => {
    const jsonl = await cli(['validate', '--column', 'urn', at('urns.jsonl'), '-n']);
    expect(jsonl.stdout.split('\n').map((l) => l.split('\t').slice(0, 3).join('\t'))).toEqual([
      `${at('urns.jsonl')}:1\tvalid\t"urn:example:a"`,
      `${at('urns.jsonl')}:4\tinvalid\t"urn:a:b"`,
      `${at('urns.jsonl')}:5\tinvalid\t"2024-01-01"`,
      '',
    ]);
    expect(jsonl.stderr).toBe('1 valid, 2 invalid, 2 nulls skipped\n');
    const json = await cli(['validate', '--column', 'urn', at('urns.json')]);
    expect(json.stdout).toMatch(/^valid\t"urn:example:a"\ninvalid\t"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"\tinvalid-scheme at offset 0/);
  });

  test('--json: the result shape of validate with "file" and "row", valid under the schema', async () => {
    const r = await cli(['validate', '--column', 'urn', at('urns.csv'), '--json']);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.input, l.valid, l.file, l.row])).toEqual([
      ['urn:example:a', true, at('urns.csv'), 1],
      ['urn:a:b', false, at('urns.csv'), 3],
      ['urn:ex:a,"b"', false, at('urns.csv'), 4],
      ['urn:ab:c?+r', true, at('urns.csv'), 6],
    ]);
    const ajv = new Ajv2020({ allErrors: true });
    ajv.addSchema(schema);
    const result = ajv.getSchema(`${schema.$id}#/$defs/result`) as NonNullable<ReturnType<typeof ajv.getSchema>>;
    for (const line of lines) expect({ line, errors: result(line) ? null : result.errors }).toEqual({ line, errors: null });
    // A row and a line together, or a file with neither, are no result.
    expect(result({ ...lines[0], line: 1 })).toBe(false);
    const { row: _row, ...withoutRow } = lines[0];
    expect(result(withoutRow)).toBe(false);
  });

  test('--jobs 2 gives the output of --jobs 1', async () => {
    await vectorsTable();
    const file = at('jobs.parquet');
    await connection.run(`COPY (SELECT v.input AS urn FROM vectors v, range(40) t(k) ORDER BY k, v.i) TO '${file}' (FORMAT parquet)`);
    const one = await cli(['validate', '--column', 'urn', file, '--jobs', '1', '-n']);
    const two = await cli(['validate', '--column', 'urn', file, '--jobs', '2', '-n']);
    expect(two).toEqual(one);
    expect(unlabelled(one.stdout).split('\n').length - 1 + 40).toBe(vectors().length * 40);
  });
});

describe('what cannot be read: one line each, exit status 2', () => {
  beforeAll(async () => {
    await connection.run(`COPY (SELECT 1 AS id, 'urn:example:a' AS urn) TO '${at('typed.parquet')}' (FORMAT parquet)`);
    writeFileSync(at('objects.jsonl'), '{"urn":"urn:example:a"}\n{"urn":{"nid":"x"}}\n');
    writeFileSync(at('array.jsonl'), '{"urn":"urn:example:a"}\n[1,2]\n');
    writeFileSync(at('boolean.jsonl'), '{"urn":true}\n');
    // Line 3 holds bytes that are no UTF-8: DuckDB's reason is on the lines after its first.
    writeFileSync(at('latin1.csv'), Buffer.concat([Buffer.from('urn,note\nurn:example:a,x\nurn:example:b,'), Buffer.from([0xe9, 0xff]), Buffer.from('\n')]));
    writeFileSync(at('x*.csv'), 'urn\nurn:example:a\n');
    writeFileSync(at('urns.txt'), 'urn:example:a\n');
    writeFileSync(at('urns.parquet'), 'not parquet\n');
    mkdirSync(at('folder.csv'));
  });

  test.each<[string, () => string[], RegExp]>([
    ['a column that is not there, with the columns there are', () => [at('typed.parquet'), '--column', 'nope'], /^urnkit validate: ".*typed\.parquet" has no column "nope"; its columns: "id", "urn"\n$/],
    ['a column that is not text', () => [at('typed.parquet'), '--column', 'id'], /^urnkit validate: ".*typed\.parquet": column "id" is INTEGER, not text \(VARCHAR\): --column reads text\n$/],
    // Both refusals of a type name it as DuckDB does, and say "not text (VARCHAR)".
    ['a JSON value that is no string', () => [at('objects.jsonl'), '--column', 'urn'], /^urnkit validate: ".*objects\.jsonl", row 2: field "urn" is OBJECT, not text \(VARCHAR\): --column reads text\n$/],
    ['a JSON true', () => [at('boolean.jsonl'), '--column', 'urn'], /^urnkit validate: ".*boolean\.jsonl", row 1: field "urn" is BOOLEAN, not text \(VARCHAR\): --column reads text\n$/],
    ['a JSON row that is no object', () => [at('array.jsonl'), '--column', 'urn'], /^urnkit validate: ".*array\.jsonl", row 2 is ARRAY, not an object \(OBJECT\): --column reads a field of each object\n$/],
    ['a JSON field in no row', () => [at('objects.jsonl'), '--column', 'nid'], /^urnkit validate: ".*objects\.jsonl" has no field "nid" in any row\n$/],
    ['a file that is not there', () => [at('missing.parquet'), '--column', 'urn'], /^urnkit validate: cannot read ".*missing\.parquet": no such file or folder\n$/],
    ['a folder', () => [at('folder.csv'), '--column', 'urn'], /^urnkit validate: cannot read ".*folder\.csv": it is a folder\n$/],
    ['a file of another kind', () => [at('urns.txt'), '--column', 'urn'], /^urnkit validate: --column reads \.parquet, \.csv, .* files; ".*urns\.txt" is none\n$/],
    ['a name DuckDB would read as a pattern', () => [at('x*.csv'), '--column', 'urn'], /^urnkit validate: --column cannot read ".*x\*\.csv": DuckDB reads \* \? \[ in a file name as a pattern/],
    ['a Parquet file that is not one', () => [at('urns.parquet'), '--column', 'urn'], /^urnkit validate: cannot read ".*urns\.parquet": .*\n$/],
    ['a CSV file that is not UTF-8: the line and the reason DuckDB gives, on one line', () => [at('latin1.csv'), '--column', 'urn'], /^urnkit validate: cannot read ".*latin1\.csv": Invalid Input Error: CSV Error on Line: 3: Invalid unicode \(byte sequence mismatch\) detected\. This file is not utf-8 encoded\.\n$/],
    ['standard input', () => ['-', '--column', 'urn'], /^urnkit validate: --column reads files: give their names, not URNs or standard input\n$/],
    ['no file at all', () => ['--column', 'urn'], /^urnkit validate: --column needs data files \(.*\) as arguments\n$/],
  ])('%s', async (_name, argv, message) => {
    const r = await cli(['validate', ...argv()]);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  });

  test('a named pipe called *.csv: refused at once as no regular file, never waited on (a child process, killed if it hangs)', () => {
    const fifo = at('pipe.csv');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = spawnSync(process.execPath, [...CLI_CHILD, 'validate', '--column', 'urn', fifo], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect({ status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 2, signal: null, stdout: '', stderr: `urnkit validate: cannot read "${fifo}": it is a named pipe, not a file: DuckDB reads a file more than once\n` });
  }, 90_000);

  test('a file among several that cannot be read is reported, the others are read', async () => {
    const r = await cli(['validate', '--column', 'urn', at('missing.csv'), at('urns.tsv')]);
    expect(r.stdout).toMatch(/^valid\t"urn:example:a"\ninvalid\t"urn:a:b"/);
    expect(r.stderr).toMatch(/^urnkit validate: cannot read ".*missing\.csv": no such file or folder\n1 valid, 1 invalid\n$/);
    expect(r.code).toBe(2);
  });

  test('without @duckdb/node-api: one line naming the package to install', () => {
    const [register, hook, , run] = CLI_CHILD;
    const r = spawnSync(process.execPath, [register, hook, '-e', `${HIDE_DUCKDB}\n${run}`, 'validate', '--column', 'urn', at('urns.tsv')], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout).toBe('');
    // Said once: the package and that it is missing.
    expect(r.stderr).toBe('urnkit validate: --column reads files through DuckDB, which is not installed: it needs the package @duckdb/node-api (an optional peer dependency of urnkit), which `npm install @duckdb/node-api` adds\n');
    expect(r.status).toBe(2);
  });
});
