/* The shapes shared by the hint kinds and explainError. */
import type { ExplainOptions, Explanation, UrnParseError } from '../errors';
import type { NamespacesOption } from '../namespaces/set';
import type { ProfileName } from '../types';

// An error's explanation is part of UrnParseError (src/errors.ts), which the hints sit above.
export type { ExplainOptions, Explanation };

/** What the hint kinds read: the error, and the places in its input they keep asking about. */
export interface HintContext {
  readonly error: UrnParseError;
  readonly profile: ProfileName;
  /** How the profile's spec is cited: "RFC 8141", "bis-03", "RFC 2141". */
  readonly title: string;
  readonly input: string;
  readonly offset: number;
  readonly code: string;
  /** The code point at the offset; -1 at the end of the input. */
  readonly cp: number;
  /** The character (whole code point) at the offset; '' at the end of the input. */
  readonly ch: string;
  /**
   * Where the NSS starts when the input reads "urn:<NID>:" (the NID in letters,
   * digits and hyphens); -1 otherwise.
   */
  readonly nssStart: number;
  /** The NID text when nssStart >= 0, else ''. */
  readonly nid: string;
  readonly strict: boolean;
  readonly namespaces: NamespacesOption | undefined;
  /** The failing parse's maxLength, when it was not the default. */
  readonly maxLength: number | undefined;
}

export interface HintKind {
  /** Stable kebab-case name. */
  readonly kind: string;
  /** The profiles whose errors this kind can match (for the tests and the docs). */
  readonly profiles: readonly ProfileName[];
  /** Whether it explains this error; kinds are tried in table order and the first match wins. */
  applies(c: HintContext): boolean;
  /** The sentence. */
  hint(c: HintContext): string;
  /**
   * Repaired inputs, most likely first. They need not be valid: explainError
   * parses each and repairs it further (another kind) when it still fails.
   */
  fixes?(c: HintContext): string[];
}
