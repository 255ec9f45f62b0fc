import { describe, expect, it } from 'vitest';
import { fixtureIndex } from './__fixtures__/docs';
import { createLocalClient } from './local-client';
import { createOutcomeStore, observeSearches } from './outcomes';
import type { SearchClient } from './types';

const records = fixtureIndex();

describe('what became of each query the modal sent', () => {
  it('records results with their count, and tells its listeners', async () => {
    const store = createOutcomeStore();
    let calls = 0;
    store.subscribe(() => calls++);
    const client = observeSearches(createLocalClient(records), 'docs', store);
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'backup' }] });
    expect(store.get('backup')).toEqual({ status: 'results', query: 'backup', nbHits: results[0].nbHits, partial: false });
    expect(calls).toBe(2); // loading, then results
  });

  it('keeps a failure for its query until that query is searched again', async () => {
    const store = createOutcomeStore();
    let fail = true;
    const inner = createLocalClient(records);
    const flaky: SearchClient = { ...inner, search: (params) => (fail ? Promise.reject(new Error('down')) : inner.search(params)) };
    const client = observeSearches(flaky, 'docs', store);
    await expect(client.search({ requests: [{ indexName: 'docs', query: 'port' }] })).rejects.toThrow('down');
    expect(store.get('port')?.status).toBe('error');
    fail = false;
    await client.search({ requests: [{ indexName: 'docs', query: 'port' }] });
    expect(store.get('port')?.status).toBe('results');
  });

  it('ignores requests to other indices (suggestions, facets)', async () => {
    const store = createOutcomeStore();
    const client = observeSearches(createLocalClient(records), 'docs', store);
    await client.search({ requests: [{ indexName: 'prompt-suggestions', query: 'backup' }] });
    expect(store.get('backup')).toBeUndefined();
  });

  it('remembers when the results answer only some of the words', async () => {
    const store = createOutcomeStore();
    const client = observeSearches(createLocalClient(records), 'docs', store);
    await client.search({ requests: [{ indexName: 'docs', query: 'worklist server zebra' }] });
    expect(store.get('worklist server zebra')).toMatchObject({ status: 'results', partial: true });
  });
});
