/** How well search keeps quiet: of the queries no page answers, those that found something, and what. */
import { keywordSearchParameters } from '../../config/search';
import type { UnanswerableQuery } from './__fixtures__/unanswerable-queries';
import type { SearchClient } from './types';

export interface UnanswerableOutcome {
  query: UnanswerableQuery;
  nbHits: number;
  /** The first hit's address, when there is one. */
  first?: string;
}

/** Asks each query as the modal and the search page do (partial fall-back on). */
export async function askUnanswerable(client: SearchClient, queries: UnanswerableQuery[]): Promise<UnanswerableOutcome[]> {
  const outcomes: UnanswerableOutcome[] = [];
  for (const query of queries) {
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: query.query, ...keywordSearchParameters, hitsPerPage: 20 }] });
    outcomes.push({ query, nbHits: results[0]?.nbHits ?? 0, first: results[0]?.hits[0]?.url });
  }
  return outcomes;
}
