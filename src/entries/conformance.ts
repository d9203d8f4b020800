/*
 * urnkit/conformance (Node): what separates the spec revisions, for an input,
 * a corpus, two grammars or two revisions' languages, and grammars compiled at
 * run time with apg-js, and registration templates checked (checkRegistration).
 */
export { compare } from '../conformance/compare';
export type { Comparison, CompareOptions, ProfileVerdict, PartsRead, Split } from '../conformance/compare';
export { diffCorpus } from '../conformance/corpus';
export type { CorpusDiff, CorpusDiffOptions, DiffGroup, DiffKind } from '../conformance/corpus';
export { diffGrammars } from '../conformance/grammar-diff';
export { revisionRelation } from '../conformance/relations';
export type { Relation, RevisionRelation } from '../conformance/relations';
export type { GrammarDiff, GrammarDiffGroup, GrammarDiffOptions } from '../conformance/grammar-diff';
export { compileNamespace, compileNamespaceFile } from '../conformance/runtime';
export { GrammarError } from '../compile/grammar-error';
export { checkRegistration, REGISTRATION_LIMITS } from '../conformance/registration/check';
export { REGISTRATION_CODES } from '../conformance/registration/types';
export type {
  CheckRegistrationOptions,
  DefinedRule,
  ExampleVerdict,
  NssLanguage,
  RegistrationCheck,
  RegistrationCode,
  RegistrationExample,
  RegistrationFinding,
  SuppliedRule,
} from '../conformance/registration/types';
