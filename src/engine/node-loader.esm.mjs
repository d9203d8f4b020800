/*
 * The ESM build's loader of urnkit's other entry points (see node-loader.ts):
 * on Node 20.16 and later, process.getBuiltinModule gives a require() without a
 * static import of a Node built-in, so the core bundle stays runtime-neutral;
 * it loads the CommonJS build of the entry (dist/src/entries/), whose parts
 * hold no state of their own, and the optional peer dependencies
 * (requirePackage) as the CommonJS build requires them. Elsewhere it loads nothing.
 */
import { unpolluted } from './unpolluted';

/** Node's require, for this module; undefined outside Node (or before 20.16). */
function nodeRequire() {
  const getBuiltin = globalThis.process && globalThis.process.getBuiltinModule;
  if (typeof getBuiltin !== 'function') return undefined;
  return getBuiltin('module').createRequire(import.meta.url);
}

export function loadNodeModule(entry) {
  const load = nodeRequire();
  return load && unpolluted(() => load(`../src/entries/${entry}.js`));
}

export function requirePackage(name) {
  const load = nodeRequire();
  return load && unpolluted(() => load(name));
}
