/*
 * explainError: the hint of the first kind that matches an error, and the
 * corrected URNs its fixes lead to. A fix may leave the input invalid (the
 * "<...>" removed, a space inside still raw), so each candidate is parsed
 * under the error's profile and options and, while it fails, repaired again
 * by the kind of its new error, a few steps deep. Only candidates that parse
 * are kept. Pure and deterministic: the same error and options give the same
 * answer.
 */
import type { UrnParseError } from '../errors';
import { tryParseWithoutHints as tryParse } from '../parsing/run';
import type { ParseOptions } from '../types';
import { contextOf } from './context';
import { kindOf } from './table';
import { ExplainOptions, Explanation, HintContext } from './types';

export const MAX_SUGGESTIONS = 3;
/** Repairs applied in a row (unwrap, trim, encode, "%" fixes, ...): more means the input is far from a URN. */
const MAX_STEPS = 4;
/** Parses per explanation, so that a pathological input cannot make an error's hint expensive. */
const MAX_PARSES = 40;

interface Search {
  options: ExplainOptions;
  parseOptions: ParseOptions;
  parses: number;
  seen: Set<string>;
  found: string[];
}

/** Follows `candidate` until it parses (kept), no kind can fix it, or the budget runs out. */
function pursue(s: Search, candidate: string, step: number): void {
  if (s.found.length >= MAX_SUGGESTIONS || s.seen.has(candidate) || s.parses >= MAX_PARSES) return;
  s.seen.add(candidate);
  s.parses += 1;
  const r = tryParse(candidate, s.parseOptions);
  if (r.ok) {
    s.found.push(candidate);
    return;
  }
  if (step >= MAX_STEPS) return;
  const c = contextOf(r.error, s.options);
  for (const next of kindOf(c)?.fixes?.(c) ?? []) pursue(s, next, step + 1);
}

/** The error's own options; "strict: false" left out, as tryParse resolves the common shapes faster. */
function parseOptionsOf(c: HintContext): ParseOptions {
  const o: ParseOptions = { profile: c.profile };
  if (c.namespaces !== undefined) o.namespaces = c.namespaces;
  if (c.strict) o.strict = true;
  // A repair may lengthen the input ("%20" for a space): past maxLength it would not parse as the input was meant to.
  if (c.maxLength !== undefined) o.maxLength = c.maxLength;
  return o;
}

export function explainError(error: UrnParseError, options: ExplainOptions = {}): Explanation {
  const c = contextOf(error, options);
  const kind = kindOf(c);
  if (!kind) return Object.freeze({ kind: undefined, hint: undefined, suggestions: Object.freeze([]) });
  // Repairs are parsed with the options the error came from (namespaces and strict inferred where the code implies them).
  const s: Search = {
    options: { namespaces: c.namespaces, strict: c.strict, maxLength: c.maxLength },
    parseOptions: parseOptionsOf(c),
    parses: 0,
    seen: new Set([error.input]),
    found: [],
  };
  for (const fix of kind.fixes?.(c) ?? []) pursue(s, fix, 1);
  return Object.freeze({ kind: kind.kind, hint: kind.hint(c), suggestions: Object.freeze(s.found) });
}
