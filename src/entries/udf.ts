/*
 * The UDF bundle's entry (dist/urnkit.udf.js, built by scripts/build-package.ts):
 * the core for SQL engines that run JavaScript user-defined functions row by
 * row (BigQuery, Snowflake). It needs no Node or Web API, so it runs in a bare
 * ECMAScript context, and its tryParse gives a plain record (the shape of the
 * CLI's --json, schemas/result.schema.json), which crosses into SQL as JSON.
 */
import { registerReferenceEngine, registerShippedNamespaces } from '../engine/lazy';
import type { NamespaceSet } from '../namespaces/types';
import { tryParse as tryParseUrn } from '../parse';
import { registerDrafts } from '../profiles/index';
import { resultRecord, ResultRecord } from '../results/record';
import type { ParseOptions } from '../types';

/*
 * Its users write SQL: they can import nothing, so where the core would ask
 * for an entry point to be imported, this bundle says what it lacks and where
 * SQL finds it. It registers stand-ins for the parts it lacks that throw so
 * (the core stays as it is: no byte of this is in a browser bundle).
 */
const lacks = (asked: string): Error =>
  new Error(
    `urnkit: the SQL bundle (urnkit.udf.js) carries neither the draft revisions nor the namespace grammars (nor the reference engine): it parses under rfc2141, rfc2141bis and rfc8141 with the generated matcher alone; docs/sql.md says what checks drafts and namespaces in SQL (asked: ${asked})`,
  );
const throwing = (asked: string): never => {
  throw lacks(asked);
};
registerShippedNamespaces(new Proxy({} as NamespaceSet, { get: () => throwing('namespaces') }));
registerReferenceEngine({ referenceParse: () => throwing("engine 'reference'"), profileGrammar: () => throwing("engine 'reference'") });
registerDrafts((name) => throwing(`profile ${name}`));

export { isValid } from '../parse';
export { normalize } from '../equivalence/normalize';
export { equivalenceKey } from '../equivalence/key';

/** tryParse's result as a plain record: `valid`, the `parts` or the `error` (with `hint` and `suggestions`). */
export function tryParse(input: string, options?: ParseOptions): ResultRecord {
  const result = tryParseUrn(input, options);
  return resultRecord(input, result.ok ? result.urn.profile : result.error.profile, result);
}
