/*
 * A candidate's verdict under the profile: the match to yield, or undefined
 * for an invalid one when only URNs are wanted.
 *
 * An invalid candidate costs tryParse about ten times a valid one (the
 * diagnosis, the message, the error object). When nobody reads the error,
 * isValid can turn it away for the cost of a match, but costs that much again
 * on every valid candidate, which tryParse then parses once more. So the check
 * runs only while more than one candidate in PRECHECK_SHARE so far was invalid:
 * documents of mostly valid URNs pay nothing, lists of broken ones little.
 *
 * A caller that wants no Urn (urnkit extract printing the text of each URN)
 * has the verdict from isValid alone, which builds nothing, and tryParse only
 * for an invalid candidate whose error it wants.
 */
import { isValid, tryParse } from '../parse';
import type { ResolvedExtract } from './options';
import type { AnyUrn } from '../types';
import type { StreamUrnMatch, TextMatch, UrnMatch } from './types';

const PRECHECK_SHARE = 10;

/** Counts of one extraction, for the choice above. */
export interface Tally {
  seen: number;
  invalid: number;
}

export const newTally = (): Tally => ({ seen: 0, invalid: 0 });

/** What verdict gives for a valid candidate when no Urn is wanted. */
const VALID = { ok: true } as const;

/** tryParse's result (VALID when no Urn is wanted), or undefined when the candidate is invalid and its error is not wanted. */
function verdict(text: string, r: ResolvedExtract, tally: Tally): ReturnType<typeof tryParse> | typeof VALID | undefined {
  tally.seen += 1;
  if (!r.urns) {
    if (isValid(text, r.parse)) return VALID;
    tally.invalid += 1;
    return r.invalid ? tryParse(text, r.parse) : undefined;
  }
  if (!r.invalid && tally.invalid * PRECHECK_SHARE > tally.seen && !isValid(text, r.parse)) {
    tally.invalid += 1;
    return undefined;
  }
  const result = tryParse(text, r.parse);
  if (!result.ok) {
    tally.invalid += 1;
    if (!r.invalid) return undefined;
  }
  return result;
}

export function judge(text: string, start: number, end: number, r: ResolvedExtract, tally: Tally): UrnMatch<AnyUrn> | undefined {
  // extractUrns always wants the Urn (urns is false only for extractBatchesFromStream).
  const result = verdict(text, r, tally) as ReturnType<typeof tryParse> | undefined;
  if (!result) return undefined;
  return result.ok ? { text, start, end, urn: result.urn } : { text, start, end, error: result.error };
}

/** judge() with the line and column of `start`, for extractUrnsFromStream. */
export function judgeAt(text: string, start: number, end: number, line: number, column: number, r: ResolvedExtract, tally: Tally): StreamUrnMatch<AnyUrn> | TextMatch | undefined {
  const result = verdict(text, r, tally);
  if (!result) return undefined;
  if (!('urn' in result) && result.ok) return { text, start, end, line, column };
  return result.ok ? { text, start, end, line, column, urn: result.urn } : { text, start, end, line, column, error: result.error };
}
