import type { CompiledProfile } from '../engine/compiled';
import { loadNodeModule } from '../engine/node-loader';
import { DraftName, ProfileName, RevisionName } from '../types';
import { UrnBase } from '../urn';
import { Profile } from './profile';
import { rfc2141 } from './rfc2141';
import { rfc2141bis } from './rfc2141bis';
import { rfc8141 } from './rfc8141';

export const profiles: { readonly [P in ProfileName]: Profile<P> } = /* @__PURE__ */ Object.freeze({ rfc2141, rfc2141bis, rfc8141 });

/** A draft revision's profile and compiled grammar (whose diagnoser cites the draft's own sections). */
export interface DraftResolution {
  profile: Profile<DraftName>;
  compiled: CompiledProfile;
}

/** What urnkit/drafts gives (src/profiles/drafts.ts): a draft's resolution, its Urn class extending the given UrnBase. */
export type DraftResolver = (name: DraftName, Base: typeof UrnBase) => DraftResolution;

let resolver: DraftResolver | undefined;

/** What urnkit/drafts calls when it loads (on Node, the first use of a draft loads it). */
export function registerDrafts(resolve: DraftResolver): void {
  resolver = resolve;
}

const drafts = /* @__PURE__ */ new Map<string, DraftResolution>();

/** A draft revision's profile and compiled grammar, made once by urnkit/drafts. */
export function draftResolution(name: DraftName): DraftResolution {
  let d = drafts.get(name);
  if (!d) {
    resolver ??= (loadNodeModule('drafts') as { resolveDraft?: DraftResolver } | undefined)?.resolveDraft;
    if (!resolver) throw new Error("urnkit: a draft revision needs urnkit/drafts: import it first (on Node it loads by itself)");
    drafts.set(name, (d = resolver(name, UrnBase)));
  }
  return d;
}

/** Whether `name` is a main profile's. */
export const isMainProfile = (name: string): name is ProfileName => Object.prototype.hasOwnProperty.call(profiles, name);

/** The profile of a revision (an alias's is its revision's). */
export const profileFor = (name: RevisionName): Profile<RevisionName> =>
  (name === 'rfc2141bis-03' ? profiles.rfc2141bis : isMainProfile(name) ? profiles[name] : draftResolution(name as DraftName).profile) as Profile<RevisionName>;
