/*
 * Namespace grammars from a generated index (generated/namespaces/index.js for
 * the registered NIDs, community-index.js for the community set): each
 * grammar's modules load when its NID is first looked up. The set of all of
 * them and each urnkit/namespaces/<nid> entry (one grammar, so that a bundle
 * holds only the namespaces it names) make a grammar the same way.
 */
import type { ApgGrammar } from '../compile/apg';
import type { Diagnoser, Matcher } from '../engine/compiled';
import { deepFreeze, frozenCopy, frozenMatcher } from '../engine/frozen';
import { unpolluted } from '../engine/unpolluted';
import { COMMUNITY_VIEWS, SHIPPED_VIEWS } from './named-views';
import type { NamespaceGrammar } from './types';
import { setNamedView } from './views';

export interface IndexEntry {
  aliases: string[];
  matcher: () => Matcher;
  diagnoser: () => Diagnoser;
  grammar: () => new () => ApgGrammar;
}

export interface IndexedGrammars {
  /** The grammar of a lower-case NID (or alias), loaded on first use. */
  grammar(nid: string): NamespaceGrammar | undefined;
  /** The NIDs with a grammar (aliases aside), sorted. */
  readonly nids: readonly string[];
}

/** The grammar of one index entry, marked with `flags`: its matcher now, its diagnoser and apg-js grammar object on first use. */
export function grammarOfEntry(nid: string, entry: IndexEntry, flags: Pick<NamespaceGrammar, 'shipped' | 'community'>): NamespaceGrammar {
  const matcher = frozenMatcher(unpolluted(entry.matcher));
  let grammar: ApgGrammar | undefined;
  let diagnoser: Diagnoser | undefined;
  const g: NamespaceGrammar = {
    nid,
    aliases: [...entry.aliases],
    meta: matcher.meta as NamespaceGrammar['meta'],
    matcher,
    diagnoser: () => (diagnoser ??= deepFreeze(unpolluted(entry.diagnoser))),
    grammar: () => (grammar ??= frozenCopy(new (unpolluted(entry.grammar))())),
    ...flags,
  };
  const view = (flags.shipped ? SHIPPED_VIEWS : COMMUNITY_VIEWS).get(nid);
  if (view) setNamedView(g, view);
  deepFreeze(g);
  return g;
}

/** The grammars of `index`, each marked with `flags` (shipped, community). */
export function indexedGrammars(index: Record<string, IndexEntry>, flags: Pick<NamespaceGrammar, 'shipped' | 'community'>): IndexedGrammars {
  const byNid = new Map<string, string>();
  for (const [nid, entry] of Object.entries(index)) {
    byNid.set(nid, nid);
    for (const alias of entry.aliases) byNid.set(alias, nid);
  }
  const loaded = new Map<string, NamespaceGrammar>();
  return {
    nids: Object.freeze(Object.keys(index).sort()),
    grammar(nid: string): NamespaceGrammar | undefined {
      const name = byNid.get(nid);
      if (name === undefined) return undefined;
      let g = loaded.get(name);
      if (!g) loaded.set(name, (g = grammarOfEntry(name, index[name], flags)));
      return g;
    },
  };
}
