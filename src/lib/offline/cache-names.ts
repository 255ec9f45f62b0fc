import { CACHE_PREFIX } from '../../config/offline';

/** The worker's caches for one build: pages and data (network first), hashed assets (cache first). */
export function offlineCacheNames(build: string) {
  return { pages: `${CACHE_PREFIX}-pages-${build}`, assets: `${CACHE_PREFIX}-assets-${build}` };
}

const OWN_CACHE = new RegExp(`^${CACHE_PREFIX}-(?:pages|assets)-(.+)$`);

/** The builds whose caches are in `keys` (the names `caches.keys()` gives), in their order. */
export function buildsInCaches(keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => OWN_CACHE.exec(key)?.[1] ?? []))];
}
