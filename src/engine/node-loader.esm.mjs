/*
 * The ESM build's loader of urnkit's other entry points (see node-loader.ts):
 * on Node 20.16 and later, process.getBuiltinModule gives a require() without a
 * static import of a Node built-in, so the core bundle stays runtime-neutral;
 * it loads the CommonJS build of the entry (dist/src/entries/), whose parts
 * hold no state of their own. Elsewhere it loads nothing.
 */
import { unpolluted } from './unpolluted';

export function loadNodeModule(entry) {
  const getBuiltin = globalThis.process && globalThis.process.getBuiltinModule;
  if (typeof getBuiltin !== 'function') return undefined;
  const { createRequire } = getBuiltin('module');
  return unpolluted(() => createRequire(import.meta.url)(`../src/entries/${entry}.js`));
}
