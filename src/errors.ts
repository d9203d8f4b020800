import { Diagnostic, ProfileName } from './types';

/** Every error code, with what it means. Stable: codes are never renamed. */
export const ERROR_CODES = Object.freeze({
  'input-too-long': 'the input is longer than the maxLength option allows',
  'invalid-scheme': 'the input does not start with the "urn:" scheme (any case)',
  'invalid-nid': 'the namespace identifier breaks the NID rule (characters, length, hyphens) or lacks its closing ":"',
  'invalid-nss': 'the namespace-specific string is empty or holds a character its rule does not allow',
  'invalid-percent-encoding': '"%" is not followed by two hexadecimal digits',
  'invalid-r-component': 'the r-component after "?+" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-q-component': 'the q-component after "?=" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-f-component': 'the f-component after "#" holds a character it does not allow (RFC 8141)',
  'invalid-query': 'the query is not a list of keyword=value directives joined by "&" (rfc2141bis)',
  'invalid-fragment': 'the fragment holds a character it does not allow (rfc2141bis)',
  'invalid-syntax': 'the input does not match the grammar at this offset',
  'reserved-nid': 'the NID "urn" is reserved and MUST NOT be used (RFC 2141, rfc2141bis)',
  'nul-octet': 'the NUL octet (%00) MUST NOT be used (RFC 2141 s.2.4, rfc2141bis s.2.5.3)',
  'duplicate-directive': 'a registered query keyword appears more than once (rfc2141bis s.2.3)',
} as const);

/** Every warning code (SHOULD-level and registration rules); strict mode makes them errors. */
export const WARNING_CODES = Object.freeze({
  'reserved-char-unencoded': 'RFC 2141: "/", "?" or "#" appears unencoded in the NSS (s.2.3.2 SHOULD NOT)',
  'pct-encoded-alphanum': 'RFC 2141: a letter or digit is percent-encoded (s.2.3.1 MUST NOT encode a non-reserved character)',
  'query-present': 'rfc2141bis: a query MUST NOT be present in an assigned URN, only in a URI reference (s.2.3)',
  'fragment-present': 'rfc2141bis: a fragment is only for namespaces that opt in (s.2.4)',
  'nid-registration': 'RFC 8141: the NID cannot be registered as a formal or informal NID (s.5.1, s.5.2)',
  'r-component-used': 'RFC 8141: the r-component SHOULD NOT be used before its semantics are standardized (s.2.3.1)',
} as const);

export type ErrorCode = keyof typeof ERROR_CODES;
export type WarningCode = keyof typeof WARNING_CODES;

export interface UrnParseErrorDetails {
  code: string;
  profile: ProfileName;
  offset: number;
  expected: string;
  found: string;
  section: string;
  reason: string;
  input: string;
  rule?: string;
  diagnostics: readonly Diagnostic[];
  /** The builder input field at fault ('nid', 'nss', 'rComponent', ...), set only by build(). */
  field?: string;
}

/** Thrown by parse (and returned by tryParse) for input that is not a URN under the profile. */
export class UrnParseError extends Error {
  /** Stable kebab-case code (ERROR_CODES, or a WARNING_CODES code in strict mode). */
  readonly code: string;
  readonly profile: ProfileName;
  /** String index of the offending character (input.length when the input ended too early). */
  readonly offset: number;
  /** What would have been accepted at the offset, in words. */
  readonly expected: string;
  /** The offending character, in words ("'&'", "U+00E9", "the end of the input"). */
  readonly found: string;
  /** Spec section of the rule that failed, e.g. "RFC 8141 s.2.1". */
  readonly section: string;
  /** Grammar rule that was being matched, when the failure is a syntax error. */
  readonly rule: string | undefined;
  /** Every error found (the first is this error), then any warnings. */
  readonly diagnostics: readonly Diagnostic[];
  readonly input: string;
  /** The builder input field at fault ('nid', 'nss', 'rComponent', ...); undefined for parse errors. */
  readonly field: string | undefined;

  constructor(d: UrnParseErrorDetails, message: string) {
    super(message);
    this.name = 'UrnParseError';
    this.code = d.code;
    this.profile = d.profile;
    this.offset = d.offset;
    this.expected = d.expected;
    this.found = d.found;
    this.section = d.section;
    this.rule = d.rule;
    this.diagnostics = Object.freeze([...d.diagnostics]);
    this.input = d.input;
    this.field = d.field;
  }
}
