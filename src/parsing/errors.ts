/*
 * Error construction: the UrnParseError of a failed parse, its details worked
 * out when first read. The hints are wired into the errors by src/parse.ts,
 * which sits above them.
 */
import type { FailureCode } from '../codes';
import { syntaxFailure } from '../diagnostics/syntax';
import { describeFound } from '../diagnostics/words';
import { ExplainOptions, UrnParseError, UrnParseErrorDetails } from '../errors';
import { compiledProfile } from '../profiles/compiled';
import type { Diagnostic } from '../types';
import { DEFAULT_MAX_LENGTH, Resolved } from './resolve';

/** A UrnParseError; tryParse's carry no stack trace (capturing one would cost more than the parse). */
function newError(throwing: boolean, details: UrnParseErrorDetails | (() => UrnParseErrorDetails), locate?: () => number): UrnParseError {
  const traceLimit = Error.stackTraceLimit;
  if (!throwing) Error.stackTraceLimit = 0;
  try {
    return new UrnParseError(details, undefined, locate);
  } finally {
    Error.stackTraceLimit = traceLimit;
  }
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
  return newError(throwing, () => detailsOf(r, input, primary, expected, rule, rest, found));
}

/** What a UrnParseError holds: one shape for the rule-table errors and the syntax errors. */
function detailsOf(r: Resolved, input: string, primary: Diagnostic, expected: string, rule: string | undefined, rest: readonly Diagnostic[], found?: string): UrnParseErrorDetails {
  return {
    // Only errors and warnings fail a parse; a note (severity 'info') never does.
    code: primary.code as FailureCode,
    profile: r.profile.name,
    offset: primary.offset,
    expected,
    found: found ?? describeFound(input, primary.offset),
    section: primary.section,
    reason: primary.message,
    input,
    rule,
    diagnostics: [primary, ...rest],
    explain: explainOptions(r),
  };
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
    const diagnosis = compiled.diagnoser().diagnose(input);
    const f = syntaxFailure(compiled, r.profile.syntaxCodes, input, diagnosis, referenceOffset >= 0 ? referenceOffset : diagnosis.offset);
    // The Diagnostic of diagnostics is made when first read (UrnParseError).
    return { code: f.code, profile: r.profile.name, offset: f.offset, expected: f.expected, found: f.found, section: f.section, reason: f.message, input, rule: f.rule, explain: explainOptions(r) };
  };
  return newError(throwing, details, locate);
}

