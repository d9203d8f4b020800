/*
 * What a profile is: its generated grammar, the grammar rules its syntax
 * errors are named after, how its parts become Urn fields, and its rule table
 * (the MUST and SHOULD rules that live in the spec's prose, not its ABNF).
 */
import { ErrorCode } from '../errors';
import { ProfileName, Severity, Span, UrnFor } from '../types';

/** Spans of each @parts rule of the grammar, in input order. */
export type PartSpans = ReadonlyMap<string, readonly Span[]>;

/** A Urn before the parse pipeline adds input, warnings and toString. */
export type UrnFields<P extends ProfileName> = Omit<UrnFor<P>, 'input' | 'warnings' | 'toString'>;

export interface Finding {
  offset: number;
  message: string;
  /** Overrides the rule's section where one rule draws on several. */
  section?: string;
  /** The offending text in words, where it is more than the character at the offset. */
  found?: string;
}

export interface Rule<P extends ProfileName> {
  code: string;
  severity: Severity;
  section: string;
  /** What the rule accepts, in words (becomes UrnParseError.expected). */
  expected: string;
  check(urn: UrnFields<P>, input: string): Finding | undefined;
}

export interface Profile<P extends ProfileName> {
  name: P;
  /** How the spec is cited: "RFC 8141", "bis-03", "RFC 2141". */
  title: string;
  /** Syntax error code by grammar rule name; the innermost rule that has one names the error. */
  syntaxCodes: Readonly<Record<string, ErrorCode>>;
  fields(input: string, parts: PartSpans): UrnFields<P>;
  rules: readonly Rule<P>[];
}

export const text = (input: string, span: Span | undefined): string | undefined =>
  span === undefined ? undefined : input.slice(span.start, span.end);

export function first(parts: PartSpans, name: string): Span | undefined {
  return parts.get(name)?.[0];
}

export function required(parts: PartSpans, name: string): Span {
  const span = first(parts, name);
  if (!span) throw new Error(`grammar matched without a ${name} part`);
  return span;
}

/** Drops absent optional spans, so that spans lists only what is present. */
export function present<T extends Record<string, Span | undefined>>(spans: T): { [K in keyof T]: Span } {
  return Object.fromEntries(Object.entries(spans).filter(([, v]) => v !== undefined)) as { [K in keyof T]: Span };
}
