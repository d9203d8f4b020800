/*
 * The parse pipeline, the same for every profile: match the grammar (generated
 * matcher or apg-js), build the profile's Urn from the matched parts, run the
 * profile's rule table, then (with the namespaces option) the namespace's
 * rules, and return the (immutable) Urn or a UrnParseError.
 */
import { describeFound } from '../diagnostics/words';
import type { UrnParseError } from '../errors';
import { checkNamespace } from '../namespaces/apply';
import type { NamespaceView } from '../namespaces/views';
import type { AnyUrn, Diagnostic, RevisionName, RevisionParseOptions, Urn, UrnFor } from '../types';
import { completeUrn, deferWarnings, NO_WARNINGS } from '../urn';
import { errorFrom, syntaxError } from './errors';
import { matchGrammar, SCRATCH_KEEP, scratch } from './match';
import { DEFAULT_REFERENCE_MAX_LENGTH, Resolved, resolveFast } from './resolve';
import { runRules } from './rules';

/** What tryParse returns: the Urn, or the UrnParseError. */
export type ParseResult<U extends AnyUrn = Urn> = { ok: true; urn: U } | { ok: false; error: UrnParseError };

function tooLong(throwing: boolean, r: Resolved, input: string): ParseResult<AnyUrn> {
  const why =
    r.engine === 'reference' && r.maxLength === DEFAULT_REFERENCE_MAX_LENGTH
      ? ` (the reference engine's default: apg-js needs time and memory that grow steeply with length; pass maxLength to raise it)`
      : ' (pass maxLength to raise it)';
  const d: Diagnostic = Object.freeze({
    code: 'input-too-long',
    severity: 'error',
    offset: r.maxLength,
    message: `the input's length is ${input.length}; maxLength is ${r.maxLength}${why}`,
    section: 'urnkit (option maxLength)',
  });
  return { ok: false, error: errorFrom(throwing, r, input, d, `a length of at most ${r.maxLength}`, undefined, []) };
}

export function run(r: Resolved, input: string, throwing: boolean): ParseResult<AnyUrn> {
  if (input.length > r.maxLength) return tooLong(throwing, r, input);
  const m = matchGrammar(r, input);
  if ('offset' in m) {
    if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
    return { ok: false, error: syntaxError(throwing, r, input, m.offset) };
  }
  const urn = r.profile.create(input, m);
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  if (r.lateWarnings) {
    deferWarnings(urn, r.lateWarnings);
    return { ok: true, urn };
  }
  let found = runRules(r, urn, input, false);
  let view: NamespaceView | undefined;
  if (r.namespaces) {
    const spans = urn.spans;
    const outcome = checkNamespace(r.namespaces, r.engine, input, urn.nid, spans.nid.start, spans.nss.start, spans.nss.end);
    if (outcome.findings) (found ??= []).push(...outcome.findings);
    view = outcome.view;
  }
  if (found) {
    const failing = found.filter((f) => r.strict || f.d.severity === 'error').sort((a, b) => a.d.offset - b.d.offset);
    if (failing.length) {
      const [primary] = failing;
      const asError = Object.freeze({ ...primary.d, severity: 'error' as const });
      const rest = found.filter((f) => f !== primary).map((f) => f.d);
      return { ok: false, error: errorFrom(throwing, r, input, asError, primary.expected, primary.rule, rest, primary.found ?? describeFound(input, primary.d.offset)) };
    }
    completeUrn(urn, Object.freeze(found.map((f) => f.d)), view);
  } else if (view) completeUrn(urn, NO_WARNINGS, view);
  return { ok: true, urn };
}

/**
 * tryParse without the hints wired into its errors: the entry of the parse
 * layer, for the hints and the encoding positions, which sit below src/parse.ts.
 */
export function tryParseWithoutHints<P extends RevisionName = 'rfc8141'>(input: string, options?: RevisionParseOptions & { profile?: P }): ParseResult<UrnFor<P>> {
  return run(resolveFast('tryParse', input, options), input, false) as unknown as ParseResult<UrnFor<P>>;
}
