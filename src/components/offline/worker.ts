/**
 * The page's side of the service worker (workbox-window): registration, the update waiting for a
 * reload, and asking the worker that controls the page to fetch files into its caches.
 */
import { Workbox, messageSW } from 'workbox-window';
import { BASE_PATH, withBasePath } from '@/config/site';
import { DOWNLOAD_BATCH_TIMEOUT_MS, SERVICE_WORKER_FILE } from '@/config/offline';
import { GET_BUILD } from '@/lib/offline/worker-build';

export interface OfflineWorker {
  /** The build the worker that controls this page serves (waits until one controls it). */
  activeBuild(): Promise<string>;
  /** Fetches `urls` through the controlling worker into its caches; rejects when it has not finished in time. */
  cacheUrls(urls: string[]): Promise<void>;
  /** Asks the browser whether a newer worker was published. */
  checkForUpdate(): Promise<void>;
  /** Lets the waiting worker take over, then reloads the page from it. */
  applyUpdate(): void;
}

function controller(): Promise<ServiceWorker> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve(container.controller);
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => container.controller && resolve(container.controller), { once: true });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The service worker did not answer within ${ms} ms.`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Same-origin files this page loaded before a worker controlled it (its first visit). */
function filesLoadedBeforeControl(): string[] {
  const own = (url: string) => new URL(url, location.href).origin === location.origin && new URL(url, location.href).pathname.startsWith(`${BASE_PATH}/`);
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [location.pathname, ...resources.filter(own)];
}

export async function startWorker({ onUpdateWaiting }: { onUpdateWaiting: () => void }): Promise<OfflineWorker> {
  const uncontrolledAtStart = !navigator.serviceWorker.controller;
  // updateViaCache 'none': the browser checks the worker and the scripts it imports (sw-build.js, the
  // build's name and clean-up) past the HTTP cache, so a host that caches every file for minutes
  // (GitHub Pages: max-age=600) cannot keep a reader on the previous build.
  const wb = new Workbox(withBasePath(`/${SERVICE_WORKER_FILE}`), { scope: `${BASE_PATH}/`, updateViaCache: 'none' });
  wb.addEventListener('waiting', onUpdateWaiting);
  const registration = await wb.register();
  if (!registration) throw new Error('The service worker could not be registered.');

  const worker: OfflineWorker = {
    activeBuild: async () => withTimeout(messageSW(await controller(), { type: GET_BUILD }) as Promise<string>, DOWNLOAD_BATCH_TIMEOUT_MS),
    cacheUrls: async (urls) => {
      await withTimeout(messageSW(await controller(), { type: 'CACHE_URLS', payload: { urlsToCache: urls } }), DOWNLOAD_BATCH_TIMEOUT_MS);
    },
    checkForUpdate: () => wb.update(),
    applyUpdate: () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    },
  };
  // The first visit's page and files came from the network before the worker existed: keep them too.
  if (uncontrolledAtStart) void controller().then(() => worker.cacheUrls(filesLoadedBeforeControl()).catch(() => undefined));
  return worker;
}
