/*
 * The work of `validate` and `diff` on one chunk of lines, the same on the
 * main thread and in a worker (./parallel.ts): a chunk's result depends only
 * on its lines, so chunks done in any order and put back in input order give
 * the output of one thread.
 */
import { CorpusDiff, diffCorpus } from '../conformance/corpus';
import { tryParse } from '../parse';
import { resultRecord } from '../results/record';
import { RevisionName } from '../types';
import type { InputChunk } from './inputs';
import { appendJson, appendVerdict, output, whereText } from './render';

export interface ValidateChunkOptions {
  profile: RevisionName;
  strict: boolean;
  namespaces: boolean;
  json: boolean;
  quiet: boolean;
  blank: boolean;
  lineNumbers: boolean;
}

export interface ValidateChunk {
  /** The output lines of the chunk (empty with --quiet). */
  text: string;
  valid: number;
  invalid: number;
  blank: number;
}

/** A line that is empty or white space only: skipped and counted unless --blank. */
const isBlank = (line: string): boolean => line.trim() === '';

export function validateChunk(chunk: InputChunk, opts: ValidateChunkOptions): ValidateChunk {
  const options = { profile: opts.profile, strict: opts.strict, namespaces: opts.namespaces };
  const out: ValidateChunk = { text: '', valid: 0, invalid: 0, blank: 0 };
  const text = output();
  const { lines, origin } = chunk;
  for (let i = 0; i < lines.length; i += 1) {
    const input = lines[i];
    if (!opts.blank && isBlank(input)) {
      out.blank += 1;
      continue;
    }
    const result = tryParse(input, options);
    if (result.ok) out.valid += 1;
    else out.invalid += 1;
    if (opts.quiet) continue;
    const record = resultRecord(input, opts.profile, result);
    if (opts.json) appendJson(text, record, origin, i);
    else appendVerdict(text, record, opts.lineNumbers ? whereText(origin, i) : undefined);
  }
  out.text = text.text;
  return out;
}

export interface DiffChunkOptions {
  from: RevisionName;
  to: RevisionName;
  blank: boolean;
  examples?: number;
}

export interface DiffChunk {
  diff: CorpusDiff;
  blank: number;
}

/** diffCorpus on the chunk's lines, blank ones skipped and counted as validate does (unless --blank). */
export async function diffChunk(chunk: InputChunk, opts: DiffChunkOptions): Promise<DiffChunk> {
  const lines = opts.blank ? chunk.lines : chunk.lines.filter((l) => !isBlank(l));
  return { diff: await diffCorpus(lines, { from: opts.from, to: opts.to, examples: opts.examples }), blank: chunk.lines.length - lines.length };
}

/** Adds the diff of the next chunk to `total`: counts add up, a group keeps its first examples in input order. */
export function mergeDiff(total: CorpusDiff, next: CorpusDiff, examples = 3): CorpusDiff {
  const groups = new Map(total.groups.map((g) => [`${g.kind}\u0000${g.cause}`, { ...g, examples: [...g.examples] }]));
  for (const g of next.groups) {
    const key = `${g.kind}\u0000${g.cause}`;
    const have = groups.get(key);
    if (!have) groups.set(key, { ...g, examples: g.examples.slice(0, examples) });
    else {
      have.count += g.count;
      have.examples.push(...g.examples.slice(0, examples - have.examples.length));
    }
  }
  return {
    from: total.from,
    to: total.to,
    total: total.total + next.total,
    bothValid: total.bothValid + next.bothValid,
    onlyFrom: total.onlyFrom + next.onlyFrom,
    onlyTo: total.onlyTo + next.onlyTo,
    bothInvalid: total.bothInvalid + next.bothInvalid,
    partsDiffer: total.partsDiffer + next.partsDiffer,
    // The order diffCorpus gives: most frequent first, then kind, then cause.
    groups: [...groups.values()].sort((x, y) => y.count - x.count || x.kind.localeCompare(y.kind) || x.cause.localeCompare(y.cause)),
  };
}

export type ChunkTask = { kind: 'validate'; options: ValidateChunkOptions } | { kind: 'diff'; options: DiffChunkOptions };
export type ChunkResult<T extends ChunkTask> = T extends { kind: 'validate' } ? ValidateChunk : DiffChunk;

export async function runChunk<T extends ChunkTask>(task: T, chunk: InputChunk): Promise<ChunkResult<T>> {
  if (task.kind === 'validate') return validateChunk(chunk, task.options as ValidateChunkOptions) as ChunkResult<T>;
  return (await diffChunk(chunk, task.options as DiffChunkOptions)) as ChunkResult<T>;
}
