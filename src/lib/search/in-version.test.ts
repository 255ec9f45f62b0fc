import { describe, expect, it, vi } from 'vitest';
import { inVersion, withFacets } from './in-version';
import type { SearchClient } from './types';

describe('searching the docs being read', () => {
  it('replaces the facets it is given and keeps the other filters', () => {
    expect(withFacets(['language:en', 'docusaurus_tag:docs-default-current'], { docusaurus_tag: 'docs-default-2.11' })).toEqual(['language:en', 'docusaurus_tag:docs-default-2.11']);
    expect(withFacets(undefined, { docusaurus_tag: 'docs-default-2.12' })).toEqual(['docusaurus_tag:docs-default-2.12']);
    expect(withFacets('type:content', { language: 'es', docusaurus_tag: 'docs-default-current' })).toEqual(['type:content', 'language:es', 'docusaurus_tag:docs-default-current']);
  });

  it('asks the backend for the language and version shown at the time of each query', async () => {
    const search = vi.fn(async (_params: unknown) => ({ results: [] }));
    const backend = { search, addAlgoliaAgent() {}, transporter: { algoliaAgent: { value: '', add: () => backend.transporter.algoliaAgent } } } as SearchClient;
    let shown = { language: 'en', docusaurus_tag: 'docs-default-2.12' };
    const client = inVersion(backend, () => shown);
    await client.search([{ indexName: 'docs', query: 'worklist', facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] }]);
    shown = { language: 'es', docusaurus_tag: 'docs-default-current' };
    await client.search({ requests: [{ indexName: 'docs', query: 'worklist' }] });
    expect(search.mock.calls.map(([p]) => (p as unknown as { requests: { facetFilters: string[] }[] }).requests[0].facetFilters)).toEqual([
      ['language:en', 'docusaurus_tag:docs-default-2.12'],
      ['language:es', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});
