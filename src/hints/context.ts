/* The HintContext of an error: computed once, read by every kind's predicate. */
import type { UrnParseError } from '../errors';
import { profiles } from '../profiles';
import type { ProfileName } from '../types';
import { ExplainOptions, HintContext } from './types';

/** The codes only the namespace rules raise. */
const NAMESPACE_CODES = /* @__PURE__ */ new Set(['invalid-namespace-nss', 'invalid-check-digit']);

/** "urn:" and a NID-shaped run closed by ":" (the NID's own rule is the grammar's business). */
const PREFIX = /^urn:([A-Za-z0-9-]+):/i;

export function contextOf(error: UrnParseError, options: ExplainOptions): HintContext {
  const { input, offset } = error;
  const cp = offset < input.length ? (input.codePointAt(offset) as number) : -1;
  const m = PREFIX.exec(input);
  return {
    error,
    // Only a main profile's errors get hints (UrnParseError asks for none under a draft).
    profile: error.profile as ProfileName,
    title: profiles[error.profile as ProfileName].title,
    input,
    offset,
    code: error.code,
    cp,
    ch: cp < 0 ? '' : String.fromCodePoint(cp),
    nssStart: m ? m[0].length : -1,
    nid: m ? m[1] : '',
    // Only strict mode turns a warning code into an error: every error that can have one carries its options.
    strict: options.strict === true,
    // Without the option, a namespace code can only have come from the shipped set (namespaces: true).
    namespaces: options.namespaces ?? (NAMESPACE_CODES.has(error.code) ? true : undefined),
    maxLength: options.maxLength,
  };
}

/** Where the NSS ends for a profile with components: at the first "?" or "#" (RFC 2141 has none: the end). */
export function nssEnd(c: HintContext): number {
  if (c.profile === 'rfc2141') return c.input.length;
  const m = /[?#]/.exec(c.input.slice(c.nssStart));
  return m ? c.nssStart + m.index : c.input.length;
}

/** The NSS as written (the input must read "urn:<NID>:", nssStart >= 0). */
export const nssText = (c: HintContext): string => c.input.slice(c.nssStart, nssEnd(c));
