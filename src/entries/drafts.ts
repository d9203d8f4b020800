/**
 * urnkit/drafts: the grammars and profiles (prose rules, Urn fields) of the
 * draft revisions (saintandre-00, rfc2141bis-07 ... rfc2141bis-22; REVISIONS
 * lists them). Loading it makes those profiles work in any runtime (on Node the
 * core loads it by itself when first asked); the core entry leaves them out of
 * a bundle.
 *
 * @module urnkit/drafts
 */
import generatedDrafts from '../../generated/drafts.js';
import type { GeneratedModules } from '../engine/generated';
import { draftResolution } from '../profiles/drafts';
import { DraftResolver, isMainProfile, registerDrafts } from '../profiles/index';
import { argumentError } from '../options';
import { revisionNamed } from '../revisions';
import type { DraftName } from '../types';
import type { UrnBase } from '../urn';

/** The generated modules of the drafts' own grammars, by grammar name (generated/drafts.js). */
const grammars: Readonly<Record<string, GeneratedModules>> = generatedDrafts as unknown as Readonly<Record<string, GeneratedModules>>;

/**
 * What the core registers (and on Node loads by itself): a draft's profile and
 * compiled grammar, its Urn class extending `Base`, the asking core's UrnBase.
 * @example
 * ```ts
 * // The core calls it: a draft revision's name in the profile option.
 * import 'urnkit/drafts';
 * parse('urn:example:a', { profile: 'rfc2141bis-15' }).profile; // 'rfc2141bis-15'
 * ```
 */
export const resolveDraft: DraftResolver = (name: DraftName, Base: typeof UrnBase) => {
  const revision = revisionNamed(name);
  if (!revision || revision.name !== name || isMainProfile(name)) throw argumentError('resolveDraft', 'the draft', 'a draft revision\'s name ("saintandre-00", "rfc2141bis-07" to "rfc2141bis-22")', name);
  if (typeof Base !== 'function') throw argumentError('resolveDraft', 'the base class', "the UrnBase of urnkit's core", Base);
  return draftResolution(name, Base, grammars);
};

registerDrafts(resolveDraft);
