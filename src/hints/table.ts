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
import { HintContext, HintKind } from './types';

// Built in functions marked pure: a bundle that never explains an error leaves the hints out.
export const KINDS: readonly HintKind[] = /* @__PURE__ */ ((): readonly HintKind[] => Object.freeze([...WRAPPING_KINDS, ...NID_KINDS, ...NSS_KINDS, ...NAMESPACE_KINDS, ...LATER_FORM_KINDS]))();

/** Every hint kind, with the profiles it can apply under. */
export const HINT_KINDS: readonly { readonly kind: string; readonly profiles: readonly string[] }[] = /* @__PURE__ */ ((): readonly { readonly kind: string; readonly profiles: readonly string[] }[] =>
  Object.freeze(KINDS.map((k) => Object.freeze({ kind: k.kind, profiles: k.profiles }))))();

export function kindOf(c: HintContext): HintKind | undefined {
  // Limits (input-too-long, -deep, -complex) are not about a mistyped character: no kind reads their offset.
  if (c.code.startsWith('input-too-')) return undefined;
  return KINDS.find((k) => k.applies(c));
}
