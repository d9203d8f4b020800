/*
 * Loads the committed generated/ modules of a grammar: the three main
 * profiles' here, the draft revisions' through urnkit/drafts (src/engine/lazy.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { ProfileName } from '../types';
import { CompiledProfile, Diagnoser, Matcher } from './compiled';
import { draftGrammars, referenceEngine } from './lazy';

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

const isMain = (grammar: string): grammar is ProfileName => Object.prototype.hasOwnProperty.call(matchers, grammar);

/** A shipped profile's matcher (generated/<profile>.matcher.js). */
export const matcherOf = (profile: ProfileName): Matcher => matchers[profile]();

/** A shipped grammar's matcher: a main profile's, or a draft's (grammar/<grammar>.abnf). */
export const grammarMatcher = (grammar: string): Matcher => (isMain(grammar) ? matchers[grammar]() : draftGrammars()[grammar].matcher());

export function loadGenerated(grammar: string): CompiledProfile {
  const matcher = grammarMatcher(grammar);
  let diagnoser: Diagnoser | undefined;
  return {
    meta: matcher.meta,
    matcher,
    diagnoser: () => (diagnoser ??= isMain(grammar) ? diagnosers[grammar]() : draftGrammars()[grammar].diagnoser()),
    // The apg-js grammar object belongs to the reference engine (urnkit/reference).
    grammar: () => referenceEngine().profileGrammar(grammar),
  };
}
