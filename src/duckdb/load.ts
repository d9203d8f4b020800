/*
 * @duckdb/node-api, loaded on first use. It is an optional peer dependency:
 * urnkit/duckdb and the CLI import without it, and the first call that needs
 * DuckDB says which package to install. The CommonJS build (which the ESM
 * entry re-exports) requires it as urnkit's other lazy parts are required
 * (with Object.prototype set aside: src/engine/unpolluted.ts); code bundled
 * as ESM, which has no module object, imports it. The name is no literal, so
 * that no bundler tries to bundle it.
 */
import { unpolluted } from '../engine/unpolluted';

export type DuckDBApi = typeof import('@duckdb/node-api');

/** The package's name, as messages give it. */
export const DUCKDB_PACKAGE = '@duckdb/node-api';

/** The error for DuckDB missing or failing to load, thrown by `fn`'s first call. */
export class DuckDBUnavailable extends Error {
  constructor(fn: string, cause: unknown) {
    const missing = isMissing(cause);
    super(
      missing
        ? `urnkit.${fn}: DuckDB is not installed: it needs the package ${DUCKDB_PACKAGE} (an optional peer dependency of urnkit), which \`npm install ${DUCKDB_PACKAGE}\` adds`
        : `urnkit.${fn}: ${DUCKDB_PACKAGE} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }

  get name(): string {
    return 'DuckDBUnavailable';
  }
}

/** Whether `e` says that the package itself cannot be found (not one of its own imports). */
export function isMissing(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') && typeof message === 'string' && message.includes(`'${DUCKDB_PACKAGE}'`);
}

let api: DuckDBApi | undefined;

/** The package, loaded once; DuckDBUnavailable when it is missing or does not load. */
export async function loadDuckDB(fn: string): Promise<DuckDBApi> {
  if (api) return api;
  try {
    // `module`, not `require`: a bundler makes a stand-in of require that throws in ESM.
    const host = typeof module === 'object' && module !== null && typeof module.require === 'function' ? module : undefined;
    api = (host ? unpolluted(() => host.require(DUCKDB_PACKAGE)) : await import(DUCKDB_PACKAGE)) as DuckDBApi;
  } catch (e) {
    throw new DuckDBUnavailable(fn, e);
  }
  return api;
}
