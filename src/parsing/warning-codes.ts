/*
 * A valid input's warning codes, for a caller that prints a verdict a line
 * (urnkit validate): the same matcher and rule table as tryParse (./run.ts),
 * without the parse result, the deferred warnings or their Diagnostic
 * objects, which such a caller would build and drop on every line.
 */
import type { RevisionParseOptions } from '../types';
import { SCRATCH_KEEP, scratch } from './match';
import { resolveFast } from './resolve';

/**
 * The codes of the warnings tryParse(input, options) would give, joined by
 * `sep` ('' for none); undefined when tryParse would fail, or when it would
 * not take this path (the reference engine, a rule table or namespace rules
 * that can fail a parse, strict mode, an input over maxLength): the caller
 * then asks tryParse.
 */
export function warningCodes(input: string, options: RevisionParseOptions | undefined, sep: string): string | undefined {
  const r = resolveFast('tryParse', input, options);
  // lateWarnings is set exactly when no rule can fail a parse that the grammar accepts.
  if (r.lateWarnings === undefined || r.engine !== 'fast' || input.length > r.maxLength) return undefined;
  const count = r.matcher.match(input, scratch);
  if (count < 0) {
    if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
    return undefined;
  }
  const urn = r.profile.create(input, { caps: scratch, count });
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  let codes = '';
  for (const rule of r.profile.rules) if (rule.check(urn as never, input)) codes += codes ? `${sep}${rule.code}` : rule.code;
  return codes;
}
