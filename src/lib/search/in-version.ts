import type { FacetFilters, SearchClient, SearchRequest } from './types';
import { requestsOf } from './types';

/** A request's facet filters with each of `facets` set to its value (`language:es`, `docusaurus_tag:…`), every other filter kept. */
export function withFacets(filters: FacetFilters | undefined, facets: Readonly<Record<string, string>>): FacetFilters {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  const names = Object.keys(facets);
  const others = list.filter((f) => !(typeof f === 'string' && names.some((name) => f.startsWith(`${name}:`))));
  return [...others, ...Object.entries(facets).map(([name, value]) => `${name}:${value}`)];
}

/**
 * A client that searches the docs being read: every request it passes on asks for their language and
 * version tag (the hosted service's facets; the built-in index of those docs carries the same), as they
 * are at the time of the query.
 */
export function inVersion(client: SearchClient, facets: () => Readonly<Record<string, string>>): SearchClient {
  return {
    ...client,
    search(params) {
      const requests: SearchRequest[] = requestsOf(params).map((request) => ({ ...request, facetFilters: withFacets(request.facetFilters, facets()) }));
      return client.search({ requests });
    },
  };
}
