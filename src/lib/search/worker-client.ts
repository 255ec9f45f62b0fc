/**
 * The built-in backend through a worker (see search.worker.ts), with the same client shape as the
 * in-page one. Where a worker cannot start (no Worker, or a policy forbids it), the index is
 * searched on the page instead.
 */
import { createLocalClient, fetchIndex, SearchUnavailableError } from './local-client';
import { requestsOf, type SearchClient, type SearchResult } from './types';
import type { WorkerReply, WorkerRequest, WorkerTask } from './worker-protocol';

type LocalClient = SearchClient & { ready(): Promise<void> };

export function createWorkerClient(url: string, timeoutMs: number): LocalClient {
  let worker: Worker | null = null;
  let fallback: LocalClient | null = null;
  let nextId = 0;
  const pending = new Map<number, { message: WorkerTask; resolve: (results: SearchResult[]) => void; reject: (error: unknown) => void }>();

  const inPage = () => (fallback ??= createLocalClient(() => fetchIndex(url, timeoutMs)));

  const start = (): Worker | null => {
    if (worker || fallback) return worker;
    try {
      worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
    } catch {
      inPage();
      return null;
    }
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.results);
      else waiting.reject(new SearchUnavailableError(`The search index could not be loaded: ${reply.message}`));
    });
    worker.addEventListener('error', () => {
      // The worker could not run: answer what was asked, and everything after, on the page.
      worker?.terminate();
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      const page = inPage();
      for (const { message, resolve, reject } of waiting) {
        const answer = message.type === 'search' ? page.search({ requests: message.requests }).then((r) => r.results) : page.ready().then(() => []);
        answer.then(resolve, reject);
      }
    });
    return worker;
  };

  const ask = (running: Worker, message: WorkerTask): Promise<SearchResult[]> => {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { message, resolve, reject });
      running.postMessage({ ...message, id, url, timeoutMs } satisfies WorkerRequest);
    });
  };

  const agent = { value: 'fusiondr-local-search', add: () => agent };
  return {
    async search(params) {
      const running = start();
      if (!running) return inPage().search(params);
      return { results: await ask(running, { type: 'search', requests: requestsOf(params) }) };
    },
    async ready() {
      const running = start();
      if (!running) return inPage().ready();
      await ask(running, { type: 'load' });
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
}
