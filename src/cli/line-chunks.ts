/*
 * An input's lines in blocks, for the commands that read one item a line: each
 * block is the text of whole lines, every one ended by "\n", as the input gave
 * them in one read (or a part of a read, at most `size` lines). A large file
 * goes in blocks the size of a read; a line typed or piped in slowly is handed
 * over with the read that brings it, so it is answered at once. The next read
 * waits until the block is taken, so memory stays flat. CRLF, LF and CR all end
 * a line (readline's rule); a UTF-8 byte order mark at the very start is not
 * part of the first line.
 *
 * Lines are not cut apart here: a block goes to a worker thread as one string
 * (one copy, where an array costs one per line), and is split where it is read.
 */
import { StringDecoder } from 'string_decoder';
import { Readable } from 'stream';

export interface LineBlock {
  /** Whole lines, each ended by "\n" (CR and CRLF made "\n"). */
  text: string;
  /** How many lines `text` holds. */
  count: number;
}

const LF = 10;
const CR = 13;

/** The lines of a block (its text without the last "\n", split). */
export function blockLines(text: string): string[] {
  const lines = text.split('\n');
  lines.pop();
  return lines;
}

/** Index just after the `n`th "\n" of `text` from `from`, or -1 when it holds fewer; `counted` gets how many it passed. */
function afterLines(text: string, from: number, n: number, counted: { n: number }): number {
  let at = from;
  let k = 0;
  while (k < n) {
    const p = text.indexOf('\n', at);
    if (p < 0) break;
    at = p + 1;
    k += 1;
  }
  counted.n = k;
  return k === n ? at : -1;
}

export async function* lineChunks(input: Readable, size: number): AsyncGenerator<LineBlock> {
  const decoder = new StringDecoder('utf8');
  /** The line begun and not yet ended: it never holds a line end. */
  let carry = '';
  let first = true;
  /** The last read ended with CR: a LF opening the next is the rest of a CRLF. */
  let afterCR = false;
  const counted = { n: 0 };
  function* blocks(text: string): Generator<LineBlock> {
    for (let from = 0; from < text.length; ) {
      const to = afterLines(text, from, size, counted);
      if (to < 0 || to === text.length) {
        yield { text: from ? text.slice(from) : text, count: counted.n };
        return;
      }
      yield { text: text.slice(from, to), count: size };
      from = to;
    }
  }
  for await (const chunk of input as AsyncIterable<string | Buffer>) {
    let c = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && c.length) {
      first = false;
      if (c.charCodeAt(0) === 0xfeff) c = c.slice(1);
    }
    if (afterCR && c.length) {
      afterCR = false;
      if (c.charCodeAt(0) === LF) c = c.slice(1);
    }
    // The last line end of the read: what follows it waits for the next. Most text has no CR:
    // one search says so, where lastIndexOf('\r') and a second search would each read the whole read.
    const hasCR = c.includes('\r');
    const end = hasCR ? Math.max(c.lastIndexOf('\n'), c.lastIndexOf('\r')) : c.lastIndexOf('\n');
    if (end < 0) {
      // A rope: a long line read in many parts is not copied once per part.
      carry += c;
      continue;
    }
    afterCR = c.charCodeAt(end) === CR && end === c.length - 1;
    let whole = c.slice(0, end + 1);
    // The carry holds no line end, so only the read's part can hold a CR, and every CR of the read is in it.
    if (hasCR) whole = whole.replace(/\r\n?/g, '\n');
    const text = carry + whole;
    carry = c.slice(end + 1);
    yield* blocks(text);
  }
  // What the decoder holds is bytes that are no UTF-8: U+FFFD, never a line end.
  carry += decoder.end();
  if (first && carry.charCodeAt(0) === 0xfeff) carry = carry.slice(1);
  // A last line without a line end.
  if (carry.length) yield { text: `${carry}\n`, count: 1 };
}
