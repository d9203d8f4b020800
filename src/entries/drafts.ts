/*
 * urnkit/drafts: the grammars of the draft revisions (saintandre-00,
 * rfc2141bis-07 ... rfc2141bis-22; REVISIONS lists them). Loading it makes
 * those profiles work in any runtime (on Node the core loads it by itself when
 * first asked); the core entry leaves their matchers out of a bundle.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type { ApgGrammar } from '../compile/apg';
import type { Diagnoser, Matcher } from '../engine/compiled';
import { DraftGrammarModules, registerDraftGrammars } from '../engine/lazy';

interface DraftModules {
  matcher(): Matcher;
  diagnoser(): Diagnoser;
  grammar(): new () => ApgGrammar;
}

const generated: Readonly<Record<string, DraftModules>> = require('../../generated/drafts.js');

export const draftGrammars: DraftGrammarModules = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(Object.entries(generated).map(([name, m]) => [name, Object.freeze({ matcher: m.matcher, diagnoser: m.diagnoser })])),
);

registerDraftGrammars(draftGrammars);

