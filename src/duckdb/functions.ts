/*
 * urnkit's checks as DuckDB scalar functions (@duckdb/node-api): each call
 * takes one data chunk (up to 2,048 rows) and writes its whole output vector,
 * so the cost of crossing between DuckDB and JavaScript is paid per chunk,
 * not per row. NULL in, NULL out; a bad profile argument fails the query with
 * the library's own TypeError message.
 */
import type { DuckDBDataChunk, DuckDBScalarFunctionInfo, DuckDBType, DuckDBValue, DuckDBVector } from '@duckdb/node-api';
import { equivalenceKey } from '../equivalence/key';
import { normalize } from '../equivalence/normalize';
import { NamespacesOption, namespacesOption } from '../namespaces/set';
import { argumentError, booleanOption, DRAFTS_IN_WORDS, optionRecord, revisionOption } from '../options';
import { isValid, tryParse } from '../parse';
import { partFields } from '../results/record';
import { canonicalName, isRevisionName } from '../revision-names';
import type { RevisionName, RevisionParseOptions } from '../types';
import { DUCKDB_PACKAGE, DuckDBApi, loadDuckDB } from './load';

const FN = 'registerUrnFunctions';

/** The options of registerUrnFunctions. */
export interface UrnFunctionsOptions {
  /**
   * The profile of the calls without a profile argument, and whose parts urn_parse's STRUCT has:
   * RFC 8141 by default (nid, nss, rcomponent, qcomponent, fcomponent); any revision, drafts included.
   */
  profile?: RevisionName;
  /** Treat every warning as an error, as parse's option. */
  strict?: boolean;
  /** Apply namespace grammars, as parse's option. */
  namespaces?: NamespacesOption;
  /** What every function's name starts with: 'urn_' by default; letters, digits and '_', not starting with a digit. */
  prefix?: string;
}

/** What registerUrnFunctions needs of a connection: a DuckDBConnection of @duckdb/node-api. */
export interface DuckDBConnectionLike {
  /** DuckDBConnection.registerScalarFunction. */
  registerScalarFunction(scalarFunction: never): void;
}

/** A function's work on one row: its arguments (never null) to its value (null for NULL). */
type RowFunction = (args: readonly string[], options: RevisionParseOptions) => DuckDBValue;

/** A SQL name's prefix: an unquoted identifier's characters, so that every name is one to type. */
const PREFIX = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;

/** The parse options of each profile argument, made once per profile (null prototype: no name is inherited). */
class OptionsByProfile {
  private readonly byName: Record<string, RevisionParseOptions> = Object.create(null);

  constructor(
    private readonly fn: string,
    private readonly base: RevisionParseOptions,
  ) {}

  get(profile: string): RevisionParseOptions {
    let options = this.byName[profile];
    if (options === undefined) {
      if (!isRevisionName(profile)) throw argumentError(this.fn, 'the profile argument', `"rfc2141", "rfc2141bis", "rfc8141" or a draft revision (${DRAFTS_IN_WORDS})`, profile);
      options = this.byName[profile] = { ...this.base, profile: canonicalName(profile) };
    }
    return options;
  }
}

/** The Urn fields of a revision's parts (nid, nss, then its components), in the order of its Urns. */
function partsOf(profile: RevisionName): readonly string[] {
  const r = tryParse('urn:ab:c', { profile });
  if (!r.ok) throw new Error(`urnkit: "urn:ab:c" is expected to be valid under ${profile}`);
  return partFields(r.urn);
}

/** One function: its name without the prefix, its arguments besides the profile, its result type and its row work. */
interface Definition {
  name: string;
  urns: number;
  returns: DuckDBType;
  row: RowFunction;
}

function definitions(duckdb: DuckDBApi, fields: readonly string[], profile: RevisionName): Definition[] {
  const struct = duckdb.STRUCT(Object.fromEntries(fields.map((f) => [f.toLowerCase(), duckdb.VARCHAR])));
  const names = fields.map((f) => f.toLowerCase());
  /** Whether each profile's parts fit the STRUCT, by profile; an error names those that do not. */
  const fitting = new Map<string, boolean>();
  const parseRow: RowFunction = ([urn], options) => {
    const other = options.profile ?? 'rfc8141';
    let fits = fitting.get(other);
    if (fits === undefined) fitting.set(other, (fits = partsOf(other).every((f) => fields.includes(f))));
    if (!fits) {
      const extra = partsOf(other).filter((f) => !fields.includes(f));
      throw new TypeError(
        `urnkit.urn_parse: the parts ${extra.map((f) => f.toLowerCase()).join(', ')} of profile "${other}" are not in the STRUCT of ${profile} (${names.join(', ')}); register the functions with { profile: '${other}' } (and another prefix) for them`,
      );
    }
    const r = tryParse(urn, options);
    if (!r.ok) return null;
    // No prototype: what DuckDB reads of it is its own fields, whatever Object.prototype holds.
    const value: Record<string, DuckDBValue> = Object.create(null);
    // Only the fields of the Urn's class (partFields): nothing a polluted Object.prototype adds.
    for (const f of fields) value[f.toLowerCase()] = ((r.urn as unknown as Record<string, string | undefined>)[f] ?? null) as DuckDBValue;
    return duckdb.structValue(value);
  };
  return [
    { name: 'valid', urns: 1, returns: duckdb.BOOLEAN, row: ([urn], options) => isValid(urn, options) },
    { name: 'parse', urns: 1, returns: struct, row: parseRow },
    {
      name: 'error_code',
      urns: 1,
      returns: duckdb.VARCHAR,
      row: ([urn], options) => {
        const r = tryParse(urn, options);
        return r.ok ? null : r.error.code;
      },
    },
    {
      name: 'hint',
      urns: 1,
      returns: duckdb.VARCHAR,
      row: ([urn], options) => {
        const r = tryParse(urn, options);
        return r.ok ? null : (r.error.hint ?? null);
      },
    },
    {
      name: 'normalize',
      urns: 1,
      returns: duckdb.VARCHAR,
      row: ([urn], options) => {
        const r = tryParse(urn, options);
        // A draft revision's Urn is no Urn of normalize's: it throws the TypeError that says so.
        return r.ok ? normalize(r.urn as never, { namespaces: options.namespaces }) : null;
      },
    },
    {
      name: 'equal',
      urns: 2,
      returns: duckdb.BOOLEAN,
      row: ([a, b], options) => {
        const x = tryParse(a, options);
        const y = tryParse(b, options);
        if (!x.ok || !y.ok) return null;
        const keyOptions = { namespaces: options.namespaces };
        return equivalenceKey(x.urn as never, keyOptions) === equivalenceKey(y.urn as never, keyOptions);
      },
    },
  ];
}

/** DuckDB's main function for `row` on a chunk: `urns` URN columns, then the profile column when `withProfile`. */
function chunkFunction(name: string, urns: number, withProfile: boolean, row: RowFunction, byProfile: OptionsByProfile, base: RevisionParseOptions) {
  return (info: DuckDBScalarFunctionInfo, input: DuckDBDataChunk, output: DuckDBVector): void => {
    try {
      const n = input.rowCount;
      const columns: DuckDBVector[] = [];
      for (let c = 0; c < urns + (withProfile ? 1 : 0); c += 1) columns.push(input.getColumnVector(c));
      const args: string[] = new Array<string>(urns);
      for (let i = 0; i < n; i += 1) {
        let value: DuckDBValue = null;
        let options = base;
        let isNull = false;
        for (let c = 0; c < urns; c += 1) {
          const v = columns[c].getItem(i) as string | null;
          if (v === null) isNull = true;
          else args[c] = v;
        }
        if (withProfile) {
          const p = columns[urns].getItem(i) as string | null;
          if (p === null) isNull = true;
          else if (!isNull) options = byProfile.get(p);
        }
        if (!isNull) value = row(args, options);
        output.setItem(i, value);
      }
      output.flush();
    } catch (e) {
      info.setError(e instanceof Error ? e.message.replace(/^urnkit\.[A-Za-z_]+:/, `urnkit.${name}:`) : String(e));
    }
  };
}

/**
 * Registers urnkit's checks on a DuckDB connection of @duckdb/node-api (an optional peer
 * dependency of urnkit, loaded on the first call): with the default prefix, `urn_valid`,
 * `urn_parse` (a STRUCT of the parts, NULL when invalid), `urn_error_code`, `urn_hint`,
 * `urn_normalize` (NULL when invalid), each taking the URN and, optionally, a profile; and
 * `urn_equal(a, b [, profile])` (NULL when either is invalid). NULL in, NULL out.
 * Resolves to the names registered.
 * @example
 * ```ts
 * const connection = await (await DuckDBInstance.create()).connect();
 * await registerUrnFunctions(connection);
 * await connection.runAndReadAll("SELECT urn_valid('urn:example:a'), urn_error_code('urn:a:b')"); // true, 'invalid-nid'
 * ```
 */
export async function registerUrnFunctions(connection: DuckDBConnectionLike, options?: UrnFunctionsOptions): Promise<string[]> {
  const o = optionRecord(FN, options, ['profile', 'strict', 'namespaces', 'prefix']);
  const profile = revisionOption(FN, o);
  const base: RevisionParseOptions = { profile, strict: booleanOption(FN, o, 'strict'), namespaces: namespacesOption(FN, o) };
  const prefix = o.prefix ?? 'urn_';
  if (typeof prefix !== 'string' || !PREFIX.test(prefix)) throw argumentError(FN, 'option "prefix"', "letters, digits and '_' (not starting with a digit, at most 41)", prefix);
  const duckdb = await loadDuckDB(FN);
  if (!(connection instanceof duckdb.DuckDBConnection)) {
    throw argumentError(FN, 'the connection', `a DuckDBConnection of the ${DUCKDB_PACKAGE} package urnkit loads`, connection);
  }
  const names: string[] = [];
  for (const d of definitions(duckdb, partsOf(profile), profile)) {
    const name = `${prefix}${d.name}`;
    const byProfile = new OptionsByProfile(name, base);
    for (const withProfile of [false, true]) {
      const parameterTypes = new Array<DuckDBType>(d.urns + (withProfile ? 1 : 0)).fill(duckdb.VARCHAR);
      const mainFunction = chunkFunction(name, d.urns, withProfile, d.row, byProfile, base);
      connection.registerScalarFunction(duckdb.DuckDBScalarFunction.create({ name, mainFunction, returnType: d.returns, parameterTypes }) as never);
    }
    names.push(name);
  }
  return names;
}
