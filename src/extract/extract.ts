/* extractUrns: the URNs in a string, found by the candidate rule (candidates.ts) and parsed under the profile. */
import { stringArgument } from '../options';
import type { AnyUrn, RevisionName, UrnFor } from '../types';
import { CandidateScanner } from './candidates';
import { judge, newTally } from './judge';
import { resolveExtract, ResolvedExtract } from './options';
import type { ExtractOptions, UrnMatch } from './types';

/**
 * The URNs in `text`, in input order: each `{ text, start, end, urn }`, and
 * with `invalid: true` also each candidate that is not a URN under the profile,
 * as `{ text, start, end, error }`. Arguments are checked at the call (a
 * TypeError), the text is read lazily as the result is iterated.
 * @example
 * ```ts
 * [...extractUrns('See urn:isbn:0451450523 and urn:ietf:rfc:8141.')].map((m) => m.text);
 * // ['urn:isbn:0451450523', 'urn:ietf:rfc:8141']
 * ```
 */
export function extractUrns<P extends RevisionName = 'rfc8141'>(text: string, options?: Omit<ExtractOptions, 'profile'> & { profile?: P }): IterableIterator<UrnMatch<UrnFor<P>>> {
  stringArgument('extractUrns', 'the text', text);
  return matches(text, resolveExtract('extractUrns', options)) as IterableIterator<UrnMatch<UrnFor<P>>>;
}

function* matches(text: string, r: ResolvedExtract): IterableIterator<UrnMatch<AnyUrn>> {
  const scanner = new CandidateScanner();
  const tally = newTally();
  let from = 0;
  for (;;) {
    const stop = scanner.next(text, from, 0);
    if (stop < 0 && !scanner.finish(text.length)) return;
    const m = judge(text.slice(scanner.start, scanner.end), scanner.start, scanner.end, r, tally);
    if (m) yield m;
    if (stop < 0) return;
    from = stop;
  }
}
