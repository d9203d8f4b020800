/*
 * The input cut into runs of text, each run inside at most one mark, so the
 * page can show where each part (or the error) lies in what the user typed.
 * Marks come from spans, which never overlap for the parts of one URN.
 */
import type { PartRead } from './analysis';

export interface Mark {
  readonly start: number;
  readonly end: number;
  /** CSS class suffix and what the mark stands for: a part's field name, or 'error'. */
  readonly kind: string;
  readonly label: string;
}

export interface Segment {
  readonly text: string;
  readonly mark: Mark | undefined;
}

/**
 * The runs of `input` in order; a mark of zero length (the error "at the end
 * of the input") is a run of empty text, which the page draws as a marker.
 */
export function segments(input: string, marks: readonly Mark[]): Segment[] {
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let at = 0;
  for (const mark of sorted) {
    if (mark.start < at) continue; // overlapping: the earlier mark wins
    if (mark.start > at) out.push({ text: input.slice(at, mark.start), mark: undefined });
    out.push({ text: input.slice(mark.start, mark.end), mark });
    at = mark.end;
  }
  if (at < input.length) out.push({ text: input.slice(at), mark: undefined });
  return out;
}

export function partMarks(parts: readonly PartRead[]): Mark[] {
  return parts.flatMap((p) => (p.span ? [{ start: p.span.start, end: p.span.end, kind: p.field, label: p.label }] : []));
}

/** The offending character: a whole code point, so an astral character is not cut in half. */
export function errorMark(input: string, offset: number): Mark {
  const cp = input.codePointAt(offset);
  const width = cp === undefined ? 0 : cp > 0xffff ? 2 : 1;
  return { start: offset, end: offset + width, kind: 'error', label: width ? 'error here' : 'error: the input ended here' };
}
