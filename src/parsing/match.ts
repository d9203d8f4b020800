/*
 * The grammar match, with the engine the options chose: the generated matcher
 * (captures into reused scratch space) or apg-js through urnkit/reference.
 */
import { referenceEngine } from '../engine/lazy';
import { draftResolution, isMainProfile as isMain } from '../profiles';
import type { DraftName } from '../types';
import type { Resolved } from './resolve';

export const scratch: number[] = [];
/** The fast engine's captures, reused: a profile's create() reads them before the next parse. */
const fastCaptures = { caps: scratch, count: 0 };
/** Scratch space above this many entries is released after a parse (no retained memory after a huge input). */
export const SCRATCH_KEEP = 4096;

/** The reference engine on a shipped revision: its grammar object comes from urnkit/reference (a draft's from urnkit/drafts). */
export function referenceParseProfile(r: Resolved, input: string): ReturnType<ReturnType<typeof referenceEngine>['referenceParse']> {
  const name = r.profile.name;
  const engine = referenceEngine();
  // Not through compiledProfile, which would bring every diagnoser into a bundle of isValid. A draft
  // that shares another revision's grammar parses with that grammar's object.
  const grammar = isMain(name) ? () => engine.profileGrammar(name) : draftResolution(name as DraftName).compiled.grammar;
  return engine.referenceParse({ meta: r.matcher.meta, grammar }, input);
}

/**
 * Matches `input` with the chosen engine: the capture triples, or on a syntax
 * error apg-js's maxMatched (-1 from the fast engine: the diagnosis finds it).
 */
export function matchGrammar(r: Resolved, input: string): { caps: number[]; count: number } | { offset: number } {
  if (r.engine === 'reference') {
    const ref = referenceParseProfile(r, input);
    return ref.ok ? { caps: ref.caps, count: ref.caps.length } : { offset: ref.maxMatched };
  }
  fastCaptures.count = r.matcher.match(input, scratch);
  return fastCaptures.count >= 0 ? fastCaptures : { offset: -1 };
}

