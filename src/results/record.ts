/*
 * A parse result as a plain JSON record: the one shape of `--json` output of
 * every urnkit command (src/cli/) and of the UDF bundle's tryParse, described
 * by schemas/result.schema.json. Records hold no getters and no class
 * instances, so JSON.stringify and structured copies keep every field.
 */
import type { DiagnosticCode } from '../codes';
import type { UrnParseError } from '../errors';
import type { NamespaceView } from '../namespaces/views';
import type { ParseResult } from '../parse';
import type { AnyUrn, Diagnostic, RevisionName, Span } from '../types';

/** A UrnParseError's fields. `hint` is null when no hint kind applies. */
export interface ErrorRecord {
  code: DiagnosticCode;
  profile: RevisionName;
  offset: number;
  found: string;
  expected: string;
  section: string;
  /** The grammar rule being matched, for syntax errors. */
  rule?: string;
  message: string;
  hint: string | null;
  suggestions: readonly string[];
  diagnostics: readonly Diagnostic[];
}

/** One input judged under one profile. */
export interface ResultRecord {
  input: string;
  valid: boolean;
  /** A main profile, or a draft revision (REVISIONS). */
  profile: RevisionName;
  /** Valid: the parts present (PART_FIELDS: nid, nss, rComponent, qComponent, fComponent, query, fragment, and the drafts' parts). */
  parts?: Record<string, string>;
  /** Valid: where each part present is in the input. */
  spans?: Record<string, Span>;
  /** Valid rfc2141bis URN with a query: its directives in input order. */
  directives?: { keyword: string; value: string }[];
  /** The warnings (of an invalid input: those found besides the error). */
  warnings: readonly Diagnostic[];
  /** Valid, with namespace rules and a grammar for the NID: the namespace's typed view. */
  namespace?: NamespaceView;
  /** Invalid: why. */
  error?: ErrorRecord;
}

/** Every part a revision's Urn can have: the main profiles' in string order, then the drafts' (pComponent, qString, ...). */
export const PART_FIELDS = ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent', 'query', 'fragment', 'pComponent', 'qString', 'rString', 'fString', 'resolverID'] as const;

const hasOwn = Object.prototype.hasOwnProperty;

/** The PART_FIELDS a Urn class defines, by the class's prototype: found once, from the first Urn of the class (every Urn of a class has the same parts). */
const fieldsByClass = /* @__PURE__ */ new WeakMap<object, readonly string[]>();

/** The PART_FIELDS that `urn` has as own properties (nothing a polluted Object.prototype adds), in that order. */
export function partFields(urn: AnyUrn): readonly string[] {
  const proto = Object.getPrototypeOf(urn) as object | null;
  if (proto === null) return PART_FIELDS.filter((f) => hasOwn.call(urn, f));
  let fields = fieldsByClass.get(proto);
  if (!fields) fieldsByClass.set(proto, (fields = PART_FIELDS.filter((f) => hasOwn.call(urn, f))));
  return fields;
}

/** The parts of a Urn that are present, by field name (its own parts only: nothing a polluted Object.prototype adds). */
export function partsRead(urn: AnyUrn): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of partFields(urn)) {
    const value = (urn as unknown as Record<string, unknown>)[f];
    if (typeof value === 'string') out[f] = value;
  }
  return out;
}

function spansRead(urn: AnyUrn): Record<string, Span> {
  const out: Record<string, Span> = {};
  for (const [field, span] of Object.entries(urn.spans as Record<string, Span | undefined>)) if (span) out[field] = { start: span.start, end: span.end };
  return out;
}

export function errorRecord(e: UrnParseError): ErrorRecord {
  const { rule } = e;
  return {
    code: e.code,
    profile: e.profile,
    offset: e.offset,
    found: e.found,
    expected: e.expected,
    section: e.section,
    ...(rule === undefined ? {} : { rule }),
    message: e.message,
    hint: e.hint ?? null,
    suggestions: [...e.suggestions],
    diagnostics: e.diagnostics,
  };
}

export function resultRecord(input: string, profile: RevisionName, result: ParseResult<AnyUrn>): ResultRecord {
  if (!result.ok) {
    const error = errorRecord(result.error);
    return { input, valid: false, profile, warnings: error.diagnostics.filter((d) => d.severity === 'warning'), error };
  }
  const { urn } = result;
  const out: ResultRecord = { input, valid: true, profile, parts: partsRead(urn), spans: spansRead(urn), warnings: urn.warnings };
  if (urn.profile === 'rfc2141bis' && urn.directives.length) out.directives = urn.directives.map((d) => ({ keyword: d.keyword, value: d.value }));
  if (urn.namespace) out.namespace = urn.namespace;
  return out;
}
