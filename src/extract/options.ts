/* The options of extractUrns and extractUrnsFromStream, checked as every public function checks its own (src/options.ts). */
import { DEFAULT_MAX_LENGTH } from '../parse';
import { namespacesOption } from '../namespaces/set';
import { booleanOption, countOption, optionRecord, revisionOption } from '../options';
import type { RevisionParseOptions } from '../types';

export interface ResolvedExtract {
  /**
   * What each candidate is parsed with, built once: undefined for the defaults
   * and without `maxLength` at its default, since tryParse and isValid read
   * fewer options faster (they run once per candidate).
   */
  parse: RevisionParseOptions | undefined;
  invalid: boolean;
  maxLength: number;
  /** Whether a valid match carries its Urn: false for a caller that prints the text alone (extractBatchesFromStream). */
  urns: boolean;
}

export function resolveExtract(fn: string, options: unknown): ResolvedExtract {
  const o = optionRecord(fn, options, ['profile', 'namespaces', 'invalid', 'maxLength']);
  const profile = revisionOption(fn, o);
  const namespaces = namespacesOption(fn, o);
  const invalid = booleanOption(fn, o, 'invalid');
  const maxLength = countOption(fn, o, 'maxLength', DEFAULT_MAX_LENGTH, 0, true);
  const parse: RevisionParseOptions | undefined =
    maxLength !== DEFAULT_MAX_LENGTH ? { profile, namespaces, maxLength } : profile === 'rfc8141' && namespaces === false ? undefined : { profile, namespaces };
  return { parse, invalid, maxLength, urns: true };
}
