import type { GenerateSWOptions } from 'workbox-build';
import { BASE_PATH } from '../../config/site';
import { NETWORK_TIMEOUT_SECONDS, neverCachedPaths } from '../../config/offline';
import { SHARED_ASSET_DIRS } from '../../config/shared-assets';
import { offlineCacheNames } from './cache-names';

type Matcher = (options: { url: URL; sameOrigin: boolean }) => boolean;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A route matcher for the site's own addresses whose path matches `pattern`. Workbox writes a matcher
 * into the worker as its source text, so the pattern is written into the function's body.
 */
export function pathMatcher(pattern: RegExp): Matcher {
  return new Function('{ url, sameOrigin }', `return sameOrigin && ${pattern.toString()}.test(url.pathname);`) as Matcher;
}

/** The worker's routes for a site under `basePath` (the export's: `npm run configure` may run without BASE_PATH set). */
export function routePatternsFor(basePath: string) {
  return {
    neverCached: new RegExp(`^${escape(basePath)}(?:${neverCachedPaths.map(escape).join('|')})`),
    assets: new RegExp(`^${escape(basePath)}/(?:${SHARED_ASSET_DIRS.map(escape).join('|')})`),
    site: new RegExp(`^${escape(basePath)}/`),
  };
}

export const routePatterns = routePatternsFor(BASE_PATH);

/**
 * The worker of one build (workbox-build's generateSW options): no install-time download; every page
 * and file a visitor opens is kept, pages network first (fresh online, from the cache offline or when
 * the network is too slow), hashed assets cache first; the CMS and the crash test page never cached.
 * A new worker waits until the reader reloads (the page asks it to skip waiting), then deletes the
 * caches of older builds (`buildScript`).
 */
export function workerOptions({
  swDest,
  build,
  buildScript,
  basePath = BASE_PATH,
}: {
  swDest: string;
  build: string;
  buildScript: string;
  basePath?: string;
}): GenerateSWOptions {
  const caches = offlineCacheNames(build);
  const routes = routePatternsFor(basePath);
  const matchOptions = { ignoreSearch: true, ignoreVary: true };
  return {
    swDest,
    mode: 'production',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    globPatterns: [],
    importScripts: [buildScript],
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    disableDevLogs: true,
    runtimeCaching: [
      { urlPattern: pathMatcher(routes.neverCached), handler: 'NetworkOnly' },
      {
        urlPattern: pathMatcher(routes.assets),
        handler: 'CacheFirst',
        options: { cacheName: caches.assets, cacheableResponse: { statuses: [200] }, matchOptions },
      },
      {
        urlPattern: pathMatcher(routes.site),
        handler: 'NetworkFirst',
        options: {
          cacheName: caches.pages,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          matchOptions,
        },
      },
    ],
  };
}
