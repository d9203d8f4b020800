/*
 * The snapshot of IANA's URN namespace registry that ships in
 * generated/namespaces/registry.js, and the namespace set of the registry
 * alone (no grammar): urnkit/registry exports it, as the base of a set of
 * some namespace grammars (namespaceSet([isbn], registry)).
 */
import generatedRegistry from '../../generated/namespaces/registry.js';
import { namespaceSet } from './set';
import type { NamespaceGrammar, NamespaceSet, RegistryEntry } from './types';

const registry: { updated: string; entries: RegistryEntry[] } = generatedRegistry as unknown as { updated: string; entries: RegistryEntry[] };

const entries = /* @__PURE__ */ new Map(registry.entries.map((e) => [e.nid, Object.freeze({ ...e, references: Object.freeze(e.references.map((r) => Object.freeze({ ...r }))) })]));

/** The registry record of a lower-case NID. */
export function registryEntry(nid: string): RegistryEntry | undefined {
  return entries.get(nid);
}

/** The date of the registry snapshot urnkit ships (IANA's <updated>). */
export const REGISTRY_DATE: string = registry.updated;

/**
 * Every registry record, sorted by NID.
 * @example
 * ```ts
 * registryEntries().filter((r) => r.kind === 'formal').length;
 * ```
 */
export function registryEntries(): readonly RegistryEntry[] {
  return [...entries.values()];
}

/** IANA's registry as a namespace set without grammars: `registered` answers, `grammarFor` never does. */
export const REGISTRY_SET: NamespaceSet = /* @__PURE__ */ (() => {
  const base: NamespaceSet = Object.freeze({
    registryDate: REGISTRY_DATE,
    grammarFor: () => undefined,
    registered: (nid: string) => entries.has(nid.toLowerCase()),
    with: (...grammars: NamespaceGrammar[]) => namespaceSet(grammars, base),
  });
  return base;
})();
