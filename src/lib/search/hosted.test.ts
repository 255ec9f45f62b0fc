/**
 * The hosted DocSearch service through the client the search page uses (Algolia's lite client),
 * answered by the msw handlers of QA mode: results, no results, server error, network failure.
 */
import { liteClient } from 'algoliasearch/lite';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchHandlers, type SearchScenario } from '../../mocks/search-handlers';
import { fixtureIndex } from './__fixtures__/docs';
import { createOutcomeStore, observeSearches } from './outcomes';
import { fromAlgolia } from './algolia-client';
import { withSafeHighlights } from './safe-client';
import type { SearchClient, SearchRequest } from './types';

const server = setupServer();
const asked: SearchRequest[][] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function scenario(name: SearchScenario) {
  server.use(...searchHandlers({ scenario: name, index: fixtureIndex, slowMs: 50, onRequest: (r) => asked.push(r) }));
}

const request = { indexName: 'fusiondr', facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] };

function hosted(): SearchClient {
  // A fresh client per test: the lite client remembers hosts that failed.
  return withSafeHighlights(fromAlgolia(liteClient('TESTAPP', 'search-key')));
}

describe('the hosted search service', () => {
  it('answers with escaped, highlighted hits whose links stay on this site', async () => {
    scenario('results');
    const { results } = await hosted().search({ requests: [{ ...request, query: 'onerror' }] });
    const [hit] = results[0].hits;
    expect(hit.url).toBe('/FusionDR/docs/resources/releaseNotes/#2120');
    expect(hit._snippetResult?.content?.value).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    // What was asked: the language and version filters, and match markers instead of HTML tags.
    expect(asked[0][0].facetFilters).toEqual(['language:en', 'docusaurus_tag:docs-default-current']);
    expect(asked[0][0].highlightPreTag).toBe('\uE000');
  });

  it('reports no results as an empty answer, with suggestions that do return results', async () => {
    scenario('empty');
    const store = createOutcomeStore();
    const client = observeSearches(hosted(), request.indexName, store);
    const { results } = await client.search({ requests: [{ ...request, query: 'zebra' }] });
    expect(results[0].nbHits).toBe(0);
    expect(store.get('zebra')).toEqual({ status: 'empty', query: 'zebra', suggestions: ['worklist', 'calibration', 'backup'] });
  });

  it.each(['error', 'network'] as const)('fails with a RetryError after trying every host (%s), and the failure is kept', async (name) => {
    scenario(name);
    const store = createOutcomeStore();
    const client = observeSearches(hosted(), request.indexName, store);
    await expect(client.search({ requests: [{ ...request, query: 'worklist' }] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(store.get('worklist')).toEqual({ status: 'error', query: 'worklist' });
  });

  it('answers slowly in the slow scenario', async () => {
    scenario('slow');
    const started = performance.now();
    const { results } = await hosted().search({ requests: [{ ...request, query: 'backup' }] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(results[0].nbHits).toBeGreaterThan(0);
  });
});
