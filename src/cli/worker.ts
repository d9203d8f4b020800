/* A worker thread of ./parallel.ts: runs chunks of `validate` or `diff` and posts each result back. */
import { parentPort } from 'worker_threads';
import { ChunkTask, runChunk } from './chunks';

interface Request {
  id: number;
  task: ChunkTask;
  lines: string[];
}

const port = parentPort;
if (port) {
  port.on('message', (m: Request) => {
    runChunk(m.task, m.lines).then(
      (result) => port.postMessage({ id: m.id, result }),
      (e: unknown) => port.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
  });
}
