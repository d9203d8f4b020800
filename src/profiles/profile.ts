/*
 * What a profile is: its generated grammar, the grammar rules its syntax
 * errors are named after, how its parts become a Urn, and its rule table
 * (the MUST and SHOULD rules that live in the spec's prose, not its ABNF).
 */
import type { DiagnosticCode, ErrorCode } from '../codes';
import { RevisionName, Severity, UrnFor } from '../types';
import { Captures } from '../urn';

export interface Finding {
  offset: number;
  message: string;
  /** Overrides the rule's section where one rule draws on several. */
  section?: string;
  /** The offending text in words, where it is more than the character at the offset. */
  found?: string;
}

export interface Rule<P extends RevisionName> {
  code: DiagnosticCode;
  severity: Severity;
  section: string;
  /** What the rule accepts, in words (becomes UrnParseError.expected). */
  expected: string;
  check(urn: UrnFor<P>, input: string): Finding | undefined;
}

export interface Profile<P extends RevisionName> {
  name: P;
  /** How the spec is cited: "RFC 8141", "bis-03", "RFC 2141". */
  title: string;
  /** Syntax error code by grammar rule name; the innermost rule that has one names the error. */
  syntaxCodes: Readonly<Record<string, ErrorCode>>;
  /** The @parts rules of the profile's grammar, in order (checked against the grammar at load). */
  parts: readonly string[];
  /** The Urn for a matched input, before the pipeline sets its warnings and freezes it. */
  create(input: string, captures: Captures): UrnFor<P>;
  rules: readonly Rule<P>[];
}
