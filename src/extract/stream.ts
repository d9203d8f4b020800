/*
 * extractUrnsFromStream: extractUrns over text that arrives in chunks. The
 * scanner (candidates.ts) keeps its state between chunks, so nothing is read
 * twice; between chunks this keeps only the candidate in progress (at most
 * maxLength + 1 of its characters: a longer one is invalid whatever follows)
 * or, outside a candidate, the last three characters (a "urn:" may be split).
 * No Node built-ins: bytes are decoded with the web-standard TextDecoder.
 */
import { argumentError } from '../options';
import type { AnyUrn, RevisionName, UrnFor } from '../types';
import { CandidateScanner } from './candidates';
import { judgeAt, newTally, Tally } from './judge';
import { LineCounter } from './lines';
import { resolveExtract, ResolvedExtract } from './options';
import type { ExtractOptions, StreamUrnMatch, TextMatch, TextSource } from './types';

/** What the extractor finds: a TextMatch for a valid candidate only when no Urn is wanted (ResolvedExtract.urns). */
type Found = StreamUrnMatch<AnyUrn> | TextMatch;

const FN = 'extractUrnsFromStream';

/** Characters kept outside a candidate: "urn" may be completed by the next chunk's ":". */
const CARRY = 3;

/** Finds the matches in text pushed chunk by chunk; offsets, lines and columns are into the whole text. */
export class StreamExtractor {
  private readonly scanner = new CandidateScanner();
  private readonly lines = new LineCounter();
  private readonly cap: number;
  /** Text read but not yet decided (at most CARRY characters) and its absolute offset. */
  private carry = '';
  private carryBase = 0;
  /**
   * The candidate in progress, from its start (at most `cap` characters), when
   * it began in an earlier chunk. Appending with `+` makes a rope, flattened
   * once when read: one-character chunks cost no more than large ones.
   * `heldStart` is its absolute start (-1: nothing held); a held candidate that
   * ends too short to count is dropped when the scanner moves on to the next.
   */
  private held = '';
  private heldStart = -1;
  private heldLine = 0;
  private heldColumn = 0;

  constructor(
    private readonly r: ResolvedExtract,
    /** How many candidates were judged, and how many of them were invalid (yielded or not). */
    readonly tally: Tally = newTally(),
  ) {
    this.cap = r.maxLength + 1;
  }

  push(chunk: string): Found[] {
    const out: Found[] = [];
    if (chunk === '') return out;
    const text = this.carry + chunk;
    const base = this.carryBase;
    const { scanner } = this;
    let from = 0;
    for (;;) {
      const stop = scanner.next(text, from, base);
      if (stop < 0) break;
      this.found(text, base, out);
      from = stop;
    }
    const total = base + text.length;
    if (scanner.active) {
      this.hold(text, base);
      this.carry = '';
      this.carryBase = total;
    } else {
      const cut = Math.max(0, text.length - CARRY);
      if (cut > 0) scanner.before = text.charCodeAt(cut - 1);
      this.carry = text.slice(cut);
      this.carryBase = base + cut;
    }
    this.lines.advance(text, base, this.carryBase);
    return out;
  }

  /** The input has ended: the candidate in progress, if it is one. */
  end(): Found[] {
    const out: Found[] = [];
    if (this.scanner.finish(this.carryBase + this.carry.length)) this.found('', this.carryBase + this.carry.length, out);
    return out;
  }

  /** Keeps the candidate in progress at the end of `text`. */
  private hold(text: string, base: number): void {
    const { start } = this.scanner;
    if (this.heldStart !== start) {
      this.lines.advance(text, base, start);
      this.heldLine = this.lines.line;
      this.heldColumn = this.lines.column(start);
      const from = start - base;
      this.held = text.slice(from, Math.min(text.length, from + this.cap));
      this.heldStart = start;
    } else if (this.held.length < this.cap) {
      this.held += text.length <= this.cap - this.held.length ? text : text.slice(0, this.cap - this.held.length);
    }
  }

  /** The candidate the scanner has just ended, whose end is in `text` (at absolute `base`) or before it. */
  private found(text: string, base: number, out: Found[]): void {
    const { start, end } = this.scanner;
    const length = Math.min(end - start, this.cap);
    let candidate: string;
    let line: number;
    let column: number;
    if (this.heldStart === start) {
      const { held } = this;
      // Unless capped, `held` ends where `text` begins.
      candidate = length <= held.length ? held.slice(0, length) : held + text.slice(0, length - held.length);
      line = this.heldLine;
      column = this.heldColumn;
      this.held = '';
      this.heldStart = -1;
    } else {
      this.held = '';
      this.heldStart = -1;
      candidate = text.slice(start - base, start - base + length);
      this.lines.advance(text, base, start);
      line = this.lines.line;
      column = this.lines.column(start);
    }
    const m = judgeAt(candidate, start, end, line, column, this.r, this.tally);
    if (m) out.push(m);
  }
}

function isSource(value: unknown): value is TextSource {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const v = value as Record<symbol, unknown>;
  return typeof v[Symbol.asyncIterator] === 'function' || typeof v[Symbol.iterator] === 'function';
}

/**
 * The URNs in a stream of text, as extractUrns finds them in the whole text,
 * each with the `line` and `column` of its start. `source` yields strings (a
 * Node Readable after setEncoding('utf8')) or bytes (Uint8Array, Buffer),
 * decoded as UTF-8 in streaming mode: a byte-order mark is dropped and bytes
 * that are not UTF-8 become U+FFFD, and offsets count the decoded text.
 * @example
 * ```ts
 * for await (const m of extractUrnsFromStream(createReadStream('notes.txt'))) console.log(m.line, m.column, m.text);
 * ```
 */
export function extractUrnsFromStream<P extends RevisionName = 'rfc8141'>(
  source: TextSource,
  options?: Omit<ExtractOptions, 'profile'> & { profile?: P },
): AsyncIterableIterator<StreamUrnMatch<UrnFor<P>>> {
  if (!isSource(source)) throw argumentError(FN, 'the source', 'an AsyncIterable or Iterable of strings or Uint8Arrays (such as a Readable stream)', source);
  return streamMatches(source, resolveExtract(FN, options)) as AsyncIterableIterator<StreamUrnMatch<UrnFor<P>>>;
}

async function* streamMatches(source: TextSource, r: ResolvedExtract): AsyncIterableIterator<StreamUrnMatch<AnyUrn>> {
  // r.urns is true (resolveExtract's): every valid match has its Urn.
  for await (const batch of matchBatches(source, r)) yield* batch as StreamUrnMatch<AnyUrn>[];
}

/**
 * extractUrnsFromStream's matches, an array for each chunk of the source (an
 * empty chunk or one with no match gives none): for a caller that handles a
 * chunk's matches at once (urnkit extract writes them in one write) rather
 * than awaiting each. `tally` counts the invalid candidates too when they are
 * not yielded (invalid: false): a caller that only needs to know of them
 * (urnkit extract's exit status) then spares their diagnosis. `urns: false`
 * gives each valid match without its Urn (a TextMatch), for a caller that
 * prints the text alone: the verdict then costs isValid, not a parse.
 */
export function extractBatchesFromStream(source: TextSource, options?: Omit<ExtractOptions, 'profile'> & { profile?: RevisionName }, tally?: Tally, urns = true): AsyncIterableIterator<Found[]> {
  if (!isSource(source)) throw argumentError(FN, 'the source', 'an AsyncIterable or Iterable of strings or Uint8Arrays (such as a Readable stream)', source);
  return matchBatches(source, { ...resolveExtract(FN, options), urns }, tally);
}

async function* matchBatches(source: TextSource, r: ResolvedExtract, tally?: Tally): AsyncIterableIterator<Found[]> {
  const extractor = new StreamExtractor(r, tally);
  let decoder: TextDecoder | undefined;
  let kind: 'string' | 'bytes' | undefined;
  let index = 0;
  // A string chunk may end between the two halves of a surrogate pair; the
  // scanner needs the whole character (a letter continues a candidate), so
  // a trailing high surrogate waits for the next chunk.
  let pending = '';
  for await (const chunk of source) {
    let text: string;
    if (typeof chunk === 'string') {
      text = chunk;
    } else if (chunk instanceof Uint8Array) {
      text = (decoder ??= new TextDecoder('utf-8')).decode(chunk, { stream: true });
    } else {
      throw argumentError(FN, `chunk ${index} of the source`, 'a string or a Uint8Array', chunk);
    }
    const k = typeof chunk === 'string' ? 'string' : 'bytes';
    // A string after bytes would land in the middle of a UTF-8 sequence the decoder may be holding.
    if (kind !== undefined && kind !== k) throw argumentError(FN, `chunk ${index} of the source`, `${kind === 'string' ? 'a string' : 'a Uint8Array'} like the chunks before it`, chunk);
    kind = k;
    index += 1;
    text = pending + text;
    const last = text.charCodeAt(text.length - 1);
    pending = last >= 0xd800 && last <= 0xdbff ? text.slice(-1) : '';
    const found = extractor.push(pending ? text.slice(0, -1) : text);
    if (found.length) yield found;
  }
  const last = [...(decoder ? extractor.push(decoder.decode()) : []), ...extractor.push(pending), ...extractor.end()];
  if (last.length) yield last;
}
