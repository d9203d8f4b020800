/*
 * The candidate rule (docs/extract.md, "Where a URN starts and ends"), as a
 * scanner that reads its input once, front to back, and can stop at the end of
 * one piece of text and go on in the next: extractUrns gives it the whole
 * string, extractUrnsFromStream one chunk after another. It never looks back
 * more than the four characters of "urn:" and the one before them, so a
 * candidate split across chunks is found as if the text were whole, and time is
 * linear in the input whatever it holds.
 */
import { APOSTROPHE, CLASSES, CLOSE_BRACKET, CLOSE_PAREN, OPEN_BRACKET, OPEN_PAREN, startsAfter, TRIM, URI, wordEnd } from './chars';

/** "urn:" is four characters; a candidate is at least one more (a bare "URN:" is a label in prose). */
const SHORTEST = 5;

/**
 * The index of the next "urn:" (any case) at or after `from` that may start a
 * candidate, or -1. `before` is the code of the character before text[0] (-1:
 * none). It looks for ":" and then at the three characters before it: indexOf
 * is a fast native scan, and ":" is rare in prose outside URIs.
 */
export function findStart(text: string, from: number, before: number): number {
  let k = from + 3;
  for (;;) {
    const p = text.indexOf(':', k);
    if (p < 0) return -1;
    const s = p - 3;
    // x | 0x20 folds "U", "R", "N" onto "u", "r", "n" and nothing else onto them.
    if ((text.charCodeAt(s) | 0x20) === 0x75 && (text.charCodeAt(s + 1) | 0x20) === 0x72 && (text.charCodeAt(s + 2) | 0x20) === 0x6e) {
      if (startsAfter(s > 0 ? text.charCodeAt(s - 1) : before)) return s;
    }
    k = p + 1;
  }
}

export class CandidateScanner {
  /** Absolute offset of the candidate found last, or of the one in progress. */
  start = 0;
  /** Absolute end of the candidate found last, after trimming. */
  end = 0;
  /** Whether a candidate has begun and not yet ended (it goes on in the next text given). */
  active = false;
  /** The code of the character before text[0] of the next text given while searching (-1: none). */
  before = -1;
  /** "(", "[" or "'" right before the candidate, whose closer ends it; 0 for none. */
  private opener = 0;
  private openParens = 0;
  private closeParens = 0;
  private openBrackets = 0;
  private closeBrackets = 0;
  /** Absolute start of the run of trimmable characters at the end so far, or -1. */
  private tailStart = -1;
  /** Absolute end of the last closer in that run that is balanced (and so stays), or -1. */
  private keepEnd = -1;

  /**
   * Scans `text` from index `from`; text[0] is at absolute offset `base`.
   * Returns the index where scanning stopped when a candidate was found
   * (`start`, `end` set; call again from there), or -1 when the text ran out,
   * perhaps inside a candidate (`active`).
   */
  next(text: string, from: number, base: number): number {
    let i = from;
    for (;;) {
      if (!this.active) {
        const s = findStart(text, i, this.before);
        if (s < 0) return -1;
        this.begin(base + s, s > 0 ? text.charCodeAt(s - 1) : this.before);
        i = s + 4;
      }
      i = this.run(text, i, base);
      if (i < 0) return -1;
      if (this.end - this.start >= SHORTEST) return i;
    }
  }

  /** The input has ended at absolute offset `length`: true when a candidate in progress is one (start, end set). */
  finish(length: number): boolean {
    if (!this.active) return false;
    this.close(length);
    return this.end - this.start >= SHORTEST;
  }

  private begin(start: number, before: number): void {
    this.active = true;
    this.start = start;
    // "<" and '"' need no closer rule: ">" and '"' end every candidate anyway.
    this.opener = before === OPEN_PAREN || before === OPEN_BRACKET || before === APOSTROPHE ? before : 0;
    this.openParens = this.closeParens = this.openBrackets = this.closeBrackets = 0;
    // The ":" of "urn:" is trimmable: "URN:" alone is no candidate.
    this.tailStart = start + 3;
    this.keepEnd = -1;
  }

  private close(rawEnd: number): void {
    this.active = false;
    this.end = this.tailStart < 0 ? rawEnd : Math.max(this.tailStart, this.keepEnd);
  }

  /** Goes through the candidate from text[i]; the index of the character that ended it, or -1 if the text ran out first. */
  private run(text: string, i: number, base: number): number {
    const n = text.length;
    let tailStart = this.tailStart;
    let keepEnd = this.keepEnd;
    let { openParens, closeParens, openBrackets, closeBrackets } = this;
    const opener = this.opener;
    let ended = false;
    for (; i < n; i += 1) {
      const c = text.charCodeAt(i);
      if (c >= 128) {
        // A non-ASCII letter, mark or digit goes into the candidate (which then fails to parse); anything else beyond ASCII ends it.
        const after = wordEnd(text, i);
        if (after === i) {
          ended = true;
          break;
        }
        tailStart = -1;
        i = after - 1;
        continue;
      }
      const k = CLASSES[c];
      if (k === URI) {
        tailStart = -1;
        continue;
      }
      if (!(k & URI)) {
        ended = true;
        break;
      }
      if (k & TRIM) {
        if (tailStart < 0) {
          tailStart = base + i;
          keepEnd = -1;
        }
        continue;
      }
      if (c === CLOSE_PAREN || c === CLOSE_BRACKET) {
        const paren = c === CLOSE_PAREN;
        const opens = paren ? openParens : openBrackets;
        const closes = (paren ? closeParens : closeBrackets) + 1;
        // The closer of the opener before the candidate: the first one not balanced inside it.
        if ((paren ? OPEN_PAREN : OPEN_BRACKET) === opener && closes > opens) {
          ended = true;
          break;
        }
        if (paren) closeParens = closes;
        else closeBrackets = closes;
        if (tailStart < 0) {
          tailStart = base + i;
          keepEnd = -1;
        }
        // A closer at the end stays only while the candidate holds as many openers as closers.
        if (closes <= opens) keepEnd = base + i + 1;
        continue;
      }
      if (c === APOSTROPHE && opener === APOSTROPHE) {
        ended = true;
        break;
      }
      if (c === OPEN_PAREN) openParens += 1;
      else if (c === OPEN_BRACKET) openBrackets += 1;
      tailStart = -1;
    }
    this.tailStart = tailStart;
    this.keepEnd = keepEnd;
    this.openParens = openParens;
    this.closeParens = closeParens;
    this.openBrackets = openBrackets;
    this.closeBrackets = closeBrackets;
    if (!ended) return -1;
    this.close(base + i);
    return i;
  }
}
