/*
 * The community namespaces: grammars for NIDs that are in neither IANA
 * registry but fill real data (DataHub's urn:li, ETSI NGSI-LD's urn:ngsi-ld,
 * CITE's urn:cts, ...), each written from the document its community
 * publishes (grammar/namespaces/community/). Opt-in: `namespaces: true` never
 * applies them. The set knows IANA's registry as the shipped one does, so a
 * registered NID gets no warning under it either.
 */
import generatedIndex from '../../generated/namespaces/community-index.js';
import { IndexEntry, indexedGrammars } from './indexed';
import { namespaceSet } from './set';
import { REGISTRY_DATE, registryEntry, SHIPPED_SET } from './shipped';
import { NamespaceGrammar, NamespaceSet, SET_HINTS } from './types';

const grammars = /* @__PURE__ */ indexedGrammars(generatedIndex as unknown as Record<string, IndexEntry>, { community: true });

/** The NIDs of the community set, sorted. */
export const COMMUNITY_NAMESPACES: readonly string[] = grammars.nids;

/** The community grammar for a NID (any case), loaded on first use. */
export function communityGrammar(nid: string): NamespaceGrammar | undefined {
  return grammars.grammar(nid.toLowerCase());
}

/**
 * Every community grammar, loaded: for `namespaces.with(...communityGrammars())` and for listing them.
 * @example
 * ```ts
 * communityGrammars().map((g) => g.nid); // ['cts', 'li', 'ngsi-ld']
 * tryParse('urn:li:…', { namespaces: namespaces.with(...communityGrammars()) });
 * ```
 */
export function communityGrammars(): NamespaceGrammar[] {
  return COMMUNITY_NAMESPACES.map((nid) => grammars.grammar(nid) as NamespaceGrammar);
}

/** The community grammars alone, over IANA's registry (no registered namespace's grammar applies). */
export const COMMUNITY_SET: NamespaceSet = /* @__PURE__ */ (() => {
  const base: NamespaceSet = Object.freeze({
    registryDate: REGISTRY_DATE,
    grammarFor: (nid: string) => communityGrammar(nid),
    registered: (nid: string) => registryEntry(nid.toLowerCase()) !== undefined || communityGrammar(nid) !== undefined,
    with: (...more: NamespaceGrammar[]) => namespaceSet(more, base),
  });
  return base;
})();

/** The shipped grammars and the community ones together. */
export const ALL_SET: NamespaceSet = /* @__PURE__ */ (() => {
  const base: NamespaceSet = Object.freeze({
    registryDate: REGISTRY_DATE,
    grammarFor: (nid: string) => SHIPPED_SET.grammarFor(nid) ?? communityGrammar(nid),
    registered: (nid: string) => SHIPPED_SET.registered(nid) || communityGrammar(nid) !== undefined,
    with: (...more: NamespaceGrammar[]) => namespaceSet(more, base),
    [SET_HINTS]: (SHIPPED_SET as { [SET_HINTS]?: unknown })[SET_HINTS],
  });
  return base;
})();
