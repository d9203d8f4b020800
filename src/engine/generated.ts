/* Loads the committed generated/ matchers of the three shipped profiles. */
/* eslint-disable @typescript-eslint/no-require-imports */
import { ProfileName } from '../types';
import { CompiledProfile, Diagnoser, Matcher } from './compiled';
import { referenceEngine } from './lazy';

const matchers: Record<ProfileName, () => Matcher> = {
  rfc2141: () => require('../../generated/rfc2141.matcher.js'),
  rfc2141bis: () => require('../../generated/rfc2141bis.matcher.js'),
  rfc8141: () => require('../../generated/rfc8141.matcher.js'),
};

// The diagnosing variants load on first failure: a bundle that only asks for verdicts leaves them out.
const diagnosers: Record<ProfileName, () => Diagnoser> = {
  rfc2141: () => require('../../generated/rfc2141.diagnose.js'),
  rfc2141bis: () => require('../../generated/rfc2141bis.diagnose.js'),
  rfc8141: () => require('../../generated/rfc8141.diagnose.js'),
};

/** A shipped profile's matcher (generated/<profile>.matcher.js). */
export const matcherOf = (profile: ProfileName): Matcher => matchers[profile]();

/** A grammar's generated modules: a main profile's here, a draft's in urnkit/drafts. */
export interface GeneratedModules {
  matcher(): Matcher;
  diagnoser(): Diagnoser;
}

/** The compiled grammar of grammar/<grammar>.abnf from its generated modules (a main profile's unless given: GeneratedModules). */
export function loadGenerated(grammar: string, matcherOf = matchers[grammar as ProfileName], diagnoserOf = diagnosers[grammar as ProfileName]): CompiledProfile {
  const matcher = matcherOf();
  let diagnoser: Diagnoser | undefined;
  return {
    meta: matcher.meta,
    matcher,
    diagnoser: () => (diagnoser ??= diagnoserOf()),
    // The apg-js grammar object belongs to the reference engine (urnkit/reference).
    grammar: () => referenceEngine().profileGrammar(grammar),
  };
}
