import type { UrnParseError } from '../errors';
import type { NamespacesOption } from '../namespaces/set';
import type { AnyUrn, ProfileName, Urn } from '../types';

/** The options of extractUrns and extractUrnsFromStream. */
export interface ExtractOptions {
  /** Spec revision the candidates are parsed under; RFC 8141 by default (extractUrns also takes the draft revisions, RevisionName). */
  profile?: ProfileName;
  /** Apply namespace rules too, as in parse (default false). */
  namespaces?: NamespacesOption;
  /** Also yield the candidates that are not valid URNs, with their error (default false). */
  invalid?: boolean;
  /**
   * Longest candidate parsed, in UTF-16 code units (default 8 MiB, as parse);
   * a longer one is invalid ('input-too-long'). extractUrnsFromStream keeps at
   * most this many characters plus one of a candidate in memory.
   */
  maxLength?: number;
}

interface MatchCommon {
  /**
   * The candidate, exactly as written: input.slice(start, end). In
   * extractUrnsFromStream, a candidate longer than maxLength keeps only its
   * first maxLength + 1 characters here (it is invalid, 'input-too-long').
   */
  readonly text: string;
  /** Offset of the candidate in the whole input (UTF-16 code units). */
  readonly start: number;
  /** Offset just after it. */
  readonly end: number;
}

/** A candidate that is a URN under the profile, with its Urn. */
export interface ValidUrnMatch<U extends AnyUrn = Urn> extends MatchCommon {
  readonly urn: U;
  readonly error?: undefined;
}

/** A candidate that is not a URN under the profile (extractUrns with `invalid: true`), with its error. */
export interface InvalidUrnMatch extends MatchCommon {
  readonly urn?: undefined;
  /** The error of tryParse(text): its offset and input are relative to `text` (add `start` for the offset into the input). */
  readonly error: UrnParseError;
}

/** One candidate found in text: a URN (`urn`) or, with `invalid: true`, a broken one (`error`). */
export type UrnMatch<U extends AnyUrn = Urn> = ValidUrnMatch<U> | InvalidUrnMatch;

/** Where a candidate starts, for extractUrnsFromStream. */
export interface StreamPosition {
  /** 1-based line of `start`; LF, CRLF and a lone CR each end a line. */
  readonly line: number;
  /** 1-based column of `start`, in UTF-16 code units from the start of its line. */
  readonly column: number;
}

/** A match of extractUrnsFromStream: a UrnMatch with its line and column. */
export type StreamUrnMatch<U extends AnyUrn = Urn> = UrnMatch<U> & StreamPosition;

/** A valid candidate found without its Urn (extractBatchesFromStream with `urns: false`): its text and where it is. */
export interface TextMatch extends MatchCommon, StreamPosition {
  readonly urn?: undefined;
  readonly error?: undefined;
}

/** What extractUrnsFromStream reads: a Node Readable (with or without setEncoding), a web stream's reader loop, any (async) iterable of strings or bytes. */
export type TextSource = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
