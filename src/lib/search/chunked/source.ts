/** Fetches the pieces of the built-in index, each once; a piece that failed is fetched again next time. */
import { INDEX_VERSION, indexFile, type DocFragment, type IndexMeta, type Shard } from './format';

export interface IndexSource {
  meta(): Promise<IndexMeta>;
  terms(): Promise<string[]>;
  shard(k: number): Promise<Shard>;
  doc(n: number): Promise<DocFragment>;
}

export function createIndexSource(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = (...a) => fetch(...a)): IndexSource {
  const cache = new Map<string, Promise<unknown>>();
  const get = <T>(name: string, revalidate = false): Promise<T> => {
    let load = cache.get(name) as Promise<T> | undefined;
    if (!load) {
      const url = `${baseUrl}${name}`;
      load = fetchImpl(url, { credentials: 'same-origin', cache: revalidate ? 'no-cache' : 'default', signal: AbortSignal.timeout(timeoutMs) }).then(
        async (response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return (await response.json()) as T;
        },
      );
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
