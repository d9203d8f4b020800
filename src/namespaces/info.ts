/* What urnkit knows of a NID: its IANA registry record and its shipped grammar. */
import { argumentError } from '../options';
import { REGISTRY_DATE, registryEntry, shippedGrammar } from './shipped';
import type { RegistryEntry } from './types';

/** A registry record, with the source of the shipped grammar for its NID. */
export interface NamespaceInfo extends RegistryEntry {
  /** The registration urnkit's grammar for this NID is transcribed from, or undefined when it has none. */
  readonly grammar: string | undefined;
  /** The date of the registry snapshot the record comes from. */
  readonly registryDate: string;
}

/**
 * The IANA registry record of a NID (case-insensitive), with the source of the
 * shipped namespace grammar if there is one; undefined for an unregistered NID.
 * @example
 * ```ts
 * namespaceInfo('ISBN')?.grammar; // 'RFC 3187 s.5, extended to ISBN-13 by RFC 8254 s.2.1'
 * ```
 */
export function namespaceInfo(nid: string): NamespaceInfo | undefined {
  if (typeof nid !== 'string') throw argumentError('namespaceInfo', 'the NID', 'a string', nid);
  const lower = nid.toLowerCase();
  const entry = registryEntry(lower);
  if (!entry) return undefined;
  return Object.freeze({ ...entry, grammar: shippedGrammar(lower)?.meta.namespace.source, registryDate: REGISTRY_DATE });
}
