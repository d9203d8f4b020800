import { DraftName, ProfileName, RevisionName } from '../types';
import { draftProfile, isDraftName } from './drafts';
import { Profile } from './profile';
import { rfc2141 } from './rfc2141';
import { rfc2141bis } from './rfc2141bis';
import { rfc8141 } from './rfc8141';

export const profiles: { readonly [P in ProfileName]: Profile<P> } = /* @__PURE__ */ Object.freeze({ rfc2141, rfc2141bis, rfc8141 });

const drafts = /* @__PURE__ */ new Map<DraftName, Profile<DraftName>>();

/**
 * The profile of a revision (an alias's is its revision's). A draft's is made
 * on first use from its grammar's @parts (`parts`).
 */
export function profileFor(name: RevisionName, parts: readonly string[]): Profile<RevisionName> {
  if (name === 'rfc2141bis-03') return profiles.rfc2141bis as unknown as Profile<RevisionName>;
  if (!isDraftName(name)) return profiles[name] as unknown as Profile<RevisionName>;
  let p = drafts.get(name);
  if (!p) drafts.set(name, (p = draftProfile(name, parts)));
  return p as unknown as Profile<RevisionName>;
}

/** How a revision's sections are cited ("RFC 8141", "bis-12"), for the hints and the reports. */
export { REVISIONS } from '../revisions';
