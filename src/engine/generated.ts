/* Loads the committed generated/ matchers of the three shipped profiles. */
import type { ApgGrammar } from '../compile/apg';
import generatedMatchers from '../../generated/matchers.js';
import generatedDiagnosers from '../../generated/diagnosers.js';
import type { ProfileName } from '../revision-names';
import { CompiledProfile, Diagnoser, Matcher } from './compiled';
import { deepFreeze, frozenCopy, frozenMatcher } from './frozen';
import { profileGrammarObject } from './lazy';
import { unpolluted } from './unpolluted';

// Each index loads a module on first use (generated/matchers.js). The diagnosing variants load on
// first failure, from an index of their own: a bundle that only asks for verdicts leaves them out.
const matchers: Record<ProfileName, () => Matcher> = generatedMatchers as unknown as Record<ProfileName, () => Matcher>;
const diagnosers: Record<ProfileName, () => Diagnoser> = generatedDiagnosers as unknown as Record<ProfileName, () => Diagnoser>;

/** A shipped profile's matcher (generated/<profile>.matcher.js). */
export const matcherOf = (profile: ProfileName): Matcher => frozenMatcher(unpolluted(matchers[profile]));

/** A grammar's generated modules: a main profile's here, a draft's in urnkit/drafts (with its apg-js grammar object). */
export interface GeneratedModules {
  matcher(): Matcher;
  diagnoser(): Diagnoser;
  grammar(): new () => ApgGrammar;
}

/**
 * The compiled grammar of grammar/<grammar>.abnf from its generated modules (a
 * main profile's unless given: GeneratedModules). A main profile's apg-js
 * grammar object comes from urnkit/reference or urnkit/patterns; a draft's from urnkit/drafts,
 * so that the reference engine's bundle holds none of the drafts.
 */
export function loadGenerated(grammar: string, matcherOf = matchers[grammar as ProfileName], diagnoserOf = diagnosers[grammar as ProfileName], grammarOf?: GeneratedModules['grammar']): CompiledProfile {
  const matcher = frozenMatcher(unpolluted(matcherOf));
  let diagnoser: Diagnoser | undefined;
  let apg: ApgGrammar | undefined;
  return {
    meta: matcher.meta,
    matcher,
    diagnoser: () => (diagnoser ??= deepFreeze(unpolluted(diagnoserOf))),
    grammar: grammarOf ? () => (apg ??= frozenCopy(new (unpolluted(grammarOf))())) : () => profileGrammarObject(grammar as ProfileName),
  };
}
