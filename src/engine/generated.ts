/* Loads the committed generated/ matchers of the three shipped profiles. */
/* eslint-disable @typescript-eslint/no-require-imports */
import { ProfileName } from '../types';
import { CompiledProfile, Diagnoser, Matcher } from './compiled';
import { referenceEngine } from './lazy';
import { unpolluted } from './unpolluted';

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
export const matcherOf = (profile: ProfileName): Matcher => unpolluted(matchers[profile]);

export function loadGenerated(profile: ProfileName): CompiledProfile {
  const matcher = matcherOf(profile);
  let diagnoser: Diagnoser | undefined;
  return {
    meta: matcher.meta,
    matcher,
    diagnoser: () => (diagnoser ??= unpolluted(diagnosers[profile])),
    // The apg-js grammar object belongs to the reference engine (urnkit/reference).
    grammar: () => referenceEngine().profileGrammar(profile),
  };
}
