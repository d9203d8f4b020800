/*
 * What a profile is: its generated grammar, the grammar rules its syntax
 * errors are named after, how its parts become a Urn, and its rule table
 * (the MUST and SHOULD rules that live in the spec's prose, not its ABNF).
 */
import { ErrorCode } from '../errors';
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
  code: string;
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
  /**
   * The grammar (grammar/<grammar>.abnf) when it is another revision's, whose
   * sections it cites as "<grammarTitle> s.N": a draft sharing one ABNF text
   * (-09 with -08, -18 with RFC 8141) cites its own sections instead.
   */
  shared?: { grammar: string; grammarTitle: string };
  /** Syntax error code by grammar rule name; the innermost rule that has one names the error. */
  syntaxCodes: Readonly<Record<string, ErrorCode>>;
  /** The @parts rules of the profile's grammar, in order (checked against the grammar at load). */
  parts: readonly string[];
  /** The Urn for a matched input, before the pipeline sets its warnings and freezes it. */
  create(input: string, captures: Captures): UrnFor<P>;
  rules: readonly Rule<P>[];
}

/** The grammar a profile parses with. */
export const grammarOf = (p: Profile<RevisionName>): string => p.shared?.grammar ?? p.name;

/** A section of the profile's grammar as the profile cites it. */
export function citeSection(p: Profile<RevisionName>, section: string): string {
  const shared = p.shared;
  return shared && section.startsWith(`${shared.grammarTitle} `) ? `${p.title}${section.slice(shared.grammarTitle.length)}` : section;
}
