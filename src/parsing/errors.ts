/*
 * Error construction: the UrnParseError of a failed parse, its details worked
 * out when first read. The hints are wired into the errors by src/parse.ts,
 * which sits above them.
 */
import type { FailureCode } from '../codes';
import { syntaxFailure, SyntaxFailure } from '../diagnostics/syntax';
import { describeFound } from '../diagnostics/words';
import { ExplainOptions, returnedError, UrnParseError, UrnParseErrorDetails } from '../errors';
import { compiledProfile } from '../profiles/compiled';
import type { Diagnostic } from '../types';
import { DEFAULT_MAX_LENGTH, Resolved } from './resolve';

/** A UrnParseError: a native one with its stack trace for parse to throw, else one that tryParse returns (returnedError). */
function newError(throwing: boolean, details: UrnParseErrorDetails | (() => UrnParseErrorDetails), locate?: () => number): UrnParseError {
  return throwing ? new UrnParseError(details, undefined, locate) : returnedError(details, locate);
}

/** What an error's hints and suggestions must respect of the failing parse's options (one object per resolution). */
function explainOptions(r: Resolved): ExplainOptions {
  if (!r.explain) {
    r.explain = { namespaces: r.namespaces, strict: r.strict };
    if (r.maxLength !== DEFAULT_MAX_LENGTH) r.explain.maxLength = r.maxLength;
  }
  return r.explain;
}

export function errorFrom(throwing: boolean, r: Resolved, input: string, primary: Diagnostic, expected: string, rule: string | undefined, rest: readonly Diagnostic[], found?: string): UrnParseError {
  return newError(throwing, () => detailsOf(r, input, primary, expected, rule, found ?? describeFound(input, primary.offset), [primary, ...rest]));
}

/**
 * What a UrnParseError holds: one shape for the rule-table errors and the
 * syntax errors. Without `diagnostics`, the error's one Diagnostic is made
 * from these fields when first read (UrnParseError).
 */
function detailsOf(
  r: Resolved,
  input: string,
  primary: Pick<Diagnostic, 'code' | 'offset' | 'section' | 'message'>,
  expected: string,
  rule: string | undefined,
  found: string,
  diagnostics?: readonly Diagnostic[],
): UrnParseErrorDetails {
  return {
    // Only errors and warnings fail a parse; a note (severity 'info') never does.
    code: primary.code as FailureCode,
    profile: r.profile.name,
    offset: primary.offset,
    expected,
    found,
    section: primary.section,
    reason: primary.message,
    input,
    rule,
    diagnostics,
    explain: explainOptions(r),
  };
}

/** What the diagnosing matcher finds of a failed match, in words (at `referenceOffset` when the reference engine knows it). */
export function syntaxFailureOf(r: Resolved, input: string, referenceOffset: number): SyntaxFailure {
  const compiled = (r.compiled ??= compiledProfile(r.profile.name));
  const diagnosis = compiled.diagnoser().diagnose(input);
  return syntaxFailure(compiled, r.profile.syntaxCodes, input, diagnosis, referenceOffset >= 0 ? referenceOffset : diagnosis.offset);
}

/**
 * A syntax error, diagnosed when first read: the fast match only says that the
 * input fails. The offset alone takes the diagnosing matcher's cheap pass; the
 * rest one pass that finds the offset and what failed there together (the
 * reference engine knows the offset already).
 */
export function syntaxError(throwing: boolean, r: Resolved, input: string, referenceOffset: number): UrnParseError {
  const compiled = (r.compiled ??= compiledProfile(r.profile.name));
  const locate = (): number => (referenceOffset >= 0 ? referenceOffset : compiled.diagnoser().locate(input).offset);
  const details = (): UrnParseErrorDetails => {
    const f = syntaxFailureOf(r, input, referenceOffset);
    return detailsOf(r, input, f, f.expected, f.rule, f.found);
  };
  return newError(throwing, details, locate);
}
