/*
 * How results look on a terminal and as JSON. The formatters append to an
 * Output that a command writes once per chunk of input, never once per line:
 * the loops over large inputs (validate, extract) then pay for one write, and
 * a faster formatter can replace one of these without touching the commands.
 */
import { escapeText } from '../diagnostics/excerpt';
import { UrnParseError } from '../errors';
import { plural } from '../plural';
import type { NamespaceView } from '../namespaces/views';
import type { ParseResult } from '../parse';
import type { FailureFields } from '../parsing/line-verdict';
import { resultJson } from '../results/json';
import { PART_FIELDS } from '../results/record';
import { AnyUrn, Diagnostic, RevisionName } from '../types';
import { urnField } from '../urn';
import type { Origin } from './inputs';

/**
 * Text gathered for one write. JSON lines are appended as JSON.stringify gives
 * them; the characters a terminal acts on are escaped in them once, over the
 * whole text, when it is taken (done()).
 */
export class Output {
  /** The text gathered (since the last settle()). */
  text = '';
  /** Whether JSON lines were appended. */
  json = false;
  /**
   * Set when all the text comes from input (and a file name) of ASCII alone
   * without DEL: urnkit's own words are such ASCII, so the output is too, and
   * needs no escaping nor a check for it.
   */
  ascii = false;
  /** The text of earlier settle() calls, each one flat string. */
  private readonly settled: string[] = [];

  /**
   * Sets the text gathered so far aside as one flat string. A chunk's text is a
   * rope of thousands of short strings, all live until the write, and every
   * young generation collection copies each of them: a flat string is one copy.
   * Number() flattens a string in V8 (it reads the characters in one piece).
   */
  settle(): void {
    Number(this.text);
    this.settled.push(this.text);
    this.text = '';
  }

  /** The text to write. */
  done(): string {
    const text = this.settled.length ? this.settled.join('') + this.text : this.text;
    // Lines given to appendLine are escaped already; escaping again changes nothing.
    return this.json && !this.ascii && !PRINTABLE.test(text) ? terminalSafe(text) : text;
  }

  /**
   * Appends one JSON line that appendResult made, escaped as done() would
   * escape the whole text (only a line whose input or members go beyond
   * printable ASCII can hold a character to escape: urnkit's own words are
   * ASCII), without searching every line of the text for them.
   */
  appendLine(line: string, mayEscape: boolean): void {
    this.text += mayEscape && !this.ascii && !PRINTABLE.test(line) ? terminalSafe(line) : line;
  }
}

export const output = (): Output => new Output();

/** Characters JSON.stringify leaves raw that a terminal acts on: C1 controls (U+009B is a CSI), bidi controls, line separators. */
const TERMINAL_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** ASCII without DEL: text in which JSON.stringify leaves none of those characters. */
const PRINTABLE = /^[\x00-\x7e]*$/;

/** JSON text with those characters escaped too (still valid JSON, and the same value). */
const terminalSafe = (json: string): string => json.replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One JSON line, with those characters escaped. */
export function jsonLine(value: unknown): string {
  return `${terminalSafe(JSON.stringify(value))}\n`;
}

/** Printable ASCII but the backslash: what escapeText gives back unchanged (most input), found without building a copy. */
const PLAIN = /^[\x20-\x5b\x5d-\x7e]*$/;

/** escapeText (src/diagnostics/excerpt.ts), with plain text passed through as it is. */
export const escaped = (text: string): string => (PLAIN.test(text) ? text : escapeText(text));

/**
 * Where the lines of one chunk came from, with what every line's label shares
 * (the file's escaped name, its JSON) worked out once for the chunk: "file:line"
 * ("file:row" for a data file's column) or "argument:N" in text, "file" and
 * "line" (or "row") or "argument" in JSON.
 */
export class Where {
  private readonly head: string;
  private readonly jsonHead: string;
  private readonly first: number;
  /** Whether json() is ASCII without DEL (a file name can be anything). */
  readonly printable: boolean;

  constructor(origin: Origin) {
    if ('file' in origin) {
      const row = 'row' in origin;
      this.head = `${escaped(origin.file)}:`;
      this.jsonHead = `,"file":${JSON.stringify(origin.file)},"${row ? 'row' : 'line'}":`;
      this.first = row ? origin.row : origin.line;
    } else {
      this.head = 'argument:';
      this.jsonHead = ',"argument":';
      this.first = origin.argument;
    }
    this.printable = PRINTABLE.test(this.jsonHead);
  }

  /** Line `i` of the chunk in text: "file:line" (the file escaped), or "argument:N". */
  text(i: number): string {
    return `${this.head}${this.first + i}`;
  }

  /** The same as JSON members, each after a comma: `,"file":"...","line":N` or `,"argument":N`. */
  json(i: number): string {
    return `${this.jsonHead}${this.first + i}`;
  }
}

/** The members of a JSON object's text, each after a comma ("" for none): to append to another object. */
function members(value: object): string {
  const json = JSON.stringify(value);
  return json.length > 2 ? `,${json.slice(1, -1)}` : '';
}

/**
 * A result as one JSON line (schemas/result.schema.json), with where its input
 * came from and a command's own fields: the JSON of `{ ...record, where, ...extra }`,
 * made by appending to the record's JSON rather than by copying the record.
 */
export function appendJson(out: Output, record: object, where: Where | undefined, i: number, extra?: object): void {
  const json = JSON.stringify(record);
  const more = `${where ? where.json(i) : ''}${extra ? members(extra) : ''}`;
  out.text += more ? `${json.slice(0, -1)}${more}}\n` : `${json}\n`;
  out.json = true;
}

/** appendJson of a parse result's record (src/results/json.ts), its JSON built with the members in place. */
export function appendResult(out: Output, input: string, profile: RevisionName, result: ParseResult<AnyUrn>, where: Where | undefined, i: number, extra?: object): void {
  const more = `${where ? where.json(i) : ''}${extra ? members(extra) : ''}`;
  // A namespace view holds registry text: its line is looked at whole.
  out.appendLine(`${resultJson(input, profile, result, more)}\n`, !PRINTABLE.test(input) || !PRINTABLE.test(more) || (result.ok && result.urn.namespace !== undefined));
}

/** The caret message, then the hint and the suggestions, one line each (suggestions are valid, so ASCII, URNs). */
export function errorText(e: UrnParseError): string {
  return [e.message, ...(e.hint ? [`hint: ${e.hint}`] : []), ...e.suggestions.map((s) => `did you mean: ${s}`)].join('\n');
}

/** The codes of a list of diagnostics, joined by "," (as validate prints a valid line's warnings). */
export function joinedCodes(list: readonly Diagnostic[]): string {
  if (!list.length) return '';
  let out = list[0].code as string;
  for (let k = 1; k < list.length; k += 1) out += `,${list[k].code}`;
  return out;
}

/** validate's line for a valid input: "valid", the input quoted (`shown`: as escaped() gives it), its warnings' codes (joined by ","). */
export function validLine(shown: string, warningCodes: string, where: string | undefined): string {
  return `${where === undefined ? '' : `${where}\t`}valid\t"${shown}"${warningCodes ? `\twarnings: ${warningCodes}` : ''}\n`;
}

/** validate's line for an invalid input: "invalid", the input quoted, the reason (`e`: a UrnParseError, or lineVerdict's fields of one). */
export function invalidLine(shown: string, e: FailureFields, where: string | undefined): string {
  return `${where === undefined ? '' : `${where}\t`}invalid\t"${shown}"\t${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})\n`;
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
      return plural(v.arcs.length, 'arc');
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
