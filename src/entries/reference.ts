/**
 * urnkit/reference: the reference engine, apg-js interpreting each grammar.
 * Loading it makes `engine: 'reference'` available in any runtime (on Node the
 * core loads it by itself when first asked).
 *
 * @module urnkit/reference
 */
import type { ApgGrammar } from '../compile/apg';
import generatedGrammars from '../../generated/grammars.js';
import { ReferenceEngine, registerReferenceEngine } from '../engine/lazy';
import { referenceParse } from '../engine/reference';
import { frozenCopy } from '../engine/frozen';
import { unpolluted } from '../engine/unpolluted';
import type { ProfileName } from '../types';

type GrammarModule = new () => ApgGrammar;

/** Each loaded on first use (generated/grammars.js). */
const grammars: Record<ProfileName, () => GrammarModule> = generatedGrammars;
const built = /* @__PURE__ */ new Map<ProfileName, ApgGrammar>();

/** The reference engine (apg-js), registered with the core when this entry point loads. */
export const referenceEngine: ReferenceEngine = /* @__PURE__ */ Object.freeze({
  referenceParse,
  // The main profiles' grammars only: a draft's grammar object comes with urnkit/drafts.
  profileGrammar(profile: ProfileName): ApgGrammar {
    let g = built.get(profile);
    if (!g) built.set(profile, (g = frozenCopy(new (unpolluted(grammars[profile]))())));
    return g;
  },
});

registerReferenceEngine(referenceEngine);

export type { ReferenceEngine } from '../engine/lazy';
export type { ReferenceResult } from '../engine/reference';
