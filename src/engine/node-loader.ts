/*
 * Loads an entry point of urnkit on Node (CommonJS build). The module name is
 * not a literal, so a bundler that meets this file does not pull apg-js or the
 * namespace grammars into a browser bundle; the ESM build replaces this module
 * with ./node-loader.esm.mjs.
 */
import { unpolluted } from './unpolluted';

export function loadNodeModule(entry: 'reference' | 'namespaces' | 'drafts'): unknown {
  if (typeof require !== 'function') return undefined;
  const path = ['..', 'entries', entry].join('/');
  return unpolluted(() => require(path));
}

/** A package by name (an optional peer dependency, such as @duckdb/node-api) as require gives it; undefined where there is no require. */
export function requirePackage(name: string): unknown {
  if (typeof require !== 'function') return undefined;
  return unpolluted(() => require(name));
}
