/*
 * The namespace grammars and registry snapshot that ship in generated/namespaces/.
 * Each grammar's modules load when its NID is first looked up (./indexed.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { IndexEntry, indexedGrammars } from './indexed';
import { namespaceSet } from './set';
import type { NamespaceGrammar, NamespaceSet, RegistryEntry } from './types';

const grammars = /* @__PURE__ */ indexedGrammars(require('../../generated/namespaces/index.js') as Record<string, IndexEntry>, { shipped: true });
const registry: { updated: string; entries: RegistryEntry[] } = require('../../generated/namespaces/registry.js');

/** The shipped grammar for a lower-case NID, loaded on first use. */
export function shippedGrammar(nid: string): NamespaceGrammar | undefined {
  return grammars.grammar(nid);
}

/** The NIDs that have a shipped grammar, sorted. */
export const SHIPPED_NAMESPACES: readonly string[] = grammars.nids;

const entries = /* @__PURE__ */ new Map(registry.entries.map((e) => [e.nid, Object.freeze({ ...e, references: Object.freeze(e.references.map((r) => Object.freeze({ ...r }))) })]));

/** The registry record of a lower-case NID. */
export function registryEntry(nid: string): RegistryEntry | undefined {
  return entries.get(nid);
}

/** The date of the registry snapshot urnkit ships (IANA's <updated>). */
export const REGISTRY_DATE: string = registry.updated;

/** Every registry record, sorted by NID. */
export function registryEntries(): readonly RegistryEntry[] {
  return [...entries.values()];
}

/** The shipped grammars and IANA's registry, as a value for the namespaces option. */
export const SHIPPED_SET: NamespaceSet = (() => {
  const base: NamespaceSet = Object.freeze({
    registryDate: REGISTRY_DATE,
    grammarFor: (nid: string) => shippedGrammar(nid.toLowerCase()),
    registered: (nid: string) => {
      const lower = nid.toLowerCase();
      return entries.has(lower) || shippedGrammar(lower) !== undefined;
    },
    with: (...grammars: NamespaceGrammar[]) => namespaceSet(grammars, base),
  });
  return base;
})();
