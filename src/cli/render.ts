/* How parse results look on a terminal and as JSON. */
import { UrnParseError } from '../errors';
import type { NamespaceView } from '../namespaces/views';
import { FIELDS } from '../conformance/compare';
import { AnyUrn } from '../types';

/** Characters JSON.stringify leaves raw that a terminal acts on: C1 controls (U+009B is a CSI), bidi controls, line separators. */
const TERMINAL_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One JSON line, with those characters escaped too (still valid JSON). */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** The caret message, then the hint and the suggestions, one line each (suggestions are valid, so ASCII, URNs). */
export function errorText(e: UrnParseError): string {
  return [e.message, ...(e.hint ? [`hint: ${e.hint}`] : []), ...e.suggestions.map((s) => `did you mean: ${s}`)].join('\n');
}

export function errorJson(e: UrnParseError): Record<string, unknown> {
  return {
    code: e.code,
    profile: e.profile,
    offset: e.offset,
    found: e.found,
    expected: e.expected,
    section: e.section,
    rule: e.rule,
    message: e.message,
    hint: e.hint ?? null,
    suggestions: e.suggestions,
    diagnostics: e.diagnostics,
  };
}

export function urnText(urn: AnyUrn): string {
  const lines = [`profile    ${urn.profile}`];
  const record = urn as unknown as Record<string, unknown>;
  const spans = urn.spans as Record<string, { start: number; end: number } | undefined>;
  for (const field of FIELDS) {
    if (!(field in record) || record[field] === undefined) continue;
    const span = spans[field];
    lines.push(`${field.padEnd(10)} ${JSON.stringify(record[field])}${span ? `  [${span.start}, ${span.end})` : ''}`);
  }
  if (urn.profile === 'rfc2141bis') {
    for (const d of urn.directives) lines.push(`directive ${JSON.stringify(d.keyword)} = ${JSON.stringify(d.value)}  [${d.span.start}, ${d.span.end})`);
  }
  if (urn.namespace) lines.push(...namespaceLines(urn.namespace));
  for (const w of urn.warnings) lines.push(`warning    ${w.code} at offset ${w.offset} (${w.section}): ${w.message}`);
  return `${lines.join('\n')}\n`;
}

/** What a namespace view adds beyond its parts, in words. */
function viewSummary(v: NamespaceView): string {
  switch (v.kind) {
    case 'uuid':
      return `version ${v.version}, variant ${v.variant}`;
    case 'isbn':
      return `${v.form}; ISBN-13 ${v.isbn13}${v.isbn10 ? `, ISBN-10 ${v.isbn10}` : ''}`;
    case 'issn':
      return `ISSN ${v.issn}`;
    case 'oid':
      return `${v.arcs.length} arcs`;
    case 'ietf':
      return [`class ${v.class}`, v.number && `number ${v.number}`, v.name && `name ${v.name}`, v.registry && `registry ${v.registry}`].filter(Boolean).join(', ');
    default:
      return '';
  }
}

export function namespaceLines(v: NamespaceView): string[] {
  const summary = viewSummary(v);
  const lines = [`namespace  ${v.nid} (${v.source})${summary ? `: ${summary}` : ''}`];
  for (const c of v.captures) lines.push(`  ${c.rule.padEnd(22)} ${JSON.stringify(c.text)}  [${c.span.start}, ${c.span.end})`);
  return lines;
}
