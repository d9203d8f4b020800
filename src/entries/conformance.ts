/*
 * urnkit/conformance (Node): what separates the spec revisions, for an input,
 * a corpus or two grammars, and grammars compiled at run time with apg-js.
 */
export { compare } from '../conformance/compare';
export type { Comparison, CompareOptions, ProfileVerdict, PartsRead, Split } from '../conformance/compare';
export { diffCorpus } from '../conformance/corpus';
export type { CorpusDiff, CorpusDiffOptions, DiffGroup, DiffKind } from '../conformance/corpus';
export { diffGrammars } from '../conformance/grammar-diff';
export type { GrammarDiff, GrammarDiffGroup, GrammarDiffOptions } from '../conformance/grammar-diff';
export { compileNamespace, compileNamespaceFile } from '../engine/runtime';
export { GrammarError } from '../compile/grammar-error';
