/*
 * extractUrnsFromStream against extractUrns on the whole text, for random texts
 * cut into random chunks (issue 23): the stream must find exactly what the
 * whole-text scan finds, wherever the chunks end. The texts are built from the
 * pieces that make chunk boundaries hard: "urn:" and "URN:" that turn out too
 * short, URNs, long NSS runs, CR/LF/CRLF, multi-byte UTF-8 (cut inside its
 * bytes when the chunks are bytes), brackets and trailing punctuation.
 */
import { lastAtMost } from '../src/compile/sorted';
import { extractUrns } from '../src/extract/extract';
import { extractBatchesFromStream, extractUrnsFromStream } from '../src/extract/stream';
import type { ExtractOptions, UrnMatch } from '../src/extract/types';
import { tryParse } from '../src/parse';
import { prng } from '../src/prng';
import { PROFILES } from '../src/types';

interface Seen {
  text: string;
  start: number;
  end: number;
  line: number;
  column: number;
  valid: boolean;
  error?: { code: string; offset: number; message: string };
}

/** 1-based line and column of `offset`, LF, CRLF and CR each one break: computed on the whole text, independently of the stream's line counter. */
function lineColumns(input: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) starts.push(i + 1);
  }
  return (offset) => {
    const at = lastAtMost(starts, offset);
    return { line: at + 1, column: offset - starts[at] + 1 };
  };
}

function seen(m: UrnMatch, position: { line: number; column: number }): Seen {
  const s: Seen = { text: m.text, start: m.start, end: m.end, ...position, valid: m.urn !== undefined };
  if (m.error) s.error = { code: m.error.code, offset: m.error.offset, message: m.error.message };
  return s;
}

const PIECES: readonly string[] = [
  'urn:', 'URN:', 'Urn:', 'urn:a', 'urn:ab', 'urn:ab:', 'urn:ab:c', 'urn:example:a123,z456', 'URN:ISBN:0-395-36341-1',
  'urn:example:a?+r?=q#f', 'urn:a:b?c', 'urn:x:(y)', 'urn:ex:[1]', 'urn:ex:%41', 'urn:ex:%4', 'turn:ab:c', 'u', 'r', 'n', ':',
  ' ', '  ', '\t', '\n', '\r', '\r\n', '.', ',', ')', '(', '"', "'", '<', '>', '[', ']', 'x', 'abc', 'Its URN: ',
  'é', '€', '\u{1f600}', '\u{1d400}', '\u0301', '\u00a0', 'ü', '/', '?', '#', '%', '&', '~',
];

/** A random text of about `size` characters; `runs` adds NSS runs of up to that many characters. */
function randomText(next: () => number, size: number, runs: number): string {
  let out = '';
  while (out.length < size) {
    const roll = next();
    if (runs > 0 && roll < 0.02) out += `urn:ab:${'n'.repeat(1 + Math.floor(next() * runs))}`;
    else out += PIECES[Math.floor(next() * PIECES.length)];
  }
  return out;
}

/** Chunk sizes from 1 to 64 Ki, spread evenly over their logarithm so that small and large sizes both come up. */
const chunkSize = (next: () => number): number => Math.max(1, Math.floor(2 ** (next() * 16)));

function cut<T extends { length: number; slice(a: number, b: number): T }>(whole: T, next: () => number): T[] {
  const chunks: T[] = [];
  for (let at = 0; at < whole.length; ) {
    const n = chunkSize(next);
    chunks.push(whole.slice(at, at + n));
    at += n;
  }
  return chunks;
}

async function streamed(chunks: Iterable<string | Uint8Array>, options: ExtractOptions): Promise<Seen[]> {
  const out: Seen[] = [];
  for await (const m of extractUrnsFromStream(chunks, options)) out.push(seen(m, { line: m.line, column: m.column }));
  return out;
}

/**
 * What the stream must report: extractUrns on the whole text, except that a
 * candidate longer than maxLength keeps its first maxLength + 1 characters, as
 * ExtractOptions.maxLength documents (its error is that of the kept text).
 */
function whole(text: string, options: ExtractOptions): Seen[] {
  const at = lineColumns(text);
  const cap = (options.maxLength ?? Infinity) + 1;
  return [...extractUrns(text, options)].map((m) => {
    const s = seen(m, at(m.start));
    if (m.text.length <= cap) return s;
    const kept = tryParse(m.text.slice(0, cap), { profile: options.profile, maxLength: options.maxLength });
    if (kept.ok) throw new Error('a candidate longer than maxLength cannot be valid');
    return { ...s, text: m.text.slice(0, cap), error: { code: kept.error.code, offset: kept.error.offset, message: kept.error.message } };
  });
}

describe('extractUrnsFromStream equals extractUrns on the whole text, for any chunking', () => {
  test('the issue\'s reproductions', async () => {
    expect(await streamed(['urn:', ' urn:ab:c '], { invalid: true })).toEqual(whole('urn: urn:ab:c ', { invalid: true }));
    expect(whole('urn: urn:ab:c ', { invalid: true }).map((m) => [m.text, m.valid])).toEqual([['urn:ab:c', true]]);
    // "URN:" ends at byte 65,536, the size of one read of a file stream.
    const text = `${'x'.repeat(65527)} Its URN: urn:isbn:0-306-40615-2`;
    const bytes = new TextEncoder().encode(text);
    const found = await streamed([bytes.subarray(0, 65536), bytes.subarray(65536)], {});
    expect(found.map((m) => [m.text, m.start, m.line, m.column])).toEqual([['urn:isbn:0-306-40615-2', 65537, 1, 65538]]);
  });

  // Seeded: a failure names its seed, which reproduces it alone.
  const SHORT = 3000;
  const LONG = 60;
  const cases: [string, number][] = [
    ...Array.from({ length: SHORT }, (_, i) => [`short text ${i}`, 1000 + i] as [string, number]),
    ...Array.from({ length: LONG }, (_, i) => [`long text ${i}`, 900000 + i] as [string, number]),
  ];

  test('string chunks and byte chunks, every profile, with and without invalid candidates and a small maxLength', async () => {
    const encoder = new TextEncoder();
    for (const [name, seed] of cases) {
      const next = prng(seed);
      const long = seed >= 900000;
      const text = long ? randomText(next, 70000 + Math.floor(next() * 130000), 70000) : randomText(next, Math.floor(next() * 300), 200);
      const options: ExtractOptions = {
        profile: PROFILES[Math.floor(next() * PROFILES.length)],
        invalid: next() < 0.7,
        ...(next() < 0.15 ? { maxLength: 5 + Math.floor(next() * 40) } : {}),
      };
      const want = whole(text, options);
      const strings = await streamed(cut(text, next), options);
      expect({ name, seed, options, found: strings }).toEqual({ name, seed, options, found: want });
      // Byte chunks cut anywhere, inside multi-byte sequences too.
      const bytes = await streamed(cut(encoder.encode(text), next), options);
      expect({ name, seed, options, bytes }).toEqual({ name, seed, options, bytes: want });
    }
  });

  // urnkit extract's path when it prints a URN's text alone: the verdict from isValid, no Urn.
  test('batches without Urns (urnkit extract) find the same matches, with the same errors', async () => {
    for (let seed = 5000; seed < 5600; seed += 1) {
      const next = prng(seed);
      const text = randomText(next, Math.floor(next() * 300), 200);
      const options: ExtractOptions = { profile: PROFILES[Math.floor(next() * PROFILES.length)], invalid: next() < 0.7 };
      const found: Seen[] = [];
      for await (const batch of extractBatchesFromStream(cut(text, next), options, undefined, false)) {
        for (const m of batch) {
          expect(m.urn).toBeUndefined();
          const s: Seen = { text: m.text, start: m.start, end: m.end, line: m.line, column: m.column, valid: m.error === undefined };
          if (m.error) s.error = { code: m.error.code, offset: m.error.offset, message: m.error.message };
          found.push(s);
        }
      }
      expect({ seed, options, found }).toEqual({ seed, options, found: whole(text, options) });
    }
  });
});
