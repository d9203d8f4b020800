/*
 * Everything the page shows about one input, computed without the DOM: per
 * revision the verdict, the parts with their spans, the warnings or the error,
 * the normal forms and equivalence keys, and the namespace view; across
 * revisions, compare()'s account of how they differ. The namespace set is
 * passed in (undefined: namespace rules off), so this module loads no grammar
 * of its own and runs under Node in the tests as it does in the page.
 */
import { compare, Split } from '../../src/conformance/compare';
import { equivalenceKey, history, normalize, tryParse } from '../../src/index';
import type { AnyUrn, Diagnostic, HistoryStep, NamespaceSet, NamespaceView, ProfileName, RevisionName, Span, Urn, UrnParseError } from '../../src/index';
import { DRAFT_LABELS, isMain, REVISIONS } from './revisions';

export interface PartRead {
  readonly field: string;
  readonly label: string;
  /** undefined: the part is absent. */
  readonly value: string | undefined;
  readonly span: Span | undefined;
}

export interface ErrorRead {
  readonly code: string;
  readonly offset: number;
  readonly found: string;
  readonly expected: string;
  readonly section: string;
  readonly rule: string | undefined;
  /** The caret message, exactly as the library writes it. */
  readonly message: string;
  readonly hint: string | undefined;
  readonly suggestions: readonly string[];
}

export interface NormalForm {
  /** Which rule made it, e.g. "RFC 8141 s.3.1" or "bis-03 s.5, step 5a". */
  readonly rule: string;
  readonly normalized: string;
  readonly key: string;
}

export interface ProfileResult {
  readonly profile: RevisionName;
  readonly valid: boolean;
  /** Every part the revision defines, present or not; empty when invalid. */
  readonly parts: readonly PartRead[];
  /** rfc2141bis: the query's keyword=value directives. */
  readonly directives: readonly string[];
  readonly warnings: readonly Diagnostic[];
  readonly error: ErrorRead | undefined;
  readonly forms: readonly NormalForm[];
  readonly namespace: NamespaceView | undefined;
}

export interface Analysis {
  readonly input: string;
  readonly namespaces: boolean;
  readonly results: readonly ProfileResult[];
  /** compare()'s one-line account, cut at its "; " into clauses. */
  readonly differences: readonly string[];
  readonly splits: readonly Split[];
  /** The input under every revision in date order (history()), for the timeline. */
  readonly timeline: readonly HistoryStep[];
}

/** Each revision's equivalence rules: rfc2141bis has two (s.5 step 5a and 5b), the others one. */
const RULES: Record<ProfileName, readonly { rule: string; mode?: '5a' | '5b' }[]> = {
  rfc2141: [{ rule: 'RFC 2141 s.5' }],
  rfc2141bis: [
    { rule: 'bis-03 s.5, step 5a', mode: '5a' },
    { rule: 'bis-03 s.5, step 5b', mode: '5b' },
  ],
  rfc8141: [{ rule: 'RFC 8141 s.3.1' }],
};

/** The fields the error objects may gain (a hint, suggested corrections): shown when present. */
export function errorRead(e: UrnParseError): ErrorRead {
  const extra = e as unknown as { hint?: unknown; suggestions?: unknown };
  const suggestions = Array.isArray(extra.suggestions) ? extra.suggestions.filter((s): s is string => typeof s === 'string') : [];
  return {
    code: e.code,
    offset: e.offset,
    found: e.found,
    expected: e.expected,
    section: e.section,
    rule: e.rule,
    message: e.message,
    hint: typeof extra.hint === 'string' && extra.hint !== '' ? extra.hint : undefined,
    suggestions,
  };
}

/** The parts in input order: a main revision's from its table, a draft's as its Urn has them. */
function partsOf(urn: AnyUrn, profile: RevisionName): PartRead[] {
  const record = urn as unknown as Record<string, string | undefined>;
  const spans = urn.spans as Record<string, Span | undefined>;
  const fields = REVISIONS.find((r) => r.profile === profile)?.fields ?? Object.keys(spans).map((field) => ({ field, label: DRAFT_LABELS[field] ?? field }));
  return fields.map(({ field, label }) => ({ field, label, value: record[field], span: spans[field] }));
}

/** A main revision's normal forms; equivalence is defined for those only. */
function formsOf(urn: AnyUrn, set: NamespaceSet | undefined): NormalForm[] {
  if (!isMain(urn.profile)) return [];
  return RULES[urn.profile].map(({ rule, mode }) => {
    const options = { mode, namespaces: set ?? false };
    return { rule, normalized: normalize(urn as Urn, options), key: equivalenceKey(urn as Urn, options) };
  });
}

export function profileResult(input: string, profile: RevisionName, set: NamespaceSet | undefined): ProfileResult {
  const r = tryParse(input, { profile, namespaces: set ?? false });
  if (!r.ok) {
    return { profile, valid: false, parts: [], directives: [], warnings: [], error: errorRead(r.error), forms: [], namespace: undefined };
  }
  const urn = r.urn;
  return {
    profile,
    valid: true,
    parts: partsOf(urn, profile),
    directives: urn.profile === 'rfc2141bis' ? (urn as Urn & { profile: 'rfc2141bis' }).directives.map((d) => `${d.keyword}=${d.value}`) : [],
    warnings: urn.warnings,
    error: undefined,
    forms: formsOf(urn, set),
    namespace: urn.namespace,
  };
}

export function analyze(input: string, set: NamespaceSet | undefined): Analysis {
  const comparison = compare(input, { namespaces: set ?? false });
  return {
    input,
    namespaces: set !== undefined,
    results: REVISIONS.map((r) => profileResult(input, r.profile, set)),
    differences: comparison.summary.split('; '),
    splits: comparison.splits,
    timeline: history(input, { namespaces: set ?? false }).steps,
  };
}

export type EquivalenceVerdict = 'equivalent' | 'different' | 'invalid';

export interface EquivalenceRow {
  readonly profile: ProfileName;
  readonly rule: string;
  readonly verdict: EquivalenceVerdict;
  readonly keyA: string | undefined;
  readonly keyB: string | undefined;
  /** Why a verdict is 'invalid': which side fails, and how. */
  readonly reason: string | undefined;
}

function keyOf(input: string, profile: ProfileName, mode: '5a' | '5b' | undefined, set: NamespaceSet | undefined): { key?: string; error?: string } {
  const r = tryParse(input, { profile, namespaces: set ?? false });
  if (!r.ok) return { error: `${r.error.code} at offset ${r.error.offset}` };
  return { key: equivalenceKey(r.urn, { mode, namespaces: set ?? false }) };
}

/**
 * Whether `a` and `b` are equivalent under each revision's rule (both rules of
 * rfc2141bis): equal equivalence keys, as equivalent() decides it.
 */
export function equivalenceRows(a: string, b: string, set: NamespaceSet | undefined): EquivalenceRow[] {
  return REVISIONS.flatMap(({ profile }) =>
    RULES[profile].map(({ rule, mode }) => {
      const ka = keyOf(a, profile, mode, set);
      const kb = keyOf(b, profile, mode, set);
      const reasons = [ka.error && `first URN: ${ka.error}`, kb.error && `second URN: ${kb.error}`].filter(Boolean);
      const verdict: EquivalenceVerdict = reasons.length ? 'invalid' : ka.key === kb.key ? 'equivalent' : 'different';
      return { profile, rule, verdict, keyA: ka.key, keyB: kb.key, reason: reasons.length ? `invalid: ${reasons.join('; ')}` : undefined };
    }),
  );
}

/**
 * The NID to look up in the registry: the one a revision read, or, when no
 * revision accepts the input (a namespace grammar may reject it), the text
 * between "urn:" and the next ":", since the registry entry explains such
 * rejections best.
 */
export function nidOf(analysis: Analysis): string | undefined {
  const read = analysis.results.find((r) => r.valid)?.parts.find((p) => p.field === 'nid')?.value;
  if (read !== undefined) return read;
  const m = /^urn:([^:]+):/i.exec(analysis.input);
  return m ? m[1] : undefined;
}
