/**
 * The one way the browser gets a search client: the hosted DocSearch service when it is configured,
 * otherwise the built-in index. Both come wrapped so that their highlights are safe HTML.
 */
import { hostedSearch, searchFacetsOf, searchIndexDirOf, searchIndexUrl, searchLimits, SEARCH_QA_MOCKS_FILE } from '../../config/search';
import { withBasePath } from '../../config/site';
import { pageSettings } from '../settings/site-settings';
import { fromAlgolia } from './algolia-client';
import { createIndexSource, type IndexSource } from './chunked/source';
import { inVersion } from './in-version';
import { createLocalClient } from './local-client';
import { shownManual } from './shown-version';
import { withSafeHighlights } from './safe-client';
import type { SearchClient } from './types';

const sources = new Map<string, IndexSource>();
const locals = new Map<string, SearchClient>();

/** The built-in index of the docs being read: each version and each translated locale has its own. */
function localIndex(version = shownManual()): IndexSource {
  const url = `${searchIndexUrl}${searchIndexDirOf(version)}`;
  if (!sources.has(url)) sources.set(url, createIndexSource(url, searchLimits.indexTimeoutMs, undefined, process.env.NODE_ENV === 'development' ? searchLimits.devMissingRetryMs : 0));
  return sources.get(url) as IndexSource;
}

const shownFacets = () => searchFacetsOf(shownManual());

/** The built-in backend, shared by the modal and the search page (each piece of an index is fetched once). */
export function localClient(): SearchClient {
  const agent = { value: 'fusiondr-local-search', add: () => agent };
  const routed: SearchClient = {
    search(params) {
      const version = shownManual();
      if (!locals.has(version.name)) locals.set(version.name, createLocalClient(localIndex(version)));
      return (locals.get(version.name) as SearchClient).search(params);
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
  return inVersion(routed, shownFacets);
}

/** Fetches what every query needs (the index's id and its terms) while the modal's code loads. */
export function warmLocalIndex(): void {
  localIndex()
    .terms()
    .catch(() => undefined);
}

/**
 * QA copies answer the hosted endpoints from a mock service worker, which must run before the first
 * query. Its script is bundled and copied in by `npm run qa` only, so no normal export contains it.
 */
export async function qaMocksReady(): Promise<void> {
  if (!pageSettings().searchQa) return;
  const url = withBasePath(SEARCH_QA_MOCKS_FILE);
  const mocks = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as { startSearchQaMocks(): Promise<void> };
  await mocks.startSearchQaMocks();
}

/** The backend the modal wraps: DocSearch's own hosted client, or the built-in one. */
export function backendFor(hostedClient: SearchClient): SearchClient {
  return hostedSearch ? inVersion(hostedClient, shownFacets) : localClient();
}

/** A safe client for the search page. */
export async function createSearchClient(): Promise<SearchClient> {
  await qaMocksReady();
  if (!hostedSearch) return withSafeHighlights(localClient());
  const { liteClient } = await import('algoliasearch/lite');
  return withSafeHighlights(inVersion(fromAlgolia(liteClient(hostedSearch.appId, hostedSearch.apiKey)), shownFacets));
}
