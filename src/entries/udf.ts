/*
 * The UDF bundle's entry (dist/urnkit.udf.js, built by scripts/build-package.ts):
 * the core for SQL engines that run JavaScript user-defined functions row by
 * row (BigQuery, Snowflake). It needs no Node or Web API, so it runs in a bare
 * ECMAScript context, and its tryParse gives a plain record (the shape of the
 * CLI's --json, schemas/result.schema.json), which crosses into SQL as JSON.
 */
import { tryParse as tryParseUrn } from '../parse';
import { resultRecord, ResultRecord } from '../results/record';
import type { ParseOptions } from '../types';

export { isValid } from '../parse';
export { normalize } from '../equivalence/normalize';
export { equivalenceKey } from '../equivalence/key';

/** tryParse's result as a plain record: `valid`, the `parts` or the `error` (with `hint` and `suggestions`). */
export function tryParse(input: string, options?: ParseOptions): ResultRecord {
  const result = tryParseUrn(input, options);
  return resultRecord(input, result.ok ? result.urn.profile : result.error.profile, result);
}
