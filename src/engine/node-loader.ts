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
