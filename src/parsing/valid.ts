/*
 * isValid: the fast paths. The grammar's regular expression where it alone
 * decides, the joined namespace expressions, else the matcher and the rules
 * without building an error.
 */
import { PATTERN_MAX_LENGTH } from '../engine/compiled';
import { namespaceAccepts } from '../namespaces/apply';
import { embeddedValid } from '../namespaces/embedded';
import type { NamespaceSet } from '../namespaces/types';
import type { RevisionParseOptions } from '../types';
import { referenceParseProfile, SCRATCH_KEEP, scratch } from './match';
import { resolveFast } from './resolve';
import { runRules } from './rules';

/** The index in `caps` of the first triple of part `part` (every profile's @parts begin with NID and NSS), or -1. */
function partAt(caps: readonly number[], part: number, count: number): number {
  for (let i = 0; i < count; i += 3) if (caps[i] === part) return i;
  return -1;
}

/**
 * Whether parse would succeed: the same grammar, rules and namespace rules,
 * without building an error (and without a Urn when the profile's rules allow
 * it), so that a bundle of isValid alone leaves diagnostics out.
 * @example
 * ```ts
 * isValid('urn:example:a'); // true
 * isValid('urn:x:a'); // false (a NID has at least two characters)
 * ```
 */
export function isValid(input: string, options?: RevisionParseOptions): boolean {
  const r = resolveFast('isValid', input, options);
  if (input.length > r.maxLength) return false;
  // The grammar's own expression where nothing but the grammar decides; V8 runs it as machine code.
  // Longer inputs take the matcher: the expression's backtrack stack grows with the input.
  if (r.pattern !== null && input.length <= PATTERN_MAX_LENGTH) return r.pattern.test(input);
  if (r.layout !== null && input.length <= PATTERN_MAX_LENGTH) {
    // By grammar: the revisions that share RFC 8141's ABNF share its joined expressions.
    const v = embeddedValid(r.namespaces as NamespaceSet, r.matcher.meta.profile, r.joinable as RegExp, r.layout, input);
    if (v !== undefined) return v;
  }
  let caps: number[] = scratch;
  let count: number;
  if (r.engine === 'reference') {
    const ref = referenceParseProfile(r, input);
    caps = ref.caps;
    count = ref.ok ? caps.length : -1;
  } else count = r.matcher.match(input, scratch);
  let ok = count >= 0;
  if (ok && (r.hasErrorRules || r.strict)) ok = runRules(r, r.profile.create(input, { caps, count }), input, !r.strict) === undefined;
  if (ok && r.namespaces) {
    const nid = partAt(caps, 0, count);
    const nss = partAt(caps, 1, count);
    const nidText = input.slice(caps[nid + 1], caps[nid + 2]);
    ok = namespaceAccepts(r.namespaces, r.engine, input, nidText, caps[nss + 1], caps[nss + 2]) && !(r.strict && !r.namespaces.registered(nidText));
  }
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  return ok;
}
