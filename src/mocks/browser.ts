/**
 * The mock service worker of QA builds (never of the normal export: `mockServiceWorker.js` is only
 * copied into QA builds). One worker per page; each area adds its handler lists to it.
 */
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { BASE_PATH } from '../config/site';

let worker: Promise<SetupWorker> | null = null;

/** Starts the worker with these handlers, or adds them to the running one. */
export function startMockWorker(...handlerLists: RequestHandler[][]): Promise<SetupWorker> {
  const handlers = handlerLists.flat();
  if (worker) {
    return worker.then((running) => {
      running.use(...handlers);
      return running;
    });
  }
  const created = setupWorker(...handlers);
  worker = created
    .start({
      serviceWorker: { url: `${BASE_PATH}/mockServiceWorker.js`, options: { scope: `${BASE_PATH}/` } },
      onUnhandledRequest: 'bypass',
      quiet: false,
    })
    .then(() => created);
  return worker;
}
