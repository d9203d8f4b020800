/*
 * validate --column: one column of data files read through DuckDB (Parquet,
 * CSV, JSON and JSON Lines), as the chunks validate judges lines in, each
 * naming its file and the row of its first value (1-based, in file order; a
 * CSV file's header is no row). Only text is judged: a Parquet column of
 * another type, or a JSON value that is no string, ends the file's reading
 * with one line (exit 2); CSV fields are read as the file's text, never as
 * the types DuckDB would guess. NULLs (a JSON null or missing key, an
 * unquoted empty CSV field, a Parquet NULL) are skipped and counted; a quoted
 * empty field ("") is an empty string, as RFC 4180 has it.
 */
import { closeSync, constants, fstatSync, openSync, Stats } from 'fs';
import { resolve } from 'path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DUCKDB_PACKAGE, DuckDBUnavailable, isMissing, loadDuckDB } from '../duckdb/load';
import { escapeText } from '../diagnostics/excerpt';
import { CliError, fileError, reasonOf, showPath } from './errors';
import type { InputChunk, Source } from './inputs';

/** How each kind of file is read: by the end of its name (compressed with gzip or zstd, for the text formats). */
const FORMATS: readonly { ends: RegExp; kind: 'parquet' | 'csv' | 'json' }[] = [
  { ends: /\.parquet$/i, kind: 'parquet' },
  { ends: /\.[ct]sv(\.gz|\.zst)?$/i, kind: 'csv' },
  { ends: /\.(json|jsonl|ndjson)(\.gz|\.zst)?$/i, kind: 'json' },
];

export const COLUMN_FILES = '.parquet, .csv, .tsv, .json, .jsonl or .ndjson (the text formats also .gz or .zst)';

/** DuckDB reads these in a path as a pattern matching other files. */
const GLOB = /[*?[]/;

/** A name as SQL quotes it (DuckDB, PostgreSQL): in double quotes, each inner one doubled. */
const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * DuckDB's message on one line, escaped as every echoed text is: its first
 * paragraph, which says what failed and why ("CSV Error on Line: 3", then the
 * reason), without the line of the file it quotes; the paragraphs after it
 * list the reader's settings and repeat the query.
 */
function duckdbMessage(e: unknown): string {
  // By shape: an error made in another realm (a test's, a worker's) is no instance of this one's Error.
  const message = (e as { message?: unknown } | null)?.message;
  const lines = (typeof message === 'string' ? message : String(e)).split(/\r?\n/);
  const end = lines.indexOf('');
  const first = (end < 0 ? lines : lines.slice(0, end)).filter((l) => !l.startsWith('Original Line:')).map((l) => l.trim());
  return escapeText(first.reduce((all, l) => (all === '' ? l : `${all}${/[.:]$/.test(all) ? ' ' : ': '}${l}`), ''));
}

/** What a path is when it is no regular file: a named pipe (which DuckDB would wait on for ever), a socket or a device. */
const notAFile = (stats: Stats): string | undefined =>
  stats.isFile() ? undefined : stats.isDirectory() ? 'a folder' : stats.isFIFO() ? 'a named pipe' : stats.isSocket() ? 'a socket' : 'a device';

/** A type that is not text, as both refusals say it: DuckDB's name for it (json_type's for a JSON value). */
const typeWords = (type: string): string => `${escapeText(type.toUpperCase())}, not text (VARCHAR): --column reads text`;

/** What validate prints and counts besides the chunks. */
export interface ColumnCounts {
  nulls: number;
}

/** The column's query for `path` and its parameters, after the checks that the column is there and holds text. */
async function columnQuery(connection: DuckDBConnection, kind: 'parquet' | 'csv' | 'json', path: string, column: string, shown: string): Promise<[string, string[]]> {
  if (kind === 'json') {
    // Every value's own JSON type, not DuckDB's guess for the column (which makes dates and UUIDs of strings).
    const pointer = `/${column.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const rows = 'SELECT row_number() OVER () AS row, j FROM read_json_objects($1) AS r(j)';
    const check = await connection.runAndReadAll(
      `SELECT bool_or(json_exists(j, $2)) AS present, min(row) FILTER (WHERE json_type(j) <> 'OBJECT' OR json_type(j, $2) NOT IN ('VARCHAR', 'NULL')) AS bad FROM (${rows})`,
      [path, pointer],
    );
    const [present, bad] = check.getRows()[0];
    if (bad !== null) {
      const [[rowType, type]] = (await connection.runAndReadAll(`SELECT json_type(j), json_type(j, $2) FROM (${rows}) WHERE row = $3`, [path, pointer, String(bad)])).getRows();
      if (rowType !== 'OBJECT') throw new CliError(`${shown}, row ${bad} is ${escapeText(String(rowType))}, not an object (OBJECT): --column reads a field of each object`);
      throw new CliError(`${shown}, row ${bad}: ${column === '' ? 'the value' : `field "${escapeText(column)}"`} is ${typeWords(String(type))}`);
    }
    if (!present) throw new CliError(`${shown} has no field "${escapeText(column)}" in any row`);
    return [`SELECT json_extract_string(j, $2) FROM read_json_objects($1) AS r(j)`, [path, pointer]];
  }
  // A quoted empty field ("") is an empty string (RFC 4180 s.2, and DuckDB writes one so); an unquoted one is NULL.
  const from = kind === 'parquet' ? 'read_parquet($1)' : 'read_csv($1, header = true, all_varchar = true, allow_quoted_nulls = false)';
  const described = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${from}`, [path])).getRows() as [string, string][];
  const found = described.find(([name]) => name === column);
  if (!found) {
    const names = described.map(([name]) => `"${escapeText(name)}"`);
    throw new CliError(`${shown} has no column "${escapeText(column)}"; its columns: ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', ...' : ''}`);
  }
  if (found[1] !== 'VARCHAR') throw new CliError(`${shown}: column "${escapeText(column)}" is ${typeWords(found[1])}`);
  return [`SELECT ${quoted(column)} FROM ${from}`, [path]];
}

/** The kind of a file by its name, or a CliError naming the kinds read. */
function kindOf(path: string): 'parquet' | 'csv' | 'json' {
  const format = FORMATS.find((f) => f.ends.test(path));
  if (!format) throw new CliError(`--column reads ${COLUMN_FILES} files; ${showPath(path)} is none`);
  if (GLOB.test(path)) throw new CliError(`--column cannot read ${showPath(path)}: DuckDB reads * ? [ in a file name as a pattern of other files' names`);
  return format.kind;
}

/** A connection to an in-memory DuckDB that loads no extension it does not hold (nothing is downloaded). */
async function connect(): Promise<DuckDBConnection> {
  let duckdb;
  try {
    duckdb = await loadDuckDB('validate');
  } catch (e) {
    if (e instanceof DuckDBUnavailable && isMissing(e.cause)) {
      throw new CliError(`--column reads files through DuckDB, which is not installed: it needs the package ${DUCKDB_PACKAGE} (an optional peer dependency of urnkit), which \`npm install ${DUCKDB_PACKAGE}\` adds`);
    }
    if (e instanceof DuckDBUnavailable) throw new CliError(`--column reads files through DuckDB: ${e.message.replace(/^urnkit\.validate: /, '')}`);
    throw e;
  }
  const instance = await duckdb.DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  return instance.connect();
}

/** One file's column, in chunks of at most `size` values, each a run of values without a NULL. */
async function* fileChunks(connection: DuckDBConnection, path: string, column: string, size: number, counts: ColumnCounts): AsyncGenerator<InputChunk> {
  const kind = kindOf(path);
  // Opened here first: a missing file, a folder, no permission get the words of every other command. Without
  // blocking, and refused unless a regular file: DuckDB reads a file more than once, and would wait on a named pipe for ever.
  let other: string | undefined;
  try {
    const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    other = notAFile(fstatSync(fd));
    closeSync(fd);
  } catch (e) {
    throw fileError(e, 'read', path) ?? e;
  }
  if (other === 'a folder') throw new CliError(`cannot read ${showPath(path)}: ${reasonOf({ code: 'EISDIR' })}`);
  if (other) throw new CliError(`cannot read ${showPath(path)}: it is ${other}, not a file: DuckDB reads a file more than once`);
  const shown = showPath(path);
  // Absolute: DuckDB reads no "~" or URL scheme into it.
  const absolute = resolve(path);
  let row = 1;
  try {
    const [sql, params] = await columnQuery(connection, kind, absolute, column, shown);
    const result = await connection.stream(sql, params);
    for (;;) {
      const chunk = await result.fetchChunk();
      if (!chunk || chunk.rowCount === 0) break;
      const vector = chunk.getColumnVector(0);
      let run: string[] = [];
      let first = row;
      for (let i = 0; i < chunk.rowCount; i += 1, row += 1) {
        const value = vector.getItem(i) as string | null;
        if (value === null) counts.nulls += 1;
        else {
          if (!run.length) first = row;
          run.push(value);
        }
        if (run.length && (value === null || run.length === size)) {
          yield { args: run, count: run.length, origin: { file: path, row: first } };
          run = [];
        }
      }
      if (run.length) yield { args: run, count: run.length, origin: { file: path, row: first } };
    }
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`cannot read ${shown}${row > 1 ? ` after row ${row - 1}` : ''}: ${duckdbMessage(e)}`);
  }
}

/**
 * The values of `column` in each file, in chunks of at most `size`. A file
 * that cannot be read, or has no such text column, is reported (`problem`)
 * and skipped; standard input is refused (DuckDB reads files by name).
 */
export async function* columnChunks(sources: readonly Source[], column: string, size: number, counts: ColumnCounts, problem: (e: CliError) => void): AsyncGenerator<InputChunk> {
  if (sources.some((s) => s.kind !== 'file')) throw new CliError('--column reads files: give their names, not URNs or standard input');
  const connection = await connect();
  try {
    for (const source of sources) {
      if (source.kind !== 'file') continue;
      try {
        yield* fileChunks(connection, source.path, column, size, counts);
      } catch (e) {
        if (!(e instanceof CliError)) throw e;
        problem(e);
      }
    }
  } finally {
    connection.closeSync();
  }
}
