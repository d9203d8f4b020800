/*
 * --jobs N: a command's input in chunks of lines (./line-chunks.ts), worked
 * on by N threads, the main thread one of them (it also reads and writes) and
 * N - 1 worker threads, results given back in input order. At most 2N chunks
 * are in flight and the caller writes each result before asking for the next,
 * so memory stays flat whatever the input's length and however slow the reader.
 * A worker starts at the first full chunk: a small input never pays for a
 * thread; N = 1 runs everything on the main thread.
 *
 * The main thread takes a chunk itself whenever every worker already has one:
 * rather than wait for them, it works. And workers start only on cores that
 * are free (threadsFor): on a core busy with other processes a worker adds its
 * own costs (its JIT warm-up, copies between threads) and gains nothing, so
 * N threads would lose to one.
 *
 * A worker that stops on its own (killed, exited, out of memory) leaves its
 * unanswered chunks to the main thread: the output stays that of one thread,
 * and the command says in one line how the worker stopped.
 */
import { extname, join } from 'path';
import { availableParallelism, loadavg } from 'os';
import { ResourceLimits, Worker } from 'worker_threads';
import { ChunkResult, ChunkTask, runChunk } from './chunks';
import { WorkerTimeout } from './errors';
import type { InputChunk } from './inputs';
import { CHUNK_LINES } from './options';

/**
 * Lines a chunk holds with --jobs 1: few, so that a chunk's lines and output
 * die young. Kept alive across scavenges, 8,192 lines made a 10^6-line
 * validate twice as slow on the main thread's default young generation.
 */
const INLINE_CHUNK_LINES = 256;

/** Characters of a chunk that count it full whatever its lines: a whole read of a file (64 KiB) of short lines. */
const FULL_CHARS = 32 * 1024;

const full = (chunk: InputChunk): boolean => chunk.count >= CHUNK_LINES || (chunk.text?.length ?? 0) >= FULL_CHARS;

/**
 * How many cores are free for worker threads: the cores less the load average
 * of the last minute (the threads of all processes that were running or
 * waiting for a core). Tests replace it.
 */
export const CORES = { idle: (): number => availableParallelism() - loadavg()[0] };

/**
 * The threads `--jobs N` works with: N at most, fewer when cores are busy, the
 * main thread always (1: no worker). The main thread takes one of the free
 * cores itself: a worker needs another. Measured on 2 cores with a load
 * average of 1.3 (npm run bench:cli -- --quick), a worker on the one core left
 * made validate 2.5 times slower than the main thread alone.
 */
export function threadsFor(jobs: number): number {
  if (jobs <= 1) return 1;
  return 1 + Math.max(0, Math.min(jobs - 1, Math.round(CORES.idle() - 1)));
}

/** The chunk size to read with for `jobs` threads (as threadsFor gives them). */
export const chunkLinesFor = (jobs: number): number => (jobs <= 1 ? INLINE_CHUNK_LINES : CHUNK_LINES);

/**
 * Workers get a young generation that holds a chunk's garbage (the default
 * made them GC-bound). Tests lower the heap to make a worker run out of it.
 */
export const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 96 };

interface Pending {
  task: ChunkTask;
  chunk: InputChunk;
  resolve(r: unknown): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker;
  /** The chunks posted to it and not answered yet. */
  ids: Set<number>;
  /** Why it stopped, as its 'error' event said (running out of memory, an exception), before its 'exit'. */
  error?: Error;
  alive: boolean;
}

/**
 * How long a worker may take over a chunk before it counts as hung: a base,
 * and more per character of the chunk (the slowest inputs, the longest
 * diagnoses, take well under a microsecond a character). `script` replaces
 * the worker's module (tests start one that never answers, or one that exits).
 */
export const LIVENESS: { baseMs: number; msPerKiloChar: number; script?: string } = { baseMs: 60_000, msPerKiloChar: 1 };

/**
 * What a worker started from the sources (under ts-node or jest, not dist/)
 * requires first to load TypeScript: ts-node's, unless a test runner sets a
 * faster one of its own (tests/support/ts-hook.js).
 */
export const SOURCE_WORKER = { register: 'ts-node/register/transpile-only' };

let started = 0;
/** How many worker threads this process has started (tests check that --jobs used them). */
export const threadsStarted = (): number => started;

/** How a worker that stopped before it was asked to is named in the note. */
function exitOf(slot: Slot, code: number): string {
  const e = slot.error as (Error & { code?: string }) | undefined;
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'ran out of memory (its heap limit)';
  return e ? `stopped on an error (${e.message.split('\n')[0]})` : `exited with code ${code}`;
}

/**
 * The worker threads. One that stops while the command runs (killed, exited,
 * out of memory) is not asked again, and the chunks it had not answered are
 * done on the main thread: a chunk's result depends only on its lines, so the
 * output is the one of a single thread still, in input order. `lost` is told
 * once per such worker.
 */
class Pool {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private failure: Error | undefined;
  private closing = false;

  constructor(
    size: number,
    private readonly lost: (how: string) => void,
  ) {
    const file = LIVENESS.script ?? join(__dirname, `worker${extname(__filename)}`);
    for (let i = 0; i < size; i += 1) {
      // Under ts-node or jest (sources, not dist/), the worker registers TypeScript first.
      const worker = extname(__filename) === '.ts' ? new Worker(`require(${JSON.stringify(SOURCE_WORKER.register)}); require(${JSON.stringify(file)});`, { eval: true, resourceLimits: WORKER_LIMITS }) : new Worker(file, { resourceLimits: WORKER_LIMITS });
      const slot: Slot = { worker, ids: new Set(), alive: true };
      worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
        const p = this.pending.get(m.id);
        this.pending.delete(m.id);
        slot.ids.delete(m.id);
        if (p) clearTimeout(p.timer);
        if (m.error !== undefined) p?.reject(new Error(`worker thread: ${m.error}`));
        else p?.resolve(m.result);
      });
      worker.on('error', (e) => (slot.error ??= e));
      worker.on('exit', (code) => this.stopped(slot, code));
      this.slots.push(slot);
      started += 1;
    }
  }

  /** A worker stopped: unless the pool is closing, its unanswered chunks run on the main thread. */
  private stopped(slot: Slot, code: number): void {
    slot.alive = false;
    if (this.closing) return;
    this.lost(`a worker thread ${exitOf(slot, code)}; the main thread did its lines`);
    for (const id of slot.ids) {
      const p = this.pending.get(id) as Pending;
      this.pending.delete(id);
      clearTimeout(p.timer);
      runChunk(p.task, p.chunk).then(p.resolve, p.reject);
    }
    slot.ids.clear();
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(e);
    }
    this.pending.clear();
  }

  /** Whether every worker still running has a chunk it has not answered yet (true when none runs). */
  busy(): boolean {
    return this.slots.every((s) => !s.alive || s.ids.size > 0);
  }

  run<T extends ChunkTask>(task: T, chunk: InputChunk): Promise<ChunkResult<T>> {
    if (this.failure) return Promise.reject(this.failure);
    const live = this.slots.filter((s) => s.alive);
    // The worker with the fewest chunks waiting (busy() said one has none).
    const slot = live.reduce((a, b) => (b.ids.size < a.ids.size ? b : a));
    const id = this.next;
    this.next += 1;
    const chars = chunk.text?.length ?? (chunk.args ?? []).reduce((n, l) => n + l.length, 0);
    const ms = LIVENESS.baseMs + (chars / 1000) * LIVENESS.msPerKiloChar;
    return new Promise((resolve, reject) => {
      // The deadline runs from the post: a worker answers its chunks in order, so a later one waits behind it.
      const timer = setTimeout(() => this.fail(new WorkerTimeout(ms)), ms * (1 + this.pending.size / live.length));
      this.pending.set(id, { task, chunk, resolve: resolve as (r: unknown) => void, reject, timer });
      slot.ids.add(id);
      slot.worker.postMessage({ id, task, chunk });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** The note of a command on a worker thread that stopped: one line on stderr, which changes neither the output nor the exit status. */
export const workerLost =
  (io: { stderr(text: string): void }, command: string) =>
  (how: string): void =>
    io.stderr(`urnkit ${command}: ${how}\n`);

/**
 * The results of `task` over each chunk of `chunks`, in input order. `lost`
 * hears of each worker thread that stopped on its own (its lines done on the
 * main thread: the results are the same).
 */
export async function* chunked<T extends ChunkTask>(chunks: AsyncIterable<InputChunk>, task: T, jobs: number, lost: (how: string) => void): AsyncGenerator<ChunkResult<T>> {
  let pool: Pool | undefined;
  const inFlight: Promise<ChunkResult<T>>[] = [];
  // A rejected chunk waiting behind others must not count as unhandled before its turn.
  const track = (p: Promise<ChunkResult<T>>): void => {
    p.catch(() => undefined);
    inFlight.push(p);
  };
  try {
    for await (const chunk of chunks) {
      // A small chunk (a slow input, or the last lines) is not worth a thread while none is running.
      if (jobs <= 1 || (!full(chunk) && !inFlight.length)) {
        yield await runChunk(task, chunk);
        continue;
      }
      pool ??= new Pool(jobs - 1, lost);
      track(pool.busy() ? runChunk(task, chunk) : pool.run(task, chunk));
      if (inFlight.length >= 2 * jobs) yield await (inFlight.shift() as Promise<ChunkResult<T>>);
    }
    while (inFlight.length) yield await (inFlight.shift() as Promise<ChunkResult<T>>);
  } finally {
    await pool?.close();
  }
}
