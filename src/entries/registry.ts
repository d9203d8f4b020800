/**
 * urnkit/registry: IANA's URN namespace registry (the snapshot urnkit ships)
 * as a namespace set without grammars, the base for a set of a few namespace
 * grammars taken one by one from urnkit/namespaces/<nid>:
 *   namespaceSet([isbn, uuid], registry)
 * so that the NIDs it does not hold are still known as registered.
 *
 * @module urnkit/registry
 */
export { REGISTRY_SET as registry, REGISTRY_DATE, registryEntries } from '../namespaces/registry';
export type { NamespaceSet, RegistryEntry, RegistryReference } from '../namespaces/types';
