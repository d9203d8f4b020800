/* A finding on its way to a Urn's warnings or a UrnParseError: the diagnostic and the words an error shows. */
import type { Diagnostic } from '../types';

export interface Found {
  d: Diagnostic;
  /** What would have been accepted at the offset, in words. */
  expected: string;
  /** The offending text in words, where it is more than the character at the offset. */
  found?: string;
  /** The grammar rule being matched, for a failure of a (namespace) grammar. */
  rule?: string;
}
