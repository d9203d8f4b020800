/* DuckDB for the tests of urnkit/duckdb, validate --column and the SQL scripts: a table of the spec vectors, and DuckDB made missing. */
import type { DuckDBConnection } from '@duckdb/node-api';
import { vectors } from './vectors';

/** Creates `table (i INTEGER, input VARCHAR)`, the spec vectors' inputs in their order. */
export async function vectorTable(connection: DuckDBConnection, table: string): Promise<void> {
  await connection.run(`CREATE TABLE ${table} (i INTEGER, input VARCHAR)`);
  const appender = await connection.createAppender(table);
  vectors().forEach((v, i) => {
    appender.appendInteger(i);
    appender.appendVarchar(v.input);
    appender.endRow();
  });
  appender.closeSync();
}

/**
 * Node code that makes @duckdb/node-api missing in a child process, as it is
 * where it is not installed: Node's own MODULE_NOT_FOUND, from a search in an
 * empty path.
 */
export const HIDE_DUCKDB = `const M = require('module'); const resolve = M._resolveFilename;
M._resolveFilename = function (request, ...rest) { return request === '@duckdb/node-api' ? resolve.call(this, request, rest[0], rest[1], { paths: [] }) : resolve.call(this, request, ...rest); };`;
