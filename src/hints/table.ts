/*
 * The hint kinds in the order they are tried: the first whose predicate holds
 * explains the error. Wrapping comes first (a "<" at offset 0 is not a scheme
 * problem), then the NID, then what follows it; the namespace kinds see only
 * errors of the namespace rules, the forms real data uses that registrations
 * refuse last.
 */
import { LATER_FORM_KINDS } from './kinds-later-forms';
import { NAMESPACE_KINDS } from './kinds-namespace';
import { NID_KINDS } from './kinds-nid';
import { NSS_KINDS } from './kinds-nss';
import { WRAPPING_KINDS } from './kinds-wrapping';
import { shippedNamespaces } from '../engine/lazy';
import { NamespaceSet, SET_HINTS } from '../namespaces/types';
import { HintContext, HintKind } from './types';

// Built in functions marked pure: a bundle that never explains an error leaves the hints out.
export const KINDS: readonly HintKind[] = /* @__PURE__ */ ((): readonly HintKind[] => Object.freeze([...WRAPPING_KINDS, ...NID_KINDS, ...NSS_KINDS, ...NAMESPACE_KINDS]))();

/**
 * Every hint kind, with the profiles it can apply under: KINDS, and those that
 * urnkit/namespaces gives its sets (the forms of later editions, tried last).
 */
export const HINT_KINDS: readonly { readonly kind: string; readonly profiles: readonly string[] }[] = /* @__PURE__ */ ((): readonly { readonly kind: string; readonly profiles: readonly string[] }[] =>
  Object.freeze([...KINDS, ...LATER_FORM_KINDS].map((k) => Object.freeze({ kind: k.kind, profiles: k.profiles }))))();

/**
 * The hint kinds of the namespace set the failing parse used (SET_HINTS): only
 * a namespace grammar's refusal needs them. `true` and an array of grammars
 * stand on the shipped set, loaded when the parse used it.
 */
function setKinds(c: HintContext): readonly HintKind[] | undefined {
  if (c.code !== 'invalid-namespace-nss' || !c.namespaces) return undefined;
  let set: NamespaceSet;
  try {
    set = c.namespaces === true || Array.isArray(c.namespaces) ? shippedNamespaces() : (c.namespaces as NamespaceSet);
  } catch {
    return undefined;
  }
  const kinds = (set as { [SET_HINTS]?: unknown })[SET_HINTS];
  return Array.isArray(kinds) ? (kinds as readonly HintKind[]) : undefined;
}

export function kindOf(c: HintContext): HintKind | undefined {
  // Limits (input-too-long, -deep, -complex) are not about a mistyped character: no kind reads their offset.
  if (c.code.startsWith('input-too-')) return undefined;
  return KINDS.find((k) => k.applies(c)) ?? setKinds(c)?.find((k) => k.applies(c));
}
