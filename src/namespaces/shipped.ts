/*
 * The namespace grammars and registry snapshot that ship in generated/namespaces/.
 * Each grammar's modules load when its NID is first looked up.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type { ApgGrammar } from '../compile/apg';
import type { Diagnoser, Matcher } from '../engine/compiled';
import { unpolluted } from '../engine/unpolluted';
import { namespaceSet } from './set';
import type { NamespaceGrammar, NamespaceSet, RegistryEntry } from './types';

interface IndexEntry {
  aliases: string[];
  matcher: () => Matcher;
  diagnoser: () => Diagnoser;
  grammar: () => new () => ApgGrammar;
}

const index: Record<string, IndexEntry> = require('../../generated/namespaces/index.js');
const registry: { updated: string; entries: RegistryEntry[] } = require('../../generated/namespaces/registry.js');

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
  if (!g) {
    const entry = index[name];
    const matcher = unpolluted(entry.matcher);
    let grammar: ApgGrammar | undefined;
    let diagnoser: Diagnoser | undefined;
    g = Object.freeze({
      nid: name,
      aliases: Object.freeze([...entry.aliases]),
      meta: matcher.meta as NamespaceGrammar['meta'],
      matcher,
      diagnoser: () => (diagnoser ??= unpolluted(entry.diagnoser)),
      grammar: () => (grammar ??= new (unpolluted(entry.grammar))()),
      shipped: true,
    });
    loaded.set(name, g);
  }
  return g;
}

/** The NIDs that have a shipped grammar, sorted. */
export const SHIPPED_NAMESPACES: readonly string[] = /* @__PURE__ */ Object.freeze(Object.keys(index).sort());

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
