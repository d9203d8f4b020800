/*
 * The work of `validate` and `diff` on one chunk of lines, the same on the
 * main thread and in a worker (./parallel.ts): a chunk's result depends only
 * on its lines, so chunks done in any order and put back in input order give
 * the output of one thread.
 */
import { CorpusDiff, diffCorpus } from '../conformance/corpus';
import { escapeText } from '../diagnostics/excerpt';
import { tryParse } from '../parse';
import { RevisionName } from '../types';
import { errorJson, jsonLine } from './render';

export interface ValidateChunkOptions {
  profile: RevisionName;
  strict: boolean;
  namespaces: boolean;
  json: boolean;
  quiet: boolean;
  blank: boolean;
}

export interface ValidateChunk {
  /** The output lines of the chunk (empty with --quiet). */
  text: string;
  valid: number;
  invalid: number;
  blank: number;
}

export function validateChunk(lines: readonly string[], opts: ValidateChunkOptions): ValidateChunk {
  const options = { profile: opts.profile, strict: opts.strict, namespaces: opts.namespaces };
  const out: ValidateChunk = { text: '', valid: 0, invalid: 0, blank: 0 };
  const text: string[] = [];
  for (const input of lines) {
    if (!opts.blank && input.trim() === '') {
      out.blank += 1;
      continue;
    }
    const result = tryParse(input, options);
    if (result.ok) out.valid += 1;
    else out.invalid += 1;
    if (opts.quiet) continue;
    if (opts.json) {
      text.push(jsonLine(
        result.ok
          ? { input, valid: true, profile: opts.profile, warnings: result.urn.warnings }
          : { input, valid: false, profile: opts.profile, error: errorJson(result.error) },
      ));
    } else if (result.ok) {
      const w = result.urn.warnings.map((d) => d.code).join(',');
      text.push(`valid\t"${escapeText(input)}"${w ? `\twarnings: ${w}` : ''}\n`);
    } else {
      const e = result.error;
      text.push(`invalid\t"${escapeText(input)}"\t${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})\n`);
    }
  }
  out.text = text.join('');
  return out;
}

export interface DiffChunkOptions {
  from: RevisionName;
  to: RevisionName;
  examples?: number;
}

export const diffChunk = (lines: readonly string[], opts: DiffChunkOptions): Promise<CorpusDiff> => diffCorpus(lines, opts);

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
export type ChunkResult<T extends ChunkTask> = T extends { kind: 'validate' } ? ValidateChunk : CorpusDiff;

export async function runChunk<T extends ChunkTask>(task: T, lines: readonly string[]): Promise<ChunkResult<T>> {
  if (task.kind === 'validate') return validateChunk(lines, task.options as ValidateChunkOptions) as ChunkResult<T>;
  return (await diffChunk(lines, task.options as DiffChunkOptions)) as ChunkResult<T>;
}
