/*
 * The names the profile option accepts, as the core needs them: which strings
 * name a revision, and which revision an alias names. REVISIONS
 * (src/revisions.ts) is the full table, with grammars, dates and sources; a
 * draft is resolved by urnkit/drafts. This is the small part parse carries
 * (tests/revisions.test.ts checks that the two agree).
 */
import type { RevisionName } from './types';

/** The values the profile option accepts (REVISION_NAMES): the main profiles, "saintandre-00", "rfc2141bis-03" (rfc2141bis) and "rfc2141bis-07" ... "rfc2141bis-22". */
const NAME = /^(?:rfc2141|rfc8141|saintandre-00|rfc2141bis(?:-0[3789]|-1\d|-2[0-2])?)$/;

/** Whether `name` is a value the profile option accepts. */
export const isRevisionName = (name: unknown): name is RevisionName => typeof name === 'string' && NAME.test(name);

/** The revision an option value names: itself, or for the alias "rfc2141bis-03" rfc2141bis. */
export const canonicalName = (name: RevisionName): Exclude<RevisionName, 'rfc2141bis-03'> => (name === 'rfc2141bis-03' ? 'rfc2141bis' : name);
