/**
 * What became of each query the modal sent: DocSearch forgets a failure as soon as it happened and
 * shows "No results" instead, so the modal keeps its own record, read by the panel that shows the
 * failure, the empty state and the "See all" link.
 */
import { suggestionsFor } from './suggestions';
import { isPartialMatch, requestsOf, type SearchClient, type SearchRequest } from './types';

export type Outcome =
  | { status: 'loading'; query: string }
  | { status: 'results'; query: string; nbHits: number; partial: boolean }
  | { status: 'empty'; query: string; suggestions: string[] }
  | { status: 'error'; query: string };

export interface OutcomeStore {
  get(query: string): Outcome | undefined;
  set(outcome: Outcome): void;
  subscribe(listener: () => void): () => void;
}

export function createOutcomeStore(): OutcomeStore {
  const outcomes = new Map<string, Outcome>();
  const listeners = new Set<() => void>();
  return {
    get: (query) => outcomes.get(query.trim()),
    set(outcome) {
      outcomes.set(outcome.query.trim(), outcome);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Records the outcome of every keyword search sent to `indexName`; with no results, it also finds
 * suggestions that do return results before answering, so the empty state shows them at once.
 */
export function observeSearches(client: SearchClient, indexName: string, store: OutcomeStore, topics?: readonly string[]): SearchClient {
  return {
    ...client,
    async search(params) {
      const requests = requestsOf(params);
      const main: SearchRequest | undefined = requests.find((r) => r.indexName === indexName && typeof r.query === 'string');
      const query = main?.query ?? '';
      if (main) store.set({ status: 'loading', query });
      try {
        const response = await client.search({ requests });
        if (main) {
          const result = response.results[requests.indexOf(main)];
          const nbHits = result?.nbHits ?? 0;
          if (nbHits > 0) store.set({ status: 'results', query, nbHits, partial: isPartialMatch(result) });
          else store.set({ status: 'empty', query, suggestions: await suggestionsFor(client, main, query, undefined, topics) });
        }
        return response;
      } catch (error) {
        if (main) store.set({ status: 'error', query });
        throw error;
      }
    },
  };
}
