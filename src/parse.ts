/*
 * The public parse functions. parse and tryParse wire the hints (src/hints/)
 * into the errors they return, so that error.hint and error.suggestions work;
 * the parse layer below (src/parsing/) does not know the hints, which parse
 * with it. isValid makes no error, so a bundle of it alone leaves them out.
 */
import { useExplainer } from './errors';
import { explainError } from './hints/explain';
import { ParseResult, run, tryParseWithoutHints } from './parsing/run';
import { resolveFast } from './parsing/resolve';
import type { RevisionName, RevisionParseOptions, UrnFor } from './types';

export { DEFAULT_MAX_LENGTH, DEFAULT_REFERENCE_MAX_LENGTH } from './parsing/resolve';
export type { ParseResult } from './parsing/run';
export { isValid } from './parsing/valid';

/**
 * Parses a URN under a profile (RFC 8141 by default; any revision of REVISIONS).
 * Throws UrnParseError; TypeError for a non-string or bad options.
 * @example
 * ```ts
 * parse('urn:example:a123').nss; // 'a123'
 * parse('URN:ISBN:0-395-36341-1', { profile: 'rfc2141' }).nid; // 'ISBN'
 * ```
 */
export function parse<P extends RevisionName = 'rfc8141'>(input: string, options?: RevisionParseOptions & { profile?: P }): UrnFor<P> {
  const result = run(resolveFast('parse', input, options), input, true);
  if (!result.ok) {
    useExplainer(explainError);
    throw result.error;
  }
  return result.urn as unknown as UrnFor<P>;
}

/**
 * Like parse, but returns { ok, urn } or { ok, error } instead of throwing UrnParseError.
 * @example
 * ```ts
 * const r = tryParse('urn:example:a b');
 * if (!r.ok) [r.error.code, r.error.offset, r.error.suggestions]; // ['invalid-nss', 13, ['urn:example:a%20b']]
 * ```
 */
export function tryParse<P extends RevisionName = 'rfc8141'>(input: string, options?: RevisionParseOptions & { profile?: P }): ParseResult<UrnFor<P>> {
  const result = tryParseWithoutHints(input, options);
  if (!result.ok) useExplainer(explainError);
  return result;
}

