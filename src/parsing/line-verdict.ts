/*
 * What a report of one line per input prints of tryParse's result (urnkit
 * validate): a valid input's warning codes, or an invalid input's code,
 * offset, found, expected and section. The same generated matcher, rule table
 * and diagnoser as tryParse (./run.ts, ./rules.ts, ./errors.ts), without what such a
 * report would build and drop on every line: the parse result, the deferred
 * warnings and their Diagnostic objects, the UrnParseError.
 */
import type { FailureCode } from '../codes';
import type { RevisionParseOptions } from '../types';
import { syntaxFailureOf } from './errors';
import { SCRATCH_KEEP, scratch } from './match';
import { Resolved, resolveFast } from './resolve';
import { ruleCodes } from './rules';

/** The fields of the UrnParseError tryParse would return that a one-line report prints. */
export interface FailureFields {
  code: FailureCode;
  offset: number;
  found: string;
  expected: string;
  section: string;
}

/**
 * For tryParse(input, options): the codes of its warnings joined by `sep`
 * ('' for none) when it succeeds; its error's fields when the grammar refuses
 * the input; undefined where tryParse takes another path (the reference
 * engine, a rule table or namespace rules that can fail a parse, strict mode,
 * an input over maxLength), for the caller to ask tryParse.
 */
export function lineVerdict(input: string, options: RevisionParseOptions | undefined, sep: string): string | FailureFields | undefined {
  const r = lineResolution(input, options);
  if (r === undefined) return undefined;
  const count = r.matcher.match(input, scratch);
  if (count < 0) {
    if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
    const f = syntaxFailureOf(r, input, -1);
    return { code: f.code, offset: f.offset, found: f.found, expected: f.expected, section: f.section };
  }
  const urn = r.profile.create(input, { caps: scratch, count });
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  return ruleCodes(r, urn, input, sep);
}

type LineResolution = Resolved & { lateWarnings: NonNullable<Resolved['lateWarnings']> };

/**
 * tryParse's resolution of (input, options) where its result is the generated
 * matcher's verdict, then warnings alone (what lineVerdict and the JSON of a
 * valid line, src/results/line-json.ts, can give without tryParse); undefined
 * elsewhere.
 */
export function lineResolution(input: string, options: RevisionParseOptions | undefined): LineResolution | undefined {
  const r = resolveFast('tryParse', input, options);
  // lateWarnings is set exactly when no rule can fail a parse that the grammar accepts.
  return r.lateWarnings === undefined || r.engine !== 'fast' || input.length > r.maxLength ? undefined : (r as LineResolution);
}
