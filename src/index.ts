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
export { compare } from './conformance/compare';
export type { Comparison, ProfileVerdict, PartsRead, Split } from './conformance/compare';
export { diffCorpus } from './conformance/corpus';
export type { CorpusDiff, CorpusDiffOptions, DiffGroup, DiffKind } from './conformance/corpus';
export { diffGrammars } from './conformance/grammar-diff';
export type { GrammarDiff, GrammarDiffGroup, GrammarDiffOptions } from './conformance/grammar-diff';
