'use client';

import Link from '@/components/system/SiteLink';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { searchLimits } from '@/config/search';
import { searchPageHref, searchPagePath } from '@/lib/search/url';
import { loadSearchStrings, shownSearchStrings, searchStringsLoaded } from './search-strings';
import { NoResults, suggestionClass } from './states/NoResults';
import { ResultCountStatus } from './states/ResultCountStatus';
import { SearchFailure } from './states/SearchFailure';
import { SearchResults } from './SearchResults';
import { PartialMatchNote } from './states/PartialMatchNote';
import { useSearch, type SearchState } from './use-search';

/** Writes the query into the address bar after a pause in typing, without a navigation. */
function useQueryInUrl(query: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => window.history.replaceState(null, '', searchPageHref(query)), searchLimits.urlDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);
}

/**
 * "Show more results" moves the focus to the first hit it added: the button moves down the page (or goes,
 * with the last hits), and the reader carries on where the new hits start.
 */
function useFocusOnMore(state: SearchState) {
  const list = useRef<HTMLDivElement>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (from.current === null || state.status !== 'results' || state.hits.length <= from.current) return;
    list.current?.querySelectorAll<HTMLElement>('li > a')[from.current]?.focus();
    from.current = null;
  }, [state]);
  return { list, expectFrom: (count: number) => (from.current = count) };
}

/**
 * The search page: /FusionDR/search/?q=… (and /FusionDR/es/search/?q=…, which searches the Spanish docs
 * in Spanish). It renders in the browser only (it reads the address), once the page language's strings are loaded.
 */
export function SearchPage({ loading }: { loading: string }) {
  const fromUrl = useSearchParams().get('q') ?? '';
  const [ready, setReady] = useState(searchStringsLoaded);
  useEffect(() => {
    if (!ready) void loadSearchStrings().then(() => setReady(true));
  }, [ready]);
  return ready ? <SearchForm fromUrl={fromUrl} /> : <LoadingNote text={loading} />;
}

/** What the page shows before its query runs (also the route's fallback). */
export function LoadingNote({ text }: { text: string }) {
  return <p className="mx-auto w-full max-w-3xl px-4 py-8 text-slate-600 sm:px-6 dark:text-slate-400">{text}</p>;
}

function SearchForm({ fromUrl }: { fromUrl: string }) {
  const searchStrings = shownSearchStrings();
  const [query, setQuery] = useState(fromUrl);
  const { state, retry, loadMore } = useSearch(query);
  useQueryInUrl(query);
  const showMore = useFocusOnMore(state);

  // A link to another query (a suggestion, back and forward) changes the address: follow it.
  const lastUrl = useRef(fromUrl);
  useEffect(() => {
    if (fromUrl !== lastUrl.current) {
      lastUrl.current = fromUrl;
      setQuery(fromUrl);
    }
  }, [fromUrl]);

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{searchStrings.pageHeading(query.trim())}</h1>
      <form role="search" className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={searchStrings.inputLabel}
          placeholder={searchStrings.placeholder}
          autoComplete="off"
          spellCheck={false}
          className="w-full rounded-lg border border-slate-500 bg-white px-4 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100"
        />
      </form>
      <ResultCountStatus
        query={query.trim()}
        text={state.status === 'results' ? searchStrings.resultCount(state.nbHits) : state.status === 'empty' ? searchStrings.resultCount(0) : ''}
      />
      <div className="mt-6">
        {state.status === 'idle' && <p className="text-slate-600 dark:text-slate-400">{searchStrings.emptyQuery}</p>}
        {state.status === 'loading' && <p className="text-slate-600 dark:text-slate-400">{searchStrings.loading}</p>}
        {state.status === 'error' && <SearchFailure onRetry={retry} />}
        {state.status === 'empty' && (
          <NoResults
            query={state.query}
            suggestions={state.suggestions}
            suggestion={(q) => (
              <Link href={searchPagePath(q)} className={suggestionClass}>
                {q}
              </Link>
            )}
          />
        )}
        {state.status === 'results' && (
          <>
            <p className="mb-4 text-sm font-medium text-slate-600 dark:text-slate-400">{searchStrings.resultCount(state.nbHits)}</p>
            {state.partial && <PartialMatchNote />}
            <div ref={showMore.list}>
              <SearchResults hits={state.hits} />
            </div>
            {state.hits.length < state.nbHits && (
              <button
                type="button"
                onClick={() => {
                  if (state.loadingMore) return;
                  showMore.expectFrom(state.hits.length);
                  void loadMore();
                }}
                // Not `disabled`: a disabled button drops the focus to the page while the results load.
                aria-disabled={state.loadingMore}
                className="mt-6 w-full rounded-lg border border-slate-500 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 aria-disabled:opacity-60 dark:border-slate-400 dark:text-slate-100"
              >
                {state.loadingMore ? searchStrings.loading : searchStrings.loadMore}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
