'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { keywordSearchParameters, searchIndexName, searchLimits } from '@/config/search';
import { createSearchClient } from '@/lib/search/client';
import { suggestionsFor } from '@/lib/search/suggestions';
import { shownSearchStrings } from './search-strings';
import { isPartialMatch, type SearchClient, type SearchHit } from '@/lib/search/types';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'results'; query: string; hits: SearchHit[]; nbHits: number; partial: boolean; loadingMore: boolean }
  | { status: 'empty'; query: string; suggestions: string[] }
  | { status: 'error'; query: string };

let client: Promise<SearchClient> | null = null;
function getClient() {
  client ??= createSearchClient().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

const base = { indexName: searchIndexName, ...keywordSearchParameters };

/** Searches `query` with the configured backend; the latest query wins, a failure can be retried. */
export function useSearch(query: string) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const q = query.trim();
    const run = ++latest.current;
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', query: q });
    (async () => {
      const search = await getClient();
      const { results } = await search.search({
        requests: [{ ...base, query: q, hitsPerPage: searchLimits.pageHitsPerPage, attributesToSnippet: [`content:${searchLimits.pageSnippetWords}`] }],
      });
      const { hits, nbHits } = results[0];
      if (nbHits > 0) return { status: 'results', query: q, hits, nbHits, partial: isPartialMatch(results[0]), loadingMore: false } as const;
      return { status: 'empty', query: q, suggestions: await suggestionsFor(search, base, q, undefined, shownSearchStrings().suggestedQueries) } as const;
    })().then(
      (next) => run === latest.current && setState(next),
      () => run === latest.current && setState({ status: 'error', query: q }),
    );
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (state.status !== 'results' || state.loadingMore) return;
    const run = latest.current;
    setState({ ...state, loadingMore: true });
    try {
      const search = await getClient();
      const { results } = await search.search({
        requests: [
          {
            ...base,
            query: state.query,
            hitsPerPage: searchLimits.pageHitsPerPage,
            page: Math.floor(state.hits.length / searchLimits.pageHitsPerPage),
            attributesToSnippet: [`content:${searchLimits.pageSnippetWords}`],
          },
        ],
      });
      if (run === latest.current) setState({ ...state, hits: [...state.hits, ...results[0].hits], loadingMore: false });
    } catch {
      if (run === latest.current) setState({ status: 'error', query: state.query });
    }
  }, [state]);

  return { state, retry, loadMore };
}
