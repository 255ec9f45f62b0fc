/** Fetches the pieces of the built-in index, each once; a piece that failed is fetched again next time. */
import { INDEX_VERSION, indexFile, type DocFragment, type IndexMeta, type Shard } from './format';

/** How often a missing piece is asked for again, within `missingRetryMs`. */
export const MISSING_RETRY_INTERVAL_MS = 500;

export interface IndexSource {
  meta(): Promise<IndexMeta>;
  terms(): Promise<string[]>;
  shard(k: number): Promise<Shard>;
  doc(n: number): Promise<DocFragment>;
}

/**
 * `missingRetryMs`: how long a piece answered 404 is asked for again (every MISSING_RETRY_INTERVAL_MS)
 * before the search fails. Only the development server needs it: after an edit, the new index's pieces
 * have new names, which `next dev` answers with 404 until it has listed the route's addresses again.
 */
export function createIndexSource(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = (...a) => fetch(...a), missingRetryMs = 0): IndexSource {
  const cache = new Map<string, Promise<unknown>>();
  const fetchPiece = async <T>(url: string, revalidate: boolean, started = Date.now()): Promise<T> => {
    const response = await fetchImpl(url, { credentials: 'same-origin', cache: revalidate ? 'no-cache' : 'default', signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404 && Date.now() - started < missingRetryMs) {
      await new Promise((resolve) => setTimeout(resolve, MISSING_RETRY_INTERVAL_MS));
      return fetchPiece<T>(url, revalidate, started);
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const get = <T>(name: string, revalidate = false): Promise<T> => {
    let load = cache.get(name) as Promise<T> | undefined;
    if (!load) {
      load = fetchPiece<T>(`${baseUrl}${name}`, revalidate);
      load.catch(() => cache.delete(name));
      cache.set(name, load);
    }
    return load;
  };
  const meta = () =>
    get<IndexMeta>(indexFile.meta, true).then((m) => {
      if (m?.version !== INDEX_VERSION || typeof m.id !== 'string') {
        cache.delete(indexFile.meta);
        throw new Error(`${baseUrl}${indexFile.meta} is not a search index`);
      }
      return m;
    });
  return {
    meta,
    terms: async () => get<string[]>(indexFile.terms((await meta()).id)),
    shard: async (k) => get<Shard>(indexFile.shard((await meta()).id, k)),
    doc: async (n) => get<DocFragment>(indexFile.doc((await meta()).id, n)),
  };
}

/** An index held in memory (built in the same process): for tests, benchmarks and the mock hosted service. */
export function memoryIndexSource(files: Map<string, string>): IndexSource {
  return createIndexSource('', 60_000, async (input) => {
    const body = files.get(String(input));
    return body === undefined ? new Response('', { status: 404 }) : new Response(body, { headers: { 'Content-Type': 'application/json' } });
  });
}
