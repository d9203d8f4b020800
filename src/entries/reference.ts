/*
 * urnkit/reference: the reference engine, apg-js interpreting each grammar.
 * Loading it makes `engine: 'reference'` available in any runtime (on Node the
 * core loads it by itself when first asked).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type { ApgGrammar } from '../compile/apg';
import { ReferenceEngine, registerReferenceEngine } from '../engine/lazy';
import { referenceParse } from '../engine/reference';
import type { ProfileName } from '../types';

type GrammarModule = new () => ApgGrammar;

const grammars: Record<ProfileName, () => GrammarModule> = {
  rfc2141: () => require('../../generated/rfc2141.grammar.js'),
  rfc2141bis: () => require('../../generated/rfc2141bis.grammar.js'),
  rfc8141: () => require('../../generated/rfc8141.grammar.js'),
};
/** The draft revisions' grammar objects (generated/drafts.js), loaded with the first of them. */
let drafts: Readonly<Record<string, { grammar(): GrammarModule }>> | undefined;

const moduleOf = (grammar: string): GrammarModule => {
  if (Object.prototype.hasOwnProperty.call(grammars, grammar)) return grammars[grammar as ProfileName]();
  drafts ??= require('../../generated/drafts.js') as Readonly<Record<string, { grammar(): GrammarModule }>>;
  if (!Object.prototype.hasOwnProperty.call(drafts, grammar)) throw new Error(`urnkit: no shipped grammar ${JSON.stringify(grammar)}`);
  return drafts[grammar].grammar();
};
const built = /* @__PURE__ */ new Map<string, ApgGrammar>();

export const referenceEngine: ReferenceEngine = /* @__PURE__ */ Object.freeze({
  referenceParse,
  profileGrammar(grammar: string): ApgGrammar {
    let g = built.get(grammar);
    if (!g) built.set(grammar, (g = new (moduleOf(grammar))()));
    return g;
  },
});

registerReferenceEngine(referenceEngine);

export type { ReferenceEngine } from '../engine/lazy';
export type { ReferenceResult } from '../engine/reference';
