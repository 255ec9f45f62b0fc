/**
 * Search: which backend answers, what it is asked, and every string the search interface shows.
 * The hosted DocSearch service is used when an app id, a search key and an index name are set when the
 * export is built or configured (see the README's "Search" section); with nothing set, the site searches
 * an index built with it.
 */
import { pageSettings, type HostedSearchSettings } from '../lib/settings/site-settings';
import { withBasePath } from './site';
import { latestVersion, type DocsVersion } from './versions';
import { strings } from './strings';
import type { DocSearchProps } from '@docsearch/js/docsearch';

export type HostedSearch = HostedSearchSettings;

/**
 * The hosted service's settings, or null when the built-in index answers: read from the page's
 * settings block when this module first runs in the browser (the block precedes every script), null on the server.
 */
export const hostedSearch: HostedSearch | null = pageSettings().search;

/**
 * QA copies (npm run qa, NEXT_PUBLIC_SEARCH_QA=1) answer the hosted endpoints from a mock service
 * worker: its set-up script and the scenario file are written into the QA copy only.
 */
export const SEARCH_QA_MOCKS_FILE = '/qa/search-mocks.js';
export const SEARCH_QA_SCENARIO_FILE = '/qa/search-scenario.json';

/** Name the built-in index goes by in requests (DocSearch needs one). */
export const LOCAL_INDEX_NAME = 'fusiondr-docs';

export const searchIndexName = hostedSearch?.indexName ?? LOCAL_INDEX_NAME;

/** The folder of the built-in index's pieces, written into the export and fetched as queries need them. */
export const SEARCH_INDEX_DIR = '/search-index/';
export const searchIndexUrl = withBasePath(SEARCH_INDEX_DIR);

/** A docs version's built-in index: the latest version's in the folder itself, the others' in a folder each (`current/`, `2.11/`). */
export function searchIndexDirOf(version: DocsVersion): string {
  return version.isLast ? '' : `${version.name}/`;
}

/** The synonym list, beside the vocabulary of the product's UI. */
export const SEARCH_SYNONYMS_FILE = 'content/search-synonyms.yaml';
/** The language the synonym list is written in: an index in another language is built without it. */
export const SEARCH_SYNONYMS_LANGUAGE = 'en';

/**
 * Facets every record carries and every query filters on: language and docs version tag. Contextual
 * search is off: no other filter is derived from the page being read.
 */
export function searchFacetsOf(version: DocsVersion = latestVersion): { language: string; docusaurus_tag: string } {
  return { language: version.locale ?? 'en', docusaurus_tag: version.searchTag };
}
/** The facets of the version at /docs/; a query is sent with those of the version being read (src/lib/search/in-version.ts). */
export const searchFacets = searchFacetsOf();
/** The facet filters of a docs version's queries (`language:en`, `docusaurus_tag:docs-default-2.11`). */
export function facetFiltersOf(version: DocsVersion = latestVersion): string[] {
  return Object.entries(searchFacetsOf(version)).map(([key, value]) => `${key}:${value}`);
}
export const searchFacetFilters: string[] = facetFiltersOf();

/** A word may carry one typo from this many letters, two from this many (see src/lib/search/chunked/typos.ts). */
export const typoMinLetters = { one: 6, two: 9 } as const;

/**
 * What every keyword search asks of either backend besides its query: the facets, and, when no section
 * has every word, the closest matches rather than nothing (said as such in the results).
 */
export const keywordSearchParameters = {
  facetFilters: searchFacetFilters,
  removeWordsIfNoResults: 'allOptional',
  // The hosted service's typo tolerance, held to the built-in index's rule (src/lib/search/chunked/typos.ts).
  minWordSizefor1Typo: typoMinLetters.one,
  minWordSizefor2Typos: typoMinLetters.two,
} as const;

/** The search page, relative to the base path. */
export const SEARCH_PAGE_PATH = '/search/';

export const searchLimits = {
  /** Hits asked for per group in the modal and per page on the search page. */
  modalHitsPerPage: 20,
  pageHitsPerPage: 20,
  /** Words in a highlighted snippet when a request names none (as the hosted service's default). */
  defaultSnippetWords: 15,
  /** Words in a highlighted snippet: the modal's, the page's. */
  modalSnippetWords: 15,
  pageSnippetWords: 32,
  /** How long the built-in index may take to arrive before the search counts as failed (ms). */
  indexTimeoutMs: 10_000,
  /** Under the development server, how long a piece of the index answered 404 is asked for again (src/lib/search/chunked/source.ts). */
  devMissingRetryMs: 30_000,
  /** Debounce before the search page writes the query into the address bar (ms). */
  urlDebounceMs: 300,
  /**
   * The number of results is announced once a query has stood this long (ms): one announcement per
   * query, not one per key typed.
   */
  announceAfterMs: 600,
  /** Passages quoted in Ask AI answers without an assistant. */
  quotedPassages: 3,
  /** Longest quoted passage (characters). */
  passageChars: 360,
  /** "Try searching for" suggestions shown with no results. */
  suggestions: 3,
} as const;

/** Origins the browser connects to for search, besides the site's own ('self'), for the Content-Security-Policy. */
export function searchConnectSources(config: HostedSearch | null): string[] {
  if (!config) return [];
  const id = config.appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
    ...(config.agentId ? [`https://${id}.algolia.net`] : []),
  ];
}

/** DocSearch's own words in its modal (search box, footer, start screen), as its public `translations` option types them. */
export type DocSearchWords = NonNullable<NonNullable<DocSearchProps['translations']>['modal']>;
/** In English, DocSearch's own defaults ("Clear", "Navigate", "Close"…); a translated locale gives its own (search.es.ts). */
export const docSearchWords: DocSearchWords = {};

export const searchStrings = {
  /** The navbar button's label (shared with the navbar's strings). */
  button: strings.nav.search,
  placeholder: 'Search docs',
  /** The search modal's name as a dialog. */
  dialogLabel: 'Search docs',
  seeAll: (count: number) => `See all ${count} results`,
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  retry: 'Try again',
  noResults: 'No results found for',
  partial: 'No section has every word you typed: these are the closest matches.',
  trySearching: 'Try searching for',
  loading: 'Loading results…',
  pageTitle: 'Search the documentation',
  pageDescription: 'Search every page of the FusionDR documentation.',
  loadMore: 'Show more results',
  pageHeading: (query: string) => (query ? `Search results for “${query}”` : 'Search the documentation'),
  inputLabel: 'Search the documentation',
  /** How many results a query found: the search page's count and the modal's announcement (the count its "See all" link shows). */
  resultCount: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  emptyQuery: 'Type a few words to search every page of the documentation.',
  /** Queries offered under "Try searching for"; only those that return results are shown. */
  suggestedQueries: ['worklist', 'calibration', 'create patient', 'backup', 'detector registration', 'reports'],
  askAi: {
    toggle: 'Ask AI',
    back: 'Back to keyword search',
    heading: 'Ask AI',
    prompt: 'Type a question in the search box above, then press Enter.',
    placeholder: 'Ask a question about FusionDR',
    question: 'Your question',
    quotesNotice:
      'No AI assistant is set up for this site, so nothing here is generated: these are quotes from the documentation that best match your question.',
    quotesLabel: 'Quotes from the documentation',
    source: 'From',
    noQuotes: 'No passage of the documentation matches this question. Try other words, or search by keyword.',
    searching: 'Looking through the documentation…',
    ask: (question: string) => `Ask AI: ${question}`,
  },
} as const;
