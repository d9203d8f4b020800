/*
 * How results look on a terminal and as JSON. The formatters append to an
 * Output that a command writes once per chunk of input, never once per line:
 * the loops over large inputs (validate, extract) then pay for one write, and
 * a faster formatter can replace one of these without touching the commands.
 */
import { escapeText } from '../diagnostics/excerpt';
import { UrnParseError } from '../errors';
import type { NamespaceView } from '../namespaces/views';
import { PART_FIELDS, ResultRecord } from '../results/record';
import { AnyUrn } from '../types';
import { urnField } from '../urn';
import type { Origin } from './inputs';

/** Text gathered for one write. */
export interface Output {
  text: string;
}

export const output = (): Output => ({ text: '' });

/** Characters JSON.stringify leaves raw that a terminal acts on: C1 controls (U+009B is a CSI), bidi controls, line separators. */
const TERMINAL_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One JSON line, with those characters escaped too (still valid JSON). */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** The fields that say where line `i` of a chunk came from: file and line, or the argument's position. */
export function whereFields(origin: Origin, i: number): { file: string; line: number } | { argument: number } {
  return 'file' in origin ? { file: origin.file, line: origin.line + i } : { argument: origin.argument + i };
}

/** The same in text: "file:line" (the file escaped), or "argument:N". */
export function whereText(origin: Origin, i: number): string {
  return 'file' in origin ? `${escapeText(origin.file)}:${origin.line + i}` : `argument:${origin.argument + i}`;
}

/** A result as one JSON line (schemas/result.schema.json), with where its input came from and a command's own fields. */
export function appendJson(out: Output, record: object, origin: Origin | undefined, i: number, extra?: object): void {
  out.text += jsonLine(origin ? { ...record, ...whereFields(origin, i), ...extra } : { ...record, ...extra });
}

/** The caret message, then the hint and the suggestions, one line each (suggestions are valid, so ASCII, URNs). */
export function errorText(e: UrnParseError): string {
  return [e.message, ...(e.hint ? [`hint: ${e.hint}`] : []), ...e.suggestions.map((s) => `did you mean: ${s}`)].join('\n');
}

/** validate's line: "valid", the input quoted, its warnings; or "invalid", the input, the reason. */
export function appendVerdict(out: Output, r: ResultRecord, where: string | undefined): void {
  const prefix = where === undefined ? '' : `${where}\t`;
  if (r.valid) {
    const w = r.warnings.map((d) => d.code).join(',');
    out.text += `${prefix}valid\t"${escapeText(r.input)}"${w ? `\twarnings: ${w}` : ''}\n`;
  } else {
    const e = r.error as NonNullable<ResultRecord['error']>;
    out.text += `${prefix}invalid\t"${escapeText(r.input)}"\t${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})\n`;
  }
}

export function urnText(urn: AnyUrn): string {
  const lines = [`profile    ${urn.profile}`];
  const spans = urn.spans as Record<string, { start: number; end: number } | undefined>;
  for (const field of PART_FIELDS) {
    const value = urnField(urn, field);
    if (value === undefined) continue;
    const span = Object.prototype.hasOwnProperty.call(spans, field) ? spans[field] : undefined;
    lines.push(`${field.padEnd(10)} ${JSON.stringify(value)}${span ? `  [${span.start}, ${span.end})` : ''}`);
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
