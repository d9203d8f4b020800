/**
 * urnkit: the core entry point. It runs in any JavaScript runtime (no Node
 * built-ins, no apg-js): parsing, errors, equivalence, the builder, codecs,
 * views and the revision history. The other entry points: urnkit/reference
 * (the apg-js engine), urnkit/namespaces (namespace grammars and IANA's
 * registry), urnkit/drafts (the draft revisions' grammars),
 * urnkit/conformance (Node: diffs between revisions, run-time grammars),
 * urnkit/schema (ajv formats and a Standard Schema).
 *
 * @module urnkit
 */
export { parse, tryParse, isValid, DEFAULT_MAX_LENGTH, DEFAULT_REFERENCE_MAX_LENGTH } from './parse';
export type { ParseResult } from './parse';
export { UrnParseError, ERROR_CODES, WARNING_CODES, NOTE_CODES } from './errors';
export type { DiagnosticCode, ErrorCode, FailureCode, WarningCode, NoteCode } from './errors';
export { PROFILES } from './types';
export { REVISIONS, REVISION_NAMES, UNAVAILABLE_REVISIONS } from './revisions';
export type { Revision } from './revisions';
export { history } from './history/history';
export type { History, HistoryOptions, HistoryStep } from './history/history';
export type {
  AnyUrn,
  Diagnostic,
  Directive,
  DraftFields,
  DraftName,
  DraftUrn,
  ParseOptions,
  ProfileName,
  RevisionName,
  RevisionParseOptions,
  Rfc2141Urn,
  Rfc2141bisUrn,
  Rfc8141Urn,
  Severity,
  Span,
  Urn,
  UrnFor,
} from './types';
export type { NamespaceGrammar, NamespaceSet, RegistryEntry, RegistryReference } from './namespaces/types';
export { namespaceSet } from './namespaces/set';
export type { NamespacesOption } from './namespaces/set';
export type { GenericNamespaceView, IetfView, IsbnView, IssnView, LiKeyPart, LiUrn, LiView, NamespaceCapture, NamespaceView, OidView, UuidView, UuidVariant } from './namespaces/views';
export { normalize } from './equivalence/normalize';
export type { EquivalenceMode, EquivalenceOptions } from './equivalence/normalize';
export { equivalent, equivalenceKey } from './equivalence/key';
export { build } from './builder/build';
export type { BuildOptions } from './builder/build';
export type { DirectiveParts, PartsFor, Rfc2141Parts, Rfc2141bisParts, Rfc8141Parts } from './builder/parts';
export { partsOf, withParts, withNid, withNss, withRComponent, withQComponent, withFComponent, withQuery, withDirectives, withFragment } from './builder/with';
export { encodeNss, encodeComponent } from './encoding/encode';
export type { EncodingOptions } from './encoding/encode';
export { decodeNss, decodeComponent } from './encoding/decode';
export type { ComponentName } from './encoding/positions';
export { UrnEncodingError, ENCODING_ERROR_CODES } from './encoding/errors';
export type { EncodingErrorCode } from './encoding/errors';
export { directive, directivesNamed, isRegisteredKeyword, serviceRequest, componentRequest } from './views/directives';
export type { ServiceRequest } from './views/directives';
export { QUERY_KEYWORDS, RESOLUTION_SERVICES } from './views/registries';
export type { QueryKeyword, ResolutionService } from './views/registries';
export { qComponentPairs } from './views/q-component';
export type { QPair, QPairsOptions } from './views/q-component';
export { extractUrns } from './extract/extract';
export { extractUrnsFromStream } from './extract/stream';
export type { ExtractOptions, InvalidUrnMatch, StreamPosition, StreamUrnMatch, TextSource, UrnMatch, ValidUrnMatch } from './extract/types';
