/**
 * The built-in index, in a worker: the index is fetched, parsed and indexed off the page's main
 * thread (beside the modal's own start-up), and queries are answered here.
 */
import { createEngine, type Engine } from './engine';
import { answer, fetchIndex } from './local-client';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

let engine: Promise<Engine> | null = null;

function load(url: string, timeoutMs: number): Promise<Engine> {
  engine ??= fetchIndex(url, timeoutMs).then(
    (file) => createEngine(file.records),
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}

const reply = (message: WorkerReply) => (self as unknown as Worker).postMessage(message);

self.addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  try {
    const ready = await load(message.url, message.timeoutMs);
    if (message.type === 'load') return reply({ id: message.id, ok: true, results: [] });
    reply({ id: message.id, ok: true, results: message.requests.map((request) => answer(ready, request)) });
  } catch (error) {
    reply({ id: message.id, ok: false, message: (error as Error).message });
  }
});
