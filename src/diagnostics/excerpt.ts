/* The input with a caret under one offset, windowed and escaped for a terminal. */

const WINDOW = 60;

function show(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  if (cp >= 0x20 && cp < 0x7f) return ch;
  if (cp < 0x10000) return `\\u${cp.toString(16).padStart(4, '0')}`;
  return `\\u{${cp.toString(16)}}`;
}

export function caretExcerpt(input: string, offset: number): string {
  const from = Math.max(0, offset - WINDOW);
  const to = Math.min(input.length, offset + WINDOW);
  let line = from > 0 ? '...' : '';
  let column = line.length;
  for (let i = from; i < to; ) {
    const cp = input.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const text = show(input.slice(i, i + width));
    if (i < offset) column += text.length;
    line += text;
    i += width;
  }
  if (to < input.length) line += '...';
  return `  ${line}\n  ${' '.repeat(column)}^`;
}
