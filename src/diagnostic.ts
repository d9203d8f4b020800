/*
 * The shape of a finding, shared by every layer from the namespace rules up
 * (re-exported by src/types.ts, where the public types are).
 */
import type { DiagnosticCode } from './codes';

/** Half-open range of string indexes [start, end) into the parsed input. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** 'info' marks a note that is neither an error nor a warning (strict mode leaves it alone); see NOTE_CODES. */
export type Severity = 'error' | 'warning' | 'info';

/** One finding about an input: a syntax error, a MUST rule (error) or a SHOULD rule (warning). */
export interface Diagnostic {
  /** Stable kebab-case code: a key of ERROR_CODES or WARNING_CODES (NOTE_CODES for severity 'info'). */
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  /** String index the finding points at. */
  readonly offset: number;
  readonly message: string;
  /** Spec section, e.g. "RFC 8141 s.2.1". */
  readonly section: string;
}
