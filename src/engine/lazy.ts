/*
 * The parts of urnkit that live outside the core entry point, so that the core
 * bundles small and loads in any JavaScript runtime: the reference engine
 * (apg-js) and the shipped namespace grammars with IANA's registry (the draft
 * revisions register in src/profiles/index.ts). Their entry points
 * (urnkit/reference, urnkit/namespaces) register them here when loaded; on
 * Node the core loads them itself on first use (./node-loader).
 * Elsewhere (a browser, an edge worker) a use before the entry is loaded is
 * a clear error, never a crash at import time.
 */
import type { ApgGrammar } from '../compile/apg';
import type { NamespaceSet } from '../namespaces/types';
import type { ProfileName } from '../revision-names';
import type { CompiledProfile } from './compiled';
import { loadNodeModule } from './node-loader';
import type { ReferenceResult } from './reference';

/** The reference engine (apg-js) as urnkit/reference registers it with the core. */
export interface ReferenceEngine {
  /** Parses `input` (or its range `from`..`to`) with apg-js on a compiled grammar. */
  referenceParse(compiled: Pick<CompiledProfile, 'meta' | 'grammar'>, input: string, from?: number, to?: number): ReferenceResult;
  /** The apg-js grammar object of a shipped profile. */
  profileGrammar(profile: ProfileName): ApgGrammar;
}

let reference: ReferenceEngine | undefined;
let shipped: NamespaceSet | undefined;

export function registerReferenceEngine(engine: ReferenceEngine): void {
  reference = engine;
}

/** The main profiles' grammar objects without the reference engine (urnkit/patterns registers them: ./profile-grammars.ts). */
let grammarObjects: ((profile: ProfileName) => ApgGrammar) | undefined;

export function registerProfileGrammars(source: (profile: ProfileName) => ApgGrammar): void {
  grammarObjects = source;
}

/** A main profile's apg-js grammar object: from the registered source, else from the reference engine. */
export function profileGrammarObject(profile: ProfileName): ApgGrammar {
  return grammarObjects ? grammarObjects(profile) : referenceEngine().profileGrammar(profile);
}

export function registerShippedNamespaces(set: NamespaceSet): void {
  shipped = set;
}

export function referenceEngine(): ReferenceEngine {
  reference ??= (loadNodeModule('reference') as { referenceEngine?: ReferenceEngine } | undefined)?.referenceEngine;
  if (!reference) {
    throw new Error("urnkit: engine 'reference' runs apg-js, which the core entry does not load: import 'urnkit/reference' first (on Node it loads by itself)");
  }
  return reference;
}

export function shippedNamespaces(): NamespaceSet {
  shipped ??= (loadNodeModule('namespaces') as { namespaces?: NamespaceSet } | undefined)?.namespaces;
  if (!shipped) {
    throw new Error("urnkit: namespaces: true needs the shipped namespace grammars, which the core entry does not load: import { namespaces } from 'urnkit/namespaces' and pass it, or import that entry first (on Node they load by themselves)");
  }
  return shipped;
}
