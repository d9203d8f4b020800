/*
 * bench:compare's rows of the command line's work: what `urnkit validate
 * --json --jobs 1` does with a chunk of lines (src/cli/validate-chunk.ts's
 * validateChunk, the same on the main thread and in a worker), through each
 * build's own module, on the valid and on the invalid lines of the corpus cut
 * into chunks. Without the process, the reading and the writing, which
 * bench:cli times: a ratio between two builds shows what a change to the
 * records costs.
 */
import { join } from 'path';
import type { Contender } from './harness';

/** Lines per chunk, as the command line cuts a file (a chunk is flattened and written as one string). */
export const CHUNK_LINES = 256;

/** validate --json's options, as the command line passes them with no other flag. */
const JSON_LINES = { profile: 'rfc8141', strict: false, namespaces: false, json: true, quiet: false, blank: false, lineNumbers: false };

type ValidateChunk = (chunk: { origin: { file: string; line: number }; count: number; text: string }, options: typeof JSON_LINES) => { text: string };

/** `urns` as chunks of CHUNK_LINES lines, each line ended by "\n" (a URN holding a line end makes two). */
export function lineChunks(urns: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < urns.length; i += CHUNK_LINES) out.push(`${urns.slice(i, i + CHUNK_LINES).join('\n')}\n`);
  return out;
}

const lineCount = (text: string): number => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
};

/** These rows' ids, and the slice each runs on. */
const DATASETS: Readonly<Record<string, 'valid-lines' | 'invalid-lines'>> = { 'validate-json-valid': 'valid-lines', 'validate-json-invalid': 'invalid-lines' };
export const CLI_ROWS: readonly string[] = Object.keys(DATASETS);

/** The row `id` of the build in `dir`, or undefined when `id` is none of these rows. */
export function cliRow(dir: string, id: string): Contender | undefined {
  const dataset = Object.hasOwn(DATASETS, id) ? DATASETS[id] : undefined;
  if (!dataset) return undefined;
  // Required when asked for: a build of a commit before src/cli/validate-chunk.ts has no such row.
  const { validateChunk } = require(join(dir, 'src', 'cli', 'validate-chunk.js')) as { validateChunk: ValidateChunk };
  const origin = { file: 'lines.txt', line: 1 };
  return {
    id,
    label: `urnkit validate --json, ${dataset === 'valid-lines' ? 'valid' : 'invalid'} lines`,
    dataset,
    one: (text) => validateChunk({ origin, count: lineCount(text), text }, JSON_LINES).text.length,
    note: `validateChunk on chunks of ${CHUNK_LINES} lines: each line's JSON record; a "URN" is a chunk`,
  };
}
