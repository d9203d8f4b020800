/*
 * Everything urnkit knows of each NID, for listings (`urnkit namespaces`):
 * the shipped grammars, the community grammars and the registry entries,
 * with each grammar's source, what it checks and its examples.
 */
import { argumentError } from '../options';
import { COMMUNITY_NAMESPACES, communityGrammar } from './community';
import { registryEntries, registryEntry, SHIPPED_NAMESPACES, shippedGrammar } from './shipped';
import type { NamespaceGrammar, RegistryEntry } from './types';

/** The grammar urnkit has for a NID in a CatalogEntry. */
export interface CatalogGrammar {
  /** 'shipped' (a registered NID's grammar) or 'community' (the opt-in set). */
  readonly set: 'shipped' | 'community';
  readonly source: string;
  readonly aliases: readonly string[];
  /** What the grammar checks, in a line (its @summary). */
  readonly summary: string;
  readonly examples: readonly string[];
  /** Check characters verified beyond the grammar (isbn10, isbn13, issn). */
  readonly checks: readonly string[];
  /** The namespace's lexical-equivalence operations, e.g. "lowercase UUID". */
  readonly equivalence: readonly string[];
  /** The rules a typed view reports. */
  readonly parts: readonly string[];
  /**
   * The entry point that holds this grammar alone: `urnkit/namespaces/<nid>`
   * named by the grammar's own NID (so an alias's is its grammar's); undefined
   * for a community grammar, which comes with `communityNamespaces` from
   * `urnkit/namespaces`.
   */
  readonly entry: string | undefined;
}

/** What urnkit knows of one NID: its registry record and its grammar, either possibly absent. */
export interface CatalogEntry {
  readonly nid: string;
  /** The registry record, or undefined for a NID in no IANA registry. */
  readonly registry: RegistryEntry | undefined;
  /** The grammar for this NID (its own or as an alias), if urnkit has one. */
  readonly grammar: CatalogGrammar | undefined;
}

function describe(g: NamespaceGrammar, set: CatalogGrammar['set']): CatalogGrammar {
  const ns = g.meta.namespace;
  return Object.freeze({
    set,
    source: ns.source,
    aliases: g.aliases,
    summary: ns.summary ?? '',
    examples: Object.freeze([...(ns.examples ?? [])]),
    checks: Object.freeze(ns.checks.map((c) => `${c.algorithm} ${c.rule}`)),
    equivalence: Object.freeze(ns.equivalence.map((e) => `${e.op} ${e.rules.join(' ')}`)),
    parts: Object.freeze([...g.meta.parts]),
    entry: set === 'shipped' ? `urnkit/namespaces/${g.nid}` : undefined,
  });
}

/**
 * What urnkit knows of one NID (any case); undefined when it knows nothing.
 * @example
 * ```ts
 * catalogEntry('uuid')?.grammar?.summary; // '8-4-4-4-12 hex digits'
 * ```
 */
export function catalogEntry(nid: string): CatalogEntry | undefined {
  if (typeof nid !== 'string') throw argumentError('catalogEntry', 'the NID', 'a string', nid);
  const lower = nid.toLowerCase();
  const registry = registryEntry(lower);
  const shipped = shippedGrammar(lower);
  const community = shipped ? undefined : communityGrammar(lower);
  if (!registry && !shipped && !community) return undefined;
  const grammar = shipped ? describe(shipped, 'shipped') : community ? describe(community, 'community') : undefined;
  return Object.freeze({ nid: lower, registry, grammar });
}

/**
 * Every NID urnkit knows: registry entries and community NIDs, sorted.
 * @example
 * ```ts
 * namespaceCatalog().filter((e) => e.grammar?.set === 'community').map((e) => e.nid);
 * ```
 */
export function namespaceCatalog(): readonly CatalogEntry[] {
  const nids = new Set([...registryEntries().map((e) => e.nid), ...SHIPPED_NAMESPACES, ...COMMUNITY_NAMESPACES]);
  return Object.freeze([...nids].sort().map((nid) => catalogEntry(nid) as CatalogEntry));
}
