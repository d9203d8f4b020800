/*
 * The profile and revision names (re-exported by src/types.ts), and the names
 * the profile option accepts, as the core needs them: which strings name a
 * revision, and which revision an alias names. REVISIONS
 * (src/revisions.ts) is the full table, with grammars, dates and sources; a
 * draft is resolved by urnkit/drafts. This is the small part parse carries
 * (tests/revisions.test.ts checks that the two agree).
 */

/** The spec revisions urnkit implements. */
export type ProfileName = 'rfc2141' | 'rfc2141bis' | 'rfc8141';

/** The main profiles: RFC 2141, rfc2141bis (draft-ietf-urnbis-rfc2141bis-urn-03) and RFC 8141. */
export const PROFILES: readonly ProfileName[] = /* @__PURE__ */ Object.freeze(['rfc2141', 'rfc2141bis', 'rfc8141'] as const);

/**
 * The readable draft revisions between rfc2141bis-03 and RFC 8141 (and the
 * individual draft draft-saintandre-urnbis-2141bis-00), by short name; REVISIONS
 * (src/revisions.ts) lists them in date order with their dates and sources.
 */
export type DraftName =
  | 'saintandre-00'
  | 'rfc2141bis-07'
  | 'rfc2141bis-08'
  | 'rfc2141bis-09'
  | 'rfc2141bis-10'
  | 'rfc2141bis-11'
  | 'rfc2141bis-12'
  | 'rfc2141bis-13'
  | 'rfc2141bis-14'
  | 'rfc2141bis-15'
  | 'rfc2141bis-16'
  | 'rfc2141bis-17'
  | 'rfc2141bis-18'
  | 'rfc2141bis-19'
  | 'rfc2141bis-20'
  | 'rfc2141bis-21'
  | 'rfc2141bis-22';

/** Every name the `profile` option of parse, tryParse, isValid and extractUrns accepts: "rfc2141bis-03" is rfc2141bis. */
export type RevisionName = ProfileName | DraftName | 'rfc2141bis-03';

/** The values the profile option accepts (REVISION_NAMES): the main profiles, "saintandre-00", "rfc2141bis-03" (rfc2141bis) and "rfc2141bis-07" ... "rfc2141bis-22". */
const NAME = /^(?:rfc2141|rfc8141|saintandre-00|rfc2141bis(?:-0[3789]|-1\d|-2[0-2])?)$/;

/** Whether `name` is a value the profile option accepts. */
export const isRevisionName = (name: unknown): name is RevisionName => typeof name === 'string' && NAME.test(name);

/** The revision an option value names: itself, or for the alias "rfc2141bis-03" rfc2141bis. */
export const canonicalName = (name: RevisionName): Exclude<RevisionName, 'rfc2141bis-03'> => (name === 'rfc2141bis-03' ? 'rfc2141bis' : name);
