/*
 * A worker thread of ./parallel.ts: runs chunks of `validate` or `diff` and
 * posts each result back, validate's output as UTF-8 in a buffer of its own,
 * handed over rather than copied (the main thread writes the bytes as they are).
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
      (result) => {
        if ('text' in result && typeof result.text === 'string' && result.text.length) {
          const bytes = new TextEncoder().encode(result.text);
          result.text = bytes;
          port.postMessage({ id: m.id, result }, [bytes.buffer]);
        } else port.postMessage({ id: m.id, result });
      },
      (e: unknown) => port.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
  });
}
