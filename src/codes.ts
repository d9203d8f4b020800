/*
 * The stable error, warning and note codes. Kept apart from errors.ts so that
 * types.ts can type Diagnostic.code with them without an import cycle.
 */

/** Every error code, with what it means. Stable: codes are never renamed. */
export const ERROR_CODES = /* @__PURE__ */ Object.freeze({
  'input-too-long': 'the input is longer than the maxLength option allows',
  'input-too-deep': "the input nests a grammar's recursive rules deeper than urnkit runs them (1,000 levels, MAX_RECURSION; only grammars of your own recurse)",
  'input-too-complex': "a grammar's rules backtrack over the input past the engine's work budget (WORK_BUDGET; only grammars of your own have one)",
  'invalid-scheme': 'the input does not start with the "urn:" scheme (any case)',
  'invalid-nid': 'the namespace identifier breaks the NID rule (characters, length, hyphens) or lacks its closing ":"',
  'invalid-nss': 'the namespace-specific string is empty or holds a character its rule does not allow',
  'invalid-percent-encoding': '"%" is not followed by two hexadecimal digits',
  'invalid-r-component': 'the r-component after "?+" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-q-component': 'the q-component after "?=" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-f-component': 'the f-component after "#" holds a character it does not allow (RFC 8141)',
  'invalid-p-component': 'the p-component is not "/" and a path-absolute (drafts -08 to -11)',
  'invalid-query': 'the query is not a list of keyword=value directives joined by "&" (rfc2141bis)',
  'invalid-fragment': 'the fragment holds a character it does not allow (rfc2141bis)',
  'invalid-syntax': 'the input does not match the grammar at this offset',
  'reserved-nid': 'the NID "urn" is reserved and MUST NOT be used (RFC 2141, rfc2141bis)',
  'nul-octet': 'the NUL octet (%00) MUST NOT be used (RFC 2141 s.2.4, rfc2141bis s.2.5.3)',
  'duplicate-directive': 'a registered query keyword appears more than once (rfc2141bis s.2.3)',
  'invalid-namespace-nss': 'with the namespaces option: the NSS does not match the grammar of its namespace (from the registration)',
  'invalid-check-digit': 'with the namespaces option: an ISBN or ISSN check character is wrong',
} as const);

/** Every warning code (SHOULD-level and registration rules); strict mode makes them errors. */
export const WARNING_CODES = /* @__PURE__ */ Object.freeze({
  'reserved-char-unencoded': 'RFC 2141: "/", "?" or "#" appears unencoded in the NSS (s.2.3.2 SHOULD NOT)',
  'pct-encoded-alphanum': 'RFC 2141: a letter or digit is percent-encoded (s.2.3.1 MUST NOT encode a non-reserved character)',
  'query-present': 'rfc2141bis: a query MUST NOT be present in an assigned URN, only in a URI reference (s.2.3)',
  'fragment-present': 'rfc2141bis: a fragment is only for namespaces that opt in (s.2.4)',
  'nid-registration': 'RFC 8141: the NID cannot be registered as a formal or informal NID (s.5.1, s.5.2)',
  'r-component-used': 'RFC 8141: the r-component SHOULD NOT be used before its semantics are standardized (s.2.3.1)',
  'component-disallowed': 'drafts -08 to -12: a component the namespace has not defined (s.3.3)',
  'question-mark-discouraged': 'draft -14: a "?" in the r-component or ending the q-component (s.3)',
  'nid-unregistered': 'with the namespaces option: the NID is in neither IANA registry of URN namespaces (RFC 8141 s.5, s.7.2)',
} as const);

/**
 * Every note code: informational findings (severity 'info') that are neither
 * errors nor warnings, so strict mode leaves them alone. They sit in the
 * namespace view (`urn.namespace.notes`), not in `urn.warnings`.
 */
export const NOTE_CODES = /* @__PURE__ */ Object.freeze({
  'nid-community': 'with community namespaces: the NID is in no IANA registry; its grammar follows its community\'s document',
} as const);

/** A code of a MUST-level finding (a key of ERROR_CODES). */
export type ErrorCode = keyof typeof ERROR_CODES;
/** A code of a note, severity 'info' (a key of NOTE_CODES). */
export type NoteCode = keyof typeof NOTE_CODES;
/** A code of a SHOULD-level finding (a key of WARNING_CODES). */
export type WarningCode = keyof typeof WARNING_CODES;

/** The code of a UrnParseError: an error code, or a warning code (a warning is an error in strict mode). */
export type FailureCode = ErrorCode | WarningCode;

/** The code of a Diagnostic: a failure's, or a note's (severity 'info'). */
export type DiagnosticCode = FailureCode | NoteCode;
