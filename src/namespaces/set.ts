/*
 * The namespaces option of parse/tryParse/isValid and the equivalence
 * functions: `true` is the shipped grammars with IANA's registry (the set that
 * urnkit/namespaces exports as `namespaces`); a set such as that one is used as
 * it is; an array adds grammars compiled by the user (compileNamespace or
 * `urnkit grammar compile`) to the shipped ones, and wins for its NIDs. A NID
 * with a grammar counts as registered.
 */
import { shippedNamespaces } from '../engine/lazy';
import { argumentError } from '../options';
import type { NamespaceGrammar, NamespaceSet } from './types';

export type NamespacesOption = boolean | readonly NamespaceGrammar[] | NamespaceSet;

/** Whether `g` has the shape of a compiled namespace grammar. */
export function isNamespaceGrammar(g: unknown): g is NamespaceGrammar {
  if (typeof g !== 'object' || g === null) return false;
  const { nid, aliases, meta, matcher, diagnoser, grammar } = g as Record<string, unknown>;
  const m = matcher as Record<string, unknown> | null;
  const ns = (meta as { namespace?: { nid?: unknown } } | null)?.namespace;
  return (
    typeof nid === 'string' &&
    Array.isArray(aliases) &&
    typeof grammar === 'function' &&
    typeof diagnoser === 'function' &&
    typeof m === 'object' &&
    m !== null &&
    typeof m.match === 'function' &&
    typeof ns?.nid === 'string'
  );
}

export function isNamespaceSet(s: unknown): s is NamespaceSet {
  const o = s as Partial<NamespaceSet> | null;
  return typeof o === 'object' && o !== null && typeof o.grammarFor === 'function' && typeof o.registered === 'function' && typeof o.with === 'function';
}

/** A set of `grammars` on top of `base` (their NIDs and aliases win over the base's). */
export function namespaceSet(grammars: readonly NamespaceGrammar[], base?: NamespaceSet): NamespaceSet {
  if (!Array.isArray(grammars)) throw argumentError('namespaceSet', 'the grammars', 'an array of namespace grammars', grammars);
  grammars.forEach((g, i) => {
    if (!isNamespaceGrammar(g)) throw argumentError('namespaceSet', `grammars[${i}]`, 'a namespace grammar from compileNamespace or `urnkit grammar compile`', g);
  });
  if (base !== undefined && !isNamespaceSet(base)) throw argumentError('namespaceSet', 'the base', 'a namespace set', base);
  const own = new Map<string, NamespaceGrammar>();
  for (const g of grammars) for (const nid of [g.nid, ...g.aliases]) own.set(nid.toLowerCase(), g);
  const set: NamespaceSet = Object.freeze({
    registryDate: base?.registryDate,
    grammarFor: (nid: string) => own.get(nid.toLowerCase()) ?? base?.grammarFor(nid),
    registered: (nid: string) => own.has(nid.toLowerCase()) || (base?.registered(nid) ?? false),
    with: (...more: NamespaceGrammar[]) => namespaceSet(more, set),
  });
  return set;
}

const sets = /* @__PURE__ */ new WeakMap<readonly NamespaceGrammar[], NamespaceSet>();

/** The set an option value stands for (undefined: no namespace rules). */
export function namespaceSetFor(option: NamespacesOption): NamespaceSet | undefined {
  if (option === false) return undefined;
  if (option === true) return shippedNamespaces();
  if (isNamespaceSet(option)) return option;
  const grammars = option as readonly NamespaceGrammar[];
  let set = sets.get(grammars);
  if (!set) sets.set(grammars, (set = shippedNamespaces().with(...grammars)));
  return set;
}
