/* What a grammar file says about itself (its pragmas), as the matchers and the pipeline read it. */

/** Check-character algorithms a namespace grammar can name (src/namespaces/check-digits.ts). */
export const CHECK_ALGORITHMS = ['isbn10', 'isbn13', 'issn'] as const;
export type CheckAlgorithm = (typeof CHECK_ALGORITHMS)[number];

/** Lexical-equivalence operations a namespace grammar can name (src/namespaces/equivalence.ts). */
export const EQUIVALENCE_OPS = ['lowercase', 'uppercase', 'remove-hyphens'] as const;
export type EquivalenceOp = (typeof EQUIVALENCE_OPS)[number];

export interface NamespaceMeta {
  /** The NID, lower case. */
  nid: string;
  /** Other NIDs (lower case) that share the grammar. */
  aliases: string[];
  /** The registration the grammar comes from, e.g. "RFC 4122 s.3". */
  source: string;
  checks: { algorithm: CheckAlgorithm; rule: string; section: string }[];
  equivalence: { op: EquivalenceOp; rules: string[]; section: string }[];
  /** What the grammar checks, in a line (@summary; '' when the grammar gives none). */
  summary: string;
  /** URNs the grammar accepts, for listings (@example). */
  examples: string[];
}

export interface GrammarMeta {
  /** The profile name, or '' for a namespace grammar. */
  profile: string;
  start: string;
  parts: string[];
  /** Rules recorded only by Matcher.capture (read on demand, e.g. rfc2141bis directives). */
  views: string[];
  /** Spec section for each rule, by rule name as written. */
  sections: Record<string, string>;
  /** Rules defined by the grammar's own file (not by the shared core). */
  ownRules: string[];
  /** The grammar file names, relative to the grammar folder. */
  source: string[];
  /** Present for a namespace grammar (@namespace). */
  namespace?: NamespaceMeta;
}

/** What a matcher module carries of the meta: a verdict's needs. Sections and own rules live with the diagnoser. */
export type MatcherMeta = Pick<GrammarMeta, 'profile' | 'start' | 'parts' | 'views' | 'namespace'>;

/** The matcher module's part of a meta. */
export function matcherMeta(meta: GrammarMeta): MatcherMeta {
  const { profile, start, parts, views, namespace } = meta;
  return namespace ? { profile, start, parts, views, namespace } : { profile, start, parts, views };
}

/**
 * The rules whose spans a match records (their part indexes): the @parts, then
 * the @views, and for a namespace the rules its @check and @equivalence
 * pragmas read, in that order, once each.
 */
export function captureRules(meta: MatcherMeta): string[] {
  const ns = meta.namespace;
  const all = [...meta.parts, ...meta.views, ...(ns ? [...ns.checks.map((c) => c.rule), ...ns.equivalence.flatMap((e) => e.rules)] : [])];
  return [...new Set(all)];
}

