/*
 * The namespace grammars and registry snapshot that ship in generated/namespaces/.
 * Each grammar's modules load when its NID is first looked up (./indexed.ts).
 */
import generatedIndex from '../../generated/namespaces/index.js';
import { LATER_FORM_KINDS } from '../hints/kinds-later-forms';
import { IndexEntry, indexedGrammars } from './indexed';
import { registryEntry, REGISTRY_DATE } from './registry';
import { namespaceSet } from './set';
import { NamespaceGrammar, NamespaceSet, SET_HINTS } from './types';

const grammars = /* @__PURE__ */ indexedGrammars(generatedIndex as unknown as Record<string, IndexEntry>, { shipped: true });

/** The shipped grammar for a lower-case NID, loaded on first use. */
export function shippedGrammar(nid: string): NamespaceGrammar | undefined {
  return grammars.grammar(nid);
}

/** The NIDs that have a shipped grammar, sorted. */
export const SHIPPED_NAMESPACES: readonly string[] = grammars.nids;

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
    // The hints for the forms that the shipped registrations refuse (s1000d, newsml, dev).
    [SET_HINTS]: LATER_FORM_KINDS,
  });
  return base;
})();
