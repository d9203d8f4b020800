/*
 * A worker thread of ./parallel.ts: runs chunks of `validate` or `diff` and
 * posts each result back. validate's output goes as the string it is: posting
 * it costs less than encoding it to UTF-8 here and handing the bytes over
 * (measured), and the main thread, which only reads and writes, has the time
 * to encode it.
 */
import { parentPort } from 'worker_threads';
import { ChunkTask, runChunk } from './chunks';
import type { InputChunk } from './inputs';

interface Request {
  id: number;
  task: ChunkTask;
  chunk: InputChunk;
}

const port = parentPort;
if (port) {
  port.on('message', (m: Request) => {
    runChunk(m.task, m.chunk).then(
      (result) => port.postMessage({ id: m.id, result }),
      (e: unknown) => port.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
  });
}
