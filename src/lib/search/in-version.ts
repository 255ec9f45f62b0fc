import type { FacetFilters, SearchClient, SearchRequest } from './types';
import { requestsOf } from './types';

const VERSION_FACET = 'docusaurus_tag';

/** A request's facet filters with the version tag set to `tag` (every other filter kept). */
export function withVersionTag(filters: FacetFilters | undefined, tag: string): FacetFilters {
  const wanted = `${VERSION_FACET}:${tag}`;
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  const others = list.filter((f) => !(typeof f === 'string' && f.startsWith(`${VERSION_FACET}:`)));
  return [...others, wanted];
}

/**
 * A client that searches the docs version being read: every request it passes on asks for that version's
 * tag (the hosted service's facet; the built-in index of that version carries the same tag).
 */
export function inVersion(client: SearchClient, tag: () => string): SearchClient {
  return {
    ...client,
    search(params) {
      const requests: SearchRequest[] = requestsOf(params).map((request) => ({ ...request, facetFilters: withVersionTag(request.facetFilters, tag()) }));
      return client.search({ requests });
    },
  };
}
