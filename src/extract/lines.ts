/*
 * Line and column of offsets in text read piece by piece. A line ends at LF,
 * CRLF or a lone CR (CRLF is one break even when a chunk ends between its two
 * characters); columns count UTF-16 code units, as every offset in urnkit does.
 */
export class LineCounter {
  /** 1-based number of the line being read. */
  line = 1;
  /** Absolute offset of that line's first character. */
  lineStart = 0;
  /** Absolute offset up to which the text has been read. */
  private read = 0;
  private afterCR = false;
  /**
   * The text searched last (and its base) and the next LF and CR found in it (-1: none up to
   * its end; -2: not searched yet). They are kept across calls on the same
   * text: a chunk with a URN on every line is read up to each, and a text
   * without CR would otherwise be searched to its end once a URN.
   */
  private text = '';
  private base = -1;
  private lf = -2;
  private cr = -2;

  /** Reads `text` (text[0] at absolute offset `base`) from where reading stopped up to absolute offset `to`. */
  advance(text: string, base: number, to: number): void {
    let i = this.read - base;
    const end = to - base;
    if (i >= end) return;
    if (base !== this.base || text !== this.text) {
      this.text = text;
      this.base = base;
      this.lf = -2;
      this.cr = -2;
    }
    // indexOf results are kept until passed: searching again for a character that is not there would go to the end of the text each time.
    let { lf, cr } = this;
    while (i < end) {
      if (lf !== -1 && lf < i) lf = text.indexOf('\n', i);
      if (cr !== -1 && cr < i) cr = text.indexOf('\r', i);
      const p = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (p < 0 || p >= end) {
        this.afterCR = false;
        break;
      }
      const isCR = p === cr;
      if (isCR || !this.afterCR || p !== i) this.line += 1;
      this.lineStart = base + p + 1;
      this.afterCR = isCR;
      i = p + 1;
    }
    this.lf = lf;
    this.cr = cr;
    this.read = to;
  }

  /** 1-based column of absolute offset `at`, on the line being read (reading must have reached it). */
  column(at: number): number {
    return at - this.lineStart + 1;
  }
}
