/*
 * A shipped namespace grammar (generated/namespaces/<nid>.*.js) as a value for
 * the namespaces option: the set of all of them (./shipped.ts) and each
 * urnkit/namespaces/<nid> entry (one grammar, so that a bundle holds only the
 * namespaces it names) make them the same way.
 */
import type { ApgGrammar } from '../compile/apg';
import type { Diagnoser, Matcher } from '../engine/compiled';
import type { NamespaceGrammar } from './types';

/** A shipped grammar's modules, as generated/namespaces/index.js lists them (each loaded when called). */
export interface GrammarModules {
  aliases: string[];
  matcher: () => Matcher;
  diagnoser: () => Diagnoser;
  grammar: () => new () => ApgGrammar;
}

/** The grammar of a shipped namespace: its matcher now, its diagnoser and apg-js grammar object on first use. */
export function shippedGrammarOf(nid: string, modules: GrammarModules): NamespaceGrammar {
  const matcher = modules.matcher();
  let grammar: ApgGrammar | undefined;
  let diagnoser: Diagnoser | undefined;
  return Object.freeze({
    nid,
    aliases: Object.freeze([...modules.aliases]),
    meta: matcher.meta as NamespaceGrammar['meta'],
    matcher,
    diagnoser: () => (diagnoser ??= modules.diagnoser()),
    grammar: () => (grammar ??= new (modules.grammar())()),
    shipped: true,
  });
}
