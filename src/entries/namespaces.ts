/**
 * urnkit/namespaces: the shipped namespace grammars (grammar/namespaces/) and
 * IANA's URN namespace registry. `namespaces` is the value for the namespaces
 * option; loading this entry also makes `namespaces: true` work in any runtime
 * (on Node the core loads it by itself when first asked).
 * `communityNamespaces` is the opt-in set of grammars for unregistered NIDs
 * (grammar/namespaces/community/), alone; `namespacesWithCommunity` is both.
 *
 * @module urnkit/namespaces
 */
import { registerShippedNamespaces } from '../engine/lazy';
import { SHIPPED_SET } from '../namespaces/shipped';

/**
 * The shipped namespace grammars with IANA's registry: the value of the `namespaces` option that
 * `namespaces: true` stands for.
 */
export const namespaces = SHIPPED_SET;
registerShippedNamespaces(namespaces);

export { COMMUNITY_SET as communityNamespaces, ALL_SET as namespacesWithCommunity, COMMUNITY_NAMESPACES, communityGrammars } from '../namespaces/community';
export { namespaceInfo } from '../namespaces/info';
export { catalogEntry, namespaceCatalog } from '../namespaces/catalog';
export type { CatalogEntry, CatalogGrammar } from '../namespaces/catalog';
export type { NamespaceInfo } from '../namespaces/info';
export { SHIPPED_NAMESPACES, REGISTRY_DATE, registryEntries } from '../namespaces/shipped';
export { namespaceSet } from '../namespaces/set';
export type { NamespaceGrammar, NamespaceSet, RegistryEntry, RegistryReference } from '../namespaces/types';
