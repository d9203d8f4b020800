/* urnkit: the public API. */
export { parse, tryParse, isValid, DEFAULT_MAX_LENGTH } from './parse';
export type { ParseResult } from './parse';
export { UrnParseError, ERROR_CODES, WARNING_CODES } from './errors';
export type { ErrorCode, WarningCode } from './errors';
export { PROFILES } from './types';
export type {
  Diagnostic,
  Directive,
  ParseOptions,
  ProfileName,
  Rfc2141Urn,
  Rfc2141bisUrn,
  Rfc8141Urn,
  Severity,
  Span,
  Urn,
  UrnFor,
} from './types';
