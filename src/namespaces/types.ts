/* Namespace grammars and the IANA registry, as the parse pipeline sees them. */
import type { ApgGrammar } from '../compile/apg';
import type { MatcherMeta, NamespaceMeta } from '../compile/meta';
import type { Diagnoser, Matcher } from '../engine/compiled';

/**
 * The key under which a namespace set holds hint kinds for what its grammars
 * refuse (urnkit/namespaces gives its sets the kinds for the forms of later
 * editions its registrations refuse), so that the core bundle leaves them out.
 * A symbol of the global registry: a set of either build carries them.
 */
export const SET_HINTS: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.setHints');

/** A reference of a registry record, as IANA writes it: `{ type: 'rfc', data: 'rfc4122' }`. */
export interface RegistryReference {
  readonly type: string;
  readonly data: string;
  readonly text?: string;
}

/** One record of IANA's URN namespace registry. */
export interface RegistryEntry {
  /** The NID, lower case. */
  readonly nid: string;
  /** 'formal' (RFC 8141 s.5.1) or 'informal' ("urn-<number>", s.5.2). */
  readonly kind: 'formal' | 'informal';
  /** Registration date, where the registry gives one (YYYY-MM-DD). */
  readonly date?: string;
  /** The registrant's name for an informal namespace. */
  readonly name?: string;
  /** The registration documents. */
  readonly references: readonly RegistryReference[];
  /** The registration template's address, where there is one. */
  readonly template?: string;
}

/** A compiled namespace grammar: shipped (generated/namespaces/) or compiled by the user. */
export interface NamespaceGrammar {
  /** The NID, lower case. */
  readonly nid: string;
  /** Other NIDs that share the grammar (lower case). */
  readonly aliases: readonly string[];
  readonly meta: MatcherMeta & { namespace: NamespaceMeta };
  readonly matcher: Matcher;
  /** The diagnosing variant, loaded on first failure. */
  diagnoser(): Diagnoser;
  /** The apg-js grammar object, for the reference engine (built on first use). */
  grammar(): ApgGrammar;
  /** Set on the shipped grammars: their typed views (uuid, isbn, ...) read their rule names. */
  readonly shipped?: boolean;
  /**
   * Set on the grammars of the community set (`communityNamespaces`): NIDs that
   * no IANA registry lists, each defined by its community's own document. A URN
   * they match gets the note 'nid-community' rather than 'nid-unregistered'.
   */
  readonly community?: boolean;
}

/**
 * Namespace rules as parse applies them: a grammar by NID, and whether a NID
 * is registered. `namespaces` from urnkit/namespaces is the shipped set.
 */
export interface NamespaceSet {
  /** The grammar for a NID (any case, aliases too), or undefined. */
  grammarFor(nid: string): NamespaceGrammar | undefined;
  /** Whether a NID (any case) is registered: in the registry, or given a grammar. */
  registered(nid: string): boolean;
  /** The date of the registry snapshot behind `registered`, if any. */
  readonly registryDate: string | undefined;
  /** A set with these grammars too; they win for their NIDs. */
  with(...grammars: NamespaceGrammar[]): NamespaceSet;
}
