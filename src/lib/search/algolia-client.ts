/**
 * Algolia's client, which DocSearch hands `transformSearchClient` (and algoliasearch's lite client is,
 * for the search page), as the site's own `SearchClient`, which answers hits only. DocSearch takes a
 * `SearchClient` back as it is. The types are DocSearch's exported ones: an upgrade that changes
 * them fails the type check.
 */
import type { DocSearchProps } from '@docsearch/js/docsearch';
import { requestsOf, type SearchClient, type SearchHit, type SearchRequest, type SearchResult } from './types';

/** The client DocSearch makes for the hosted service, and the one it searches with. */
export type AlgoliaClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type AlgoliaResult = Awaited<ReturnType<AlgoliaClient['search']>>['results'][number];

/** Every request asks for hits: an answer without them (a facet search's) reads as no hits. */
function hitsResult(result: AlgoliaResult, request: SearchRequest): SearchResult {
  const answer: Partial<SearchResult> = 'facetHits' in result ? {} : result;
  const hits = answer.hits ?? [];
  return {
    ...answer,
    hits,
    nbHits: answer.nbHits ?? hits.length,
    page: answer.page ?? 0,
    nbPages: answer.nbPages ?? 1,
    hitsPerPage: answer.hitsPerPage ?? hits.length,
    query: answer.query ?? request.query ?? '',
  };
}

export function fromAlgolia(client: AlgoliaClient): SearchClient {
  return {
    async search(params) {
      const requests = requestsOf(params);
      const { results } = await client.search<SearchHit>({ requests });
      return { results: results.map((result, i) => hitsResult(result, requests[i])) };
    },
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
    transporter: client.transporter,
  };
}
