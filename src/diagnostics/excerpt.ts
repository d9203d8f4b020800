/* The input with a caret under one offset, windowed and escaped for a terminal. */

const WINDOW = 60;
/** The caret's indent in the common case (printable ASCII), sliced rather than made with repeat(). */
const INDENT = /* @__PURE__ */ ' '.repeat(WINDOW + 3);

function show(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  if (cp >= 0x20 && cp < 0x7f) return ch;
  if (cp < 0x10000) return `\\u${cp.toString(16).padStart(4, '0')}`;
  return `\\u{${cp.toString(16)}}`;
}

/**
 * `text` safe to print on a terminal: everything but printable ASCII as \uXXXX
 * (controls, C1 such as U+009B, an 8-bit CSI, bidi overrides such as U+202E,
 * and every other non-ASCII character), and a backslash doubled, so the
 * escaped form reads back unambiguously.
 */
export function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    out += cp === 0x5c ? '\\\\' : show(text.slice(i, i + width));
    i += width;
  }
  return out;
}

export function caretExcerpt(input: string, offset: number): string {
  const from = Math.max(0, offset - WINDOW);
  const to = Math.min(input.length, offset + WINDOW);
  let line = from > 0 ? '...' : '';
  let column = line.length;
  const window = input.slice(from, to);
  // Printable ASCII shows as itself, a column a character (the common case, without the loop).
  if (/^[ -~]*$/.test(window)) {
    line += window;
    column += offset - from;
  } else for (let i = from; i < to; ) {
    const cp = input.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const text = show(input.slice(i, i + width));
    if (i < offset) column += text.length;
    line += text;
    i += width;
  }
  if (to < input.length) line += '...';
  return `  ${line}\n  ${column <= INDENT.length ? INDENT.slice(0, column) : ' '.repeat(column)}^`;
}
