/*
 * The compiled grammars of the revisions, loaded once: what the parse
 * pipeline, the conformance tools and the run-time compiler share.
 */
import type { CompiledProfile } from '../engine/compiled';
import { loadGenerated } from '../engine/generated';
import { canonicalName } from '../revision-names';
import type { ProfileName, RevisionName } from '../types';
import { draftResolution, isMainProfile as isMain } from './index';

const compiledProfiles = /* @__PURE__ */ new Map<ProfileName, CompiledProfile>();

/**
 * The compiled grammar of a shipped revision (loaded once): matcher, diagnoser,
 * apg-js grammar. A draft's comes from urnkit/drafts (src/profiles/drafts.ts).
 */
export function compiledProfile(name: RevisionName): CompiledProfile {
  const main = canonicalName(name);
  if (!isMain(main)) return draftResolution(main).compiled;
  let c = compiledProfiles.get(main);
  if (!c) compiledProfiles.set(main, (c = loadGenerated(main)));
  return c;
}

