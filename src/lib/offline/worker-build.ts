import { CACHE_PREFIX } from '../../config/offline';

/** The message the page sends the worker to learn which build it serves. */
export const GET_BUILD = 'GET_BUILD';

type Listener = (event: { data?: { type?: string }; ports?: readonly MessagePort[]; waitUntil(promise: Promise<unknown>): void }) => void;

interface WorkerScope {
  addEventListener(type: 'activate' | 'message', listener: Listener): void;
}

/**
 * Runs in the service worker: when it takes over, deletes every cache of the site that belongs to
 * another build, so pages of two builds are never served side by side; and answers which build it
 * serves. Kept free of imports: it is sent as text, imported by the generated worker.
 */
function serveOneBuild(scope: WorkerScope, storage: CacheStorage, prefix: string, build: string, getBuild: string) {
  scope.addEventListener('activate', function (event) {
    event.waitUntil(
      storage.keys().then(function (keys) {
        var stale = keys.filter(function (key) {
          return key.indexOf(prefix + '-') === 0 && key.slice(-(build.length + 1)) !== '-' + build;
        });
        return Promise.all(
          stale.map(function (key) {
            return storage.delete(key);
          }),
        );
      }),
    );
  });
  scope.addEventListener('message', function (event) {
    if (event.data && event.data.type === getBuild && event.ports && event.ports[0]) event.ports[0].postMessage(build);
  });
}

/** The script of one build that the generated worker imports. */
export function workerBuildScript(build: string): string {
  const args = [CACHE_PREFIX, build, GET_BUILD].map((value) => JSON.stringify(value)).join(', ');
  return `(${serveOneBuild.toString()})(self, caches, ${args});\n`;
}

/**
 * Runs in the service worker of a build with the offline manual turned off: takes over at once,
 * deletes the site's caches and unregisters itself, so no browser keeps serving an old copy.
 */
function retire(scope: ServiceWorkerGlobalScopeLike, storage: CacheStorage, prefix: string) {
  scope.addEventListener('install', function () {
    scope.skipWaiting();
  });
  scope.addEventListener('activate', function (event) {
    event.waitUntil(
      storage
        .keys()
        .then(function (keys) {
          return Promise.all(
            keys
              .filter(function (key) {
                return key.indexOf(prefix + '-') === 0;
              })
              .map(function (key) {
                return storage.delete(key);
              }),
          );
        })
        .then(function () {
          return scope.registration.unregister();
        }),
    );
  });
}

interface ServiceWorkerGlobalScopeLike {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  skipWaiting(): void;
  registration: { unregister(): Promise<boolean> };
}

/** The whole worker of a build with the offline manual turned off. */
export function retiringWorkerScript(): string {
  return `(${retire.toString()})(self, caches, ${JSON.stringify(CACHE_PREFIX)});\n`;
}
