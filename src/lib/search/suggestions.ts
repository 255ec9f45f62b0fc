import { searchLimits, searchStrings } from '../../config/search';
import { STOP_WORDS } from './analyze';
import { wordsOf } from './highlight';
import type { SearchClient, SearchRequest } from './types';

/** Queries to offer when `query` found nothing: its own words alone, then the usual topics. */
export function suggestionCandidates(query: string, topics: readonly string[] = searchStrings.suggestedQueries): string[] {
  const own = wordsOf(query);
  const words = own.length > 1 ? own.filter((w) => w.length >= 3 && !STOP_WORDS.has(w)) : [];
  const seen = new Set<string>([query.trim().toLowerCase()]);
  return [...words, ...topics].filter((q) => !seen.has(q) && (seen.add(q), true));
}

/**
 * "Try searching for" suggestions that do return results (every word matching): the candidates are
 * checked in one request against the same backend and filters. A failure leaves the list empty rather than wrong.
 */
export async function suggestionsFor(
  client: SearchClient,
  base: Pick<SearchRequest, 'indexName' | 'facetFilters'>,
  query: string,
  limit: number = searchLimits.suggestions,
  topics: readonly string[] = searchStrings.suggestedQueries,
): Promise<string[]> {
  const candidates = suggestionCandidates(query, topics);
  try {
    const { results } = await client.search({
      requests: candidates.map((q) => ({ indexName: base.indexName, facetFilters: base.facetFilters, query: q, hitsPerPage: 1, removeWordsIfNoResults: 'none' as const })),
    });
    return candidates.filter((_, i) => (results[i]?.nbHits ?? 0) > 0).slice(0, limit);
  } catch {
    return [];
  }
}
