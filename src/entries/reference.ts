/**
 * urnkit/reference: the reference engine, apg-js interpreting each grammar.
 * Loading it makes `engine: 'reference'` available in any runtime (on Node the
 * core loads it by itself when first asked).
 *
 * @module urnkit/reference
 */
import { ReferenceEngine, registerReferenceEngine } from '../engine/lazy';
import { profileGrammar } from '../engine/profile-grammars';
import { referenceParse } from '../engine/reference';

/** The reference engine (apg-js), registered with the core when this entry point loads. */
export const referenceEngine: ReferenceEngine = /* @__PURE__ */ Object.freeze({
  referenceParse,
  // The main profiles' grammars only: a draft's grammar object comes with urnkit/drafts.
  profileGrammar,
});

registerReferenceEngine(referenceEngine);

export type { ReferenceEngine } from '../engine/lazy';
export type { ReferenceResult } from '../engine/reference';
