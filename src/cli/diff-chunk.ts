/* diff's work on one chunk of a corpus, the same on the main thread and in a worker (./parallel.ts), and the sum of two chunks' diffs. */
import { CorpusDiff, diffCorpus } from '../conformance/corpus';
import { RevisionName } from '../types';
import { chunkLines, InputChunk, isBlank } from './inputs';

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
  const all = chunkLines(chunk);
  const lines = opts.blank ? all : all.filter((l) => !isBlank(l));
  return { diff: await diffCorpus(lines, { from: opts.from, to: opts.to, examples: opts.examples }), blank: all.length - lines.length };
}

/** Adds the diff of the next chunk to `total`: counts add up, a group keeps its first distinct examples in input order. */
export function mergeDiff(total: CorpusDiff, next: CorpusDiff, examples = 3): CorpusDiff {
  const groups = new Map(total.groups.map((g) => [`${g.kind}\u0000${g.cause}`, { ...g, examples: [...g.examples] }]));
  for (const g of next.groups) {
    const key = `${g.kind}\u0000${g.cause}`;
    const have = groups.get(key);
    if (!have) groups.set(key, { ...g, examples: g.examples.slice(0, examples) });
    else {
      have.count += g.count;
      for (const e of g.examples) if (have.examples.length < examples && !have.examples.includes(e)) have.examples.push(e);
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
