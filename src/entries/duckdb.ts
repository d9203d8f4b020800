/**
 * urnkit/duckdb (Node): urnkit's checks as DuckDB scalar functions, for
 * @duckdb/node-api, an optional peer dependency loaded on first use.
 *
 * @module urnkit/duckdb
 */
export { registerUrnFunctions } from '../duckdb/functions';
export type { DuckDBConnectionLike, UrnFunctionsOptions } from '../duckdb/functions';
