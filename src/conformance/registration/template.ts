/*
 * Reads a registration template: its lines without an RFC's page furniture,
 * its fields (RFC 8141 Appendix A, RFC 3406 s.4.3, and the older "Declaration
 * of structure" of RFC 2611), and the Namespace Identifier. Linear in the
 * text: one pass over the lines, no regular expression that backtracks.
 */

/** One line of the checked text, as it is kept: its text and its 1-based line number there. */
export interface TextLine {
  text: string;
  line: number;
}

export type FieldKind = 'nid' | 'syntax' | 'version' | 'registration' | 'revision' | 'other';

/** A field of the template: its label's line, and the lines of its value (indexes into the kept lines). */
export interface Field {
  kind: FieldKind;
  label: string;
  /** Index in the kept lines of the label's line. */
  at: number;
  /** The value's text on the label's line, after the label and ":". */
  inline: string;
  /** The column (1-based) where `inline` starts. */
  inlineColumn: number;
  /** Kept lines [from, to) after the label's line, up to the next field or section. */
  from: number;
  to: number;
}

/** The fields of both template formats, lower case, by kind. */
const LABELS: ReadonlyArray<readonly [string, FieldKind]> = [
  ['namespace identifier', 'nid'],
  ['namespace id', 'nid'],
  ['declaration of syntactic structure', 'syntax'],
  ['declaration of structure', 'syntax'],
  ['syntactic structure', 'syntax'],
  ['syntax', 'syntax'],
  ['version', 'version'],
  ['registration information', 'registration'],
  ['revision information', 'revision'],
  ['date', 'other'],
  ['registrant', 'other'],
  ['declared registrant of the namespace', 'other'],
  ['purpose', 'other'],
  ['assignment', 'other'],
  ['security and privacy', 'other'],
  ['interoperability', 'other'],
  ['resolution', 'other'],
  ['documentation', 'other'],
  ['additional information', 'other'],
  ['relevant ancillary documentation', 'other'],
  ['identifier uniqueness considerations', 'other'],
  ['identifier persistence considerations', 'other'],
  ['process of identifier assignment', 'other'],
  ['process for identifier resolution', 'other'],
  ['process of identifier resolution', 'other'],
  ['rules for lexical equivalence', 'other'],
  ['conformance with urn syntax', 'other'],
  ['validation mechanism', 'other'],
  ['scope', 'other'],
];

/** An RFC's page footer ("Leach, et al.   Standards Track   [Page 4]"). */
const isFooter = (s: string): boolean => /\[Page \d{1,4}\]\s*$/.test(s);
/** An RFC's or Internet-Draft's page header ("RFC 4122   A UUID URN Namespace   July 2005"). */
const isHeader = (s: string): boolean => /^(RFC \d{1,5}|Internet-Draft) {2,}/.test(s) && /(19|20)\d\d\s*$/.test(s);
const blank = (s: string): boolean => s.trim() === '';

/**
 * The lines of `text` without an RFC's page furniture: footers, headers,
 * form feeds, and the blank lines that pad a page before its footer and
 * follow a header, so that a rule or paragraph cut by a page break reads on.
 */
export function keptLines(text: string): TextLine[] {
  const raw = text.split(/\r\n|\r|\n/).map((t, i) => ({ text: t.replace(/\f/g, ''), line: i + 1 }));
  const drop = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) {
    if (isFooter(raw[i].text)) {
      drop[i] = 1;
      for (let j = i - 1; j >= 0 && blank(raw[j].text) && !drop[j]; j -= 1) drop[j] = 1;
    } else if (isHeader(raw[i].text)) {
      drop[i] = 1;
      for (let j = i + 1; j < raw.length && blank(raw[j].text); j += 1) drop[j] = 1;
    }
  }
  return raw.filter((_, i) => !drop[i]);
}

/** A line's label, if it starts with one: markdown marks (#, *, -, >, **) and a section number before it are allowed. */
function labelOf(text: string): { kind: FieldKind; label: string; rest: string; restColumn: number } | undefined {
  let i = 0;
  while (i < text.length && ' \t#*->'.includes(text[i])) i += 1;
  // A section number such as "2.1." or "3." before a heading.
  const num = /^\d{1,2}(\.\d{1,2})*\.?\s+/.exec(text.slice(i, i + 16));
  if (num) i += num[0].length;
  const lower = text.slice(i, i + 48).toLowerCase();
  for (const [label, kind] of LABELS) {
    if (!lower.startsWith(label)) continue;
    let j = i + label.length;
    // The label must end there: "Syntax:" or "Syntax" alone, not "Syntaxes" or "Syntax of ...".
    while (j < text.length && (text[j] === '*' || text[j] === ' ' || text[j] === '\t')) j += 1;
    if (text[j] === ':') {
      j += 1;
      while (j < text.length && (text[j] === '*' || text[j] === ' ' || text[j] === '\t')) j += 1;
      return { kind, label: text.slice(i, i + label.length), rest: text.slice(j), restColumn: j + 1 };
    }
    // A heading with no colon: the label alone on its line (markdown "## Namespace ID").
    if (j >= text.length && (i > 0 || kind !== 'other')) return { kind, label: text.slice(i, i + label.length), rest: '', restColumn: j + 1 };
  }
  return undefined;
}

/** A section heading that ends a template's last field: "4.  Specification", "# IANA Considerations", a setext underline. */
const isSection = (s: string): boolean => /^(\d{1,2}\.(\d{1,2}\.?)*\s+[A-Z]|#{1,3}\s+\S|={3,}\s*$|-{3,}\s*$)/.test(s);

/** The fields of the template in `lines`, in order. */
export function readFields(lines: readonly TextLine[]): Field[] {
  const fields: Field[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = labelOf(lines[i].text);
    if (!l) continue;
    const last = fields[fields.length - 1];
    if (last) last.to = i;
    fields.push({ kind: l.kind, label: l.label, at: i, inline: l.rest, inlineColumn: l.restColumn, from: i + 1, to: lines.length });
  }
  // The last field ends at the next section heading (after its first line of value).
  const last = fields[fields.length - 1];
  if (last) {
    for (let i = last.from; i < last.to; i += 1) {
      if (isSection(lines[i].text)) {
        last.to = i;
        break;
      }
    }
  }
  return fields;
}

/** Where a NID was read: the text as written, its line and column. */
export interface NidRead {
  nid: string;
  line: number;
  column: number;
}

/** Values that say the NID is still to come, not a NID. */
const PLACEHOLDER = /^(tbd|tba|to be (assigned|determined)|assigned by iana|requested|xxx+|n\/a|none)\b/i;

/**
 * The NID in a "Namespace ID:" field: a quoted word if there is one ("The
 * Namespace ID "whep" has been assigned"), else the first word of the value
 * ("UUID (formal)"). `placeholder` where the value says it is not assigned yet.
 */
export function readNid(lines: readonly TextLine[], field: Field): { read?: NidRead; placeholder?: string; empty?: boolean } {
  const values: Array<{ text: string; line: number; column: number }> = [];
  if (field.inline.trim()) values.push({ text: field.inline, line: lines[field.at].line, column: field.inlineColumn });
  for (let i = field.from; i < field.to && values.length < 3; i += 1) {
    const t = lines[i].text;
    if (blank(t)) {
      if (values.length) break;
      continue;
    }
    // A definition list's ": value" (kramdown) or a quote's "> value".
    const m = /^[\s:>]*/.exec(t) as RegExpExecArray;
    values.push({ text: t.slice(m[0].length), line: lines[i].line, column: m[0].length + 1 });
  }
  if (!values.length) return { empty: true };
  for (const v of values) {
    const q = /["'`\u201c\u2018]([A-Za-z0-9][A-Za-z0-9-]{0,63})["'`\u201d\u2019]/.exec(v.text.slice(0, 400));
    if (q) return { read: { nid: q[1], line: v.line, column: v.column + q.index + 1 } };
  }
  const first = values[0];
  const p = PLACEHOLDER.exec(first.text.trim());
  if (p) return { placeholder: p[0] };
  const word = /^\s*([^\s,;()]+)/.exec(first.text.slice(0, 400)) as RegExpExecArray | null;
  if (!word) return { empty: true };
  const nid = word[1].replace(/[.:]+$/, '');
  return { read: { nid, line: first.line, column: first.column + word[0].length - word[1].length } };
}

/** The field text (label line's value and the value lines) as one string, for the words a revision is recognized by. */
export const fieldText = (lines: readonly TextLine[], f: Field): string => [f.inline, ...lines.slice(f.from, f.to).map((l) => l.text)].join('\n');

/**
 * Whether the template says it revises a registration: a version above 1, a
 * "Revision Information" field with content, or words saying the namespace is
 * already registered and is being updated.
 */
export function saysRevision(lines: readonly TextLine[], fields: readonly Field[]): boolean {
  for (const f of fields) {
    const text = fieldText(lines, f);
    if ((f.kind === 'version' || f.kind === 'registration') && /\b(version( number)?\s*:?\s*)([2-9]|\d\d)\b/i.test(f.kind === 'version' ? `version ${text}` : text)) return true;
    if (f.kind === 'revision' && text.trim() && !/^\s*(n\/?a|none|not applicable|-)\.?\s*$/i.test(text)) return true;
  }
  const head = lines
    .slice(0, fields.length ? fields[0].at + 1 : 0)
    .slice(-12)
    .map((l) => l.text)
    .join(' ');
  return /already (listed|registered)|update (the|that|this|an?) (existing )?(entry|registration)|revis(es|ion of) (the|an?) (existing )?registration/i.test(head);
}
