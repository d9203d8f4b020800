/*
 * Namespace grammars compiled from text, in any runtime: no file is read
 * here, so the playground's grammar lab compiles in the browser what
 * ./runtime.ts (Node) compiles from files.
 */
import { compileGrammarText, GrammarError, SourceFile } from '../compile/abnf';
import { generateMatcherSources } from '../compile/codegen';
import type { LaidOutGrammar } from '../compile/embedding';
import { printable } from '../compile/printable';
import { instantiateMatcher } from '../engine/compiled';
import { deepFreeze, frozenCopy, frozenMatcher, original } from '../engine/frozen';
import type { NamespaceGrammar } from '../namespaces/types';
import { compiledProfile } from '../profiles/compiled';
import { PROFILES } from '../revision-names';
import coreAbnf from '../../generated/core-abnf.js';

/** The shipped core rules (grammar/core.abnf), compiled into a module by the build. */
export const CORE_ABNF: string = coreAbnf;

/** The shipped profiles' grammars: a namespace compiled at run time says how it joins each (src/compile/embedding.ts). */
export const shippedProfileGrammars = (): LaidOutGrammar[] => PROFILES.map((p) => ({ grammar: original(compiledProfile(p).grammar()), meta: compiledProfile(p).meta }));

/**
 * A namespace grammar compiled from `files` (its own file first, then the
 * core rules), joined to `profiles`' expressions: compileNamespace with the
 * shipped core rules and profiles (the fuzzer passes fewer; the benchmark
 * and tests another `workLimit`, as compileGrammarText).
 */
export function namespaceFromFiles(files: SourceFile[], profiles: readonly LaidOutGrammar[], workLimit?: number): NamespaceGrammar {
  const compiled = compileGrammarText(files, workLimit);
  const ns = compiled.meta.namespace;
  if (!ns) throw new GrammarError([`${printable(files[0].name)}:1: not a namespace grammar: it needs "; @namespace <nid>" (and "; @source ...")`]);
  const { matcher, diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta, profiles));
  // Frozen as the shipped grammars are (src/engine/frozen.ts): the caches keyed by a grammar trust it to stay as compiled.
  deepFreeze(diagnoser);
  const grammar = frozenCopy(compiled.grammar);
  return deepFreeze({
    nid: ns.nid,
    aliases: [...ns.aliases],
    meta: { ...compiled.meta, namespace: ns },
    matcher: frozenMatcher(matcher),
    diagnoser: () => diagnoser,
    grammar: () => grammar,
  });
}
