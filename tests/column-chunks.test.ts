/*
 * validate --column in process on small files (src/cli/column-chunks.ts through DuckDB, an in-process
 * library; the large columns stay in tests/validate-column.test.ts): the row each value is named by
 * (1-based, a CSV header being no row, NULLs skipped: docs/cli.md), the refusals of a missing column,
 * a value that is no text, a row that is no object, and a folder named like a data file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { DuckDBInstance } from '@duckdb/node-api';
import { cli } from './support/cli';
import * as duckdbLoad from '../src/duckdb/load';

let dir = '';
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-column-chunks-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('each value is named by its file and row; an unquoted empty field is NULL, skipped and counted (RFC 4180 s.2)', async () => {
  const csv = file('rows.csv', 'id,u\n1,urn:example:a\n2,\n3,urn:example:b\n4,urn:example:c\n');
  const r = await cli(['validate', '--line-numbers', '--column', 'u', csv]);
  expect(r.code).toBe(0);
  const rows = r.stdout.trimEnd().split('\n').map((l) => l.split('\t')[0]);
  expect(rows).toEqual([`${csv}:1`, `${csv}:3`, `${csv}:4`]);
  expect(r.stderr).toMatch(/1 null skipped/);
});

describe('a column that is missing lists the columns, at most 20', () => {
  const header = (n: number): string => Array.from({ length: n }, (_, i) => `c${i + 1}`).join(',');
  test.each([
    [20, false],
    [21, true],
  ])('%i columns: cut short: %s', async (n, cut) => {
    const csv = file(`wide${n}.csv`, `${header(n)}\n${Array.from({ length: n }, () => 'x').join(',')}\n`);
    const r = await cli(['validate', '--column', 'u', csv]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('has no column "u"');
    const listed = (r.stderr.match(/"c\d+"/g) ?? []).length;
    expect(listed).toBe(20);
    expect(r.stderr.trimEnd().endsWith(', ...')).toBe(cut);
  });
});

describe('JSON rows', () => {
  test('a field that is a number is refused, naming the field and its row (not "not an object")', async () => {
    const r = await cli(['validate', '--column', 'u', file('num.jsonl', '{"u": "urn:example:a"}\n{"u": 5}\n')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/row 2: field "u" is /);
    expect(r.stderr).not.toMatch(/not an object/);
  });

  test('--column \'\' reads the field whose name is empty (JSON pointer "/"); a number there is refused, saying what it is', async () => {
    const r = await cli(['validate', '--column', '', file('empty-key.jsonl', '{"": "urn:example:a"}\n{"": 5}\n')]);
    expect(r.code).toBe(2);
    // The message names the value before saying what it is.
    expect(r.stderr).toMatch(/row 2: \S[^\n]* is /);
  });

  test('a row that is no object is refused as such', async () => {
    const r = await cli(['validate', '--column', 'u', file('arr.jsonl', '{"u": "urn:example:a"}\n[1, 2]\n')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/row 2 is .*not an object/);
  });

  test('string fields are read', async () => {
    const r = await cli(['validate', '--column', 'u', file('ok.jsonl', '{"u": "urn:example:a"}\n{"u": "urn:example:b"}\n')]);
    expect([r.code, r.stdout]).toEqual([0, 'valid\t"urn:example:a"\nvalid\t"urn:example:b"\n']);
  });
});

test('a Parquet column of integers is refused: only text is judged', async () => {
  const parquet = join(dir, 'ints.parquet');
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  try {
    await connection.run(`COPY (SELECT 1 AS u) TO '${parquet.replace(/'/g, "''")}' (FORMAT parquet)`);
  } finally {
    connection.closeSync();
  }
  const r = await cli(['validate', '--column', 'u', parquet]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/column "u" is .*not text/);
});

test('a folder named like a data file gets the words any command gives a folder', async () => {
  const folder = join(dir, 'folder.csv');
  mkdirSync(folder);
  const r = await cli(['validate', '--column', 'u', folder]);
  expect(r.code).toBe(2);
  const other = await cli(['normalize', '--input', folder]);
  const reason = (s: string): string => s.replace(/^urnkit \w+: /, '').trimEnd();
  expect(reason(r.stderr)).toBe(reason(other.stderr));
});

test('a file whose name is of no kind read is refused, naming the kinds', async () => {
  const r = await cli(['validate', '--column', 'u', file('urns.txt', 'u\nurn:example:a\n')]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^urnkit validate: --column reads \.parquet, \.csv, .* files; ".*urns\.txt" is none\n$/);
});

test("a quoted empty CSV field is a blank value, counted as one (docs/cli.md: \"\" is a blank string)", async () => {
  const r = await cli(['validate', '--column', 'u', file('blank.csv', 'u\n""\nurn:example:a\n')]);
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('1 valid, 0 invalid, 1 blank value skipped\n');
});

test("DuckDB's error on one line: what failed, then why, after a colon (a CSV that is not UTF-8, line 3 with the header)", async () => {
  const bytes = Buffer.concat([Buffer.from('u,v\nurn:example:a,1\nurn:'), Buffer.from([0xff, 0xfe]), Buffer.from(',2\n')]);
  const path = join(dir, 'latin.csv');
  writeFileSync(path, bytes);
  const r = await cli(['validate', '--quiet', '--column', 'u', path]);
  expect(r.code).toBe(2);
  expect(r.stderr.split('\n')).toHaveLength(2);
  expect(r.stderr).toMatch(/CSV Error on Line: 3: Invalid unicode/);
});

describe('DuckDB that does not load (docs/cli.md: one line, exit 2; anything else from loading it is a bug)', () => {
  // validate --column with loadDuckDB throwing `thrown` (column-chunks.ts reads the module's export at each call).
  const withLoad = async (thrown: unknown, name: string): Promise<{ code: number; stderr: string }> => {
    const load = jest.spyOn(duckdbLoad, 'loadDuckDB').mockRejectedValue(thrown);
    try {
      return await cli(['validate', '--column', 'u', file(name, 'u\nurn:example:a\n')]);
    } finally {
      load.mockRestore();
    }
  };

  test('a package that is there but fails to load: the reason, exit 2', async () => {
    const r = await withLoad(new duckdbLoad.DuckDBUnavailable('validate', new Error('a broken native binding')), 'some.csv');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('urnkit validate: --column reads files through DuckDB: @duckdb/node-api could not be loaded: a broken native binding\n');
  });

  test("an error that is no DuckDBUnavailable is a bug: run() rejects with it (bin.ts: exit 70), not a user's problem (exit 2)", async () => {
    const bug = new Error('not a load failure');
    await expect(withLoad(bug, 'other.csv')).rejects.toBe(bug);
  });
});
