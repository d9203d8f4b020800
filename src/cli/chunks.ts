/*
 * The work of `validate` and `diff` on one chunk of lines, the same on the
 * main thread and in a worker (./parallel.ts): a chunk's result depends only
 * on its lines, so chunks done in any order and put back in input order give
 * the output of one thread. Each command's work loads when first run (a
 * worker thread loads only its command's).
 */
import type { DiffChunk, DiffChunkOptions } from './diff-chunk';
import type { InputChunk } from './inputs';
import type { ValidateChunk, ValidateChunkOptions } from './validate-chunk';

export type ChunkTask = { kind: 'validate'; options: ValidateChunkOptions } | { kind: 'diff'; options: DiffChunkOptions };
export type ChunkResult<T extends ChunkTask> = T extends { kind: 'validate' } ? ValidateChunk : DiffChunk;

/* Each module, once required: require() resolves its path again on every call, a cost on every chunk. */
let validateModule: typeof import('./validate-chunk') | undefined;
let diffModule: typeof import('./diff-chunk') | undefined;

/* eslint-disable @typescript-eslint/no-require-imports */
export async function runChunk<T extends ChunkTask>(task: T, chunk: InputChunk): Promise<ChunkResult<T>> {
  if (task.kind === 'validate') return (validateModule ??= require('./validate-chunk') as typeof import('./validate-chunk')).validateChunk(chunk, task.options as ValidateChunkOptions) as ChunkResult<T>;
  return (await (diffModule ??= require('./diff-chunk') as typeof import('./diff-chunk')).diffChunk(chunk, task.options as DiffChunkOptions)) as ChunkResult<T>;
}
/* eslint-enable @typescript-eslint/no-require-imports */
