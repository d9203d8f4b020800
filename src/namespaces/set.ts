/*
 * The namespaces option of parse/tryParse/isValid and the equivalence
 * functions: `true` is the shipped grammars with IANA's registry (the set that
 * urnkit/namespaces exports as `namespaces`); a set such as that one is used as
 * it is; an array adds grammars compiled by the user (compileNamespace or
 * `urnkit grammar compile`) to the shipped ones, and wins for its NIDs. A NID
 * with a grammar counts as registered.
 */
import { shippedNamespaces } from '../engine/lazy';
import { argumentError, OptionRecord, ownValue } from '../options';
import { NamespaceGrammar, NamespaceSet, SET_HINTS } from './types';

/**
 * The `namespaces` option: false (no namespace rules), true (the shipped grammars), a namespace set,
 * or an array of compiled grammars added to the shipped ones.
 */
export type NamespacesOption = boolean | readonly NamespaceGrammar[] | NamespaceSet;

const A_GRAMMAR = 'a namespace grammar from compileNamespace or `urnkit grammar compile`';

/** Whether `g` has the shape of a compiled namespace grammar (own properties only). */
export function isNamespaceGrammar(g: unknown): g is NamespaceGrammar {
  const m = ownValue(g, 'matcher');
  return (
    typeof ownValue(g, 'nid') === 'string' &&
    Array.isArray(ownValue(g, 'aliases')) &&
    typeof ownValue(g, 'grammar') === 'function' &&
    typeof ownValue(g, 'diagnoser') === 'function' &&
    typeof ownValue(m, 'match') === 'function' &&
    typeof ownValue(ownValue(ownValue(g, 'meta'), 'namespace'), 'nid') === 'string'
  );
}

/** Whether `s` is a namespace set (own properties only; an array never is one). */
export function isNamespaceSet(s: unknown): s is NamespaceSet {
  return !Array.isArray(s) && typeof ownValue(s, 'grammarFor') === 'function' && typeof ownValue(s, 'registered') === 'function' && typeof ownValue(s, 'with') === 'function';
}

/**
 * A set of `grammars` on top of `base` (their NIDs and aliases win over the base's).
 * @example
 * ```ts
 * const set = namespaceSet([acme], namespaces); // acme from compileNamespace
 * set.registered('acme'); // true
 * isValid('urn:acme:123', { namespaces: set });
 * ```
 */
export function namespaceSet(grammars: readonly NamespaceGrammar[], base?: NamespaceSet): NamespaceSet {
  if (!Array.isArray(grammars)) throw argumentError('namespaceSet', 'the grammars', 'an array of namespace grammars', grammars);
  grammars.forEach((g, i) => {
    if (!isNamespaceGrammar(g)) throw argumentError('namespaceSet', `grammars[${i}]`, A_GRAMMAR, g);
  });
  if (base !== undefined && !isNamespaceSet(base)) throw argumentError('namespaceSet', 'the base', 'a namespace set', base);
  const own = new Map<string, NamespaceGrammar>();
  for (const g of grammars) for (const nid of [g.nid, ...g.aliases]) own.set(nid.toLowerCase(), g);
  const set: NamespaceSet = Object.freeze({
    registryDate: base?.registryDate,
    grammarFor: (nid: string) => own.get(nid.toLowerCase()) ?? base?.grammarFor(nid),
    registered: (nid: string) => own.has(nid.toLowerCase()) || (base?.registered(nid) ?? false),
    with: (...more: NamespaceGrammar[]) => namespaceSet(more, set),
    // The base's hint kinds (SET_HINTS) hold for the grammars it gave.
    [SET_HINTS]: (base as { [SET_HINTS]?: unknown } | undefined)?.[SET_HINTS],
  });
  return set;
}

/** An array option as last seen: its elements then, and the frozen copy checked from them. */
const snapshots = /* @__PURE__ */ new WeakMap<readonly unknown[], { items: readonly unknown[]; copy: readonly NamespaceGrammar[] }>();

/**
 * The grammars of an array option as they are now, checked: a frozen copy,
 * the same one as long as the array holds the same elements, a new one
 * (checked again) after a push, a removal or a replacement.
 */
export function grammarsNow(fn: string, array: readonly unknown[]): readonly NamespaceGrammar[] {
  const seen = snapshots.get(array);
  if (seen && seen.items.length === array.length && seen.items.every((g, i) => g === array[i])) return seen.copy;
  const items = Array.from({ length: array.length }, (_, i) => array[i]);
  items.forEach((g, i) => {
    if (!isNamespaceGrammar(g)) throw argumentError(fn, `option "namespaces"[${i}]`, A_GRAMMAR, g);
  });
  const copy = Object.freeze(items.slice()) as readonly NamespaceGrammar[];
  snapshots.set(array, { items, copy });
  snapshots.set(copy, { items: copy, copy });
  return copy;
}

const sets = /* @__PURE__ */ new WeakMap<readonly NamespaceGrammar[], NamespaceSet>();

/** The set an option value stands for (undefined: no namespace rules); an array is read as it is now. */
export function namespaceSetFor(option: NamespacesOption): NamespaceSet | undefined {
  if (option === false) return undefined;
  if (option === true) return shippedNamespaces();
  if (!Array.isArray(option)) return option as NamespaceSet;
  const grammars = grammarsNow('parse', option);
  let set = sets.get(grammars);
  if (!set) sets.set(grammars, (set = shippedNamespaces().with(...grammars)));
  return set;
}

/**
 * `namespaces`: false (default), true (the shipped grammars), a namespace set,
 * or an array of compiled grammars, read as it is at the call (a later push
 * counts at the next call): each call gets the array's current elements,
 * checked, as a frozen copy.
 */
export function namespacesOption(fn: string, o: OptionRecord): NamespacesOption {
  const v = o.namespaces;
  if (v === undefined || typeof v === 'boolean') return v ?? false;
  if (Array.isArray(v)) return grammarsNow(fn, v);
  if (isNamespaceSet(v)) return v;
  throw argumentError(fn, 'option "namespaces"', 'true, false, a namespace set (urnkit/namespaces) or an array of namespace grammars', v);
}
