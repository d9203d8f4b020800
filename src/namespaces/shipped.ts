/*
 * The namespace grammars and registry snapshot that ship in generated/namespaces/.
 * Each grammar's modules load when its NID is first looked up.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { registryEntry, REGISTRY_DATE } from './registry';
import { namespaceSet } from './set';
import { GrammarModules, shippedGrammarOf } from './shipped-grammar';
import type { NamespaceGrammar, NamespaceSet } from './types';

const index: Record<string, GrammarModules> = require('../../generated/namespaces/index.js');

/** NID (or alias), lower case -> the NID whose grammar it uses. */
const byNid = /* @__PURE__ */ new Map<string, string>();
for (const [nid, entry] of Object.entries(index)) {
  byNid.set(nid, nid);
  for (const alias of entry.aliases) byNid.set(alias, nid);
}
const loaded = /* @__PURE__ */ new Map<string, NamespaceGrammar>();

/** The shipped grammar for a lower-case NID, loaded on first use. */
export function shippedGrammar(nid: string): NamespaceGrammar | undefined {
  const name = byNid.get(nid);
  if (name === undefined) return undefined;
  let g = loaded.get(name);
  if (!g) loaded.set(name, (g = shippedGrammarOf(name, index[name])));
  return g;
}

/** The NIDs that have a shipped grammar, sorted. */
export const SHIPPED_NAMESPACES: readonly string[] = /* @__PURE__ */ Object.freeze(Object.keys(index).sort());

export { registryEntry, REGISTRY_DATE, registryEntries } from './registry';

/** The shipped grammars and IANA's registry, as a value for the namespaces option. */
export const SHIPPED_SET: NamespaceSet = (() => {
  const base: NamespaceSet = Object.freeze({
    registryDate: REGISTRY_DATE,
    grammarFor: (nid: string) => shippedGrammar(nid.toLowerCase()),
    registered: (nid: string) => {
      const lower = nid.toLowerCase();
      return registryEntry(lower) !== undefined || shippedGrammar(lower) !== undefined;
    },
    with: (...grammars: NamespaceGrammar[]) => namespaceSet(grammars, base),
  });
  return base;
})();
