import { describe, expect, it, vi } from 'vitest';
import { inVersion, withVersionTag } from './in-version';
import type { SearchClient } from './types';

describe('searching the version being read', () => {
  it('replaces the version tag and keeps the other filters', () => {
    expect(withVersionTag(['language:en', 'docusaurus_tag:docs-default-current'], 'docs-default-2.11')).toEqual(['language:en', 'docusaurus_tag:docs-default-2.11']);
    expect(withVersionTag(undefined, 'docs-default-2.12')).toEqual(['docusaurus_tag:docs-default-2.12']);
    expect(withVersionTag('language:en', 'docs-default-current')).toEqual(['language:en', 'docusaurus_tag:docs-default-current']);
  });

  it('asks the backend for the version shown at the time of each query', async () => {
    const search = vi.fn(async (_params: unknown) => ({ results: [] }));
    const backend = { search, addAlgoliaAgent() {}, transporter: { algoliaAgent: { value: '', add: () => backend.transporter.algoliaAgent } } } as SearchClient;
    let shown = 'docs-default-2.12';
    const client = inVersion(backend, () => shown);
    await client.search([{ indexName: 'docs', query: 'worklist', facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] }]);
    shown = 'docs-default-current';
    await client.search({ requests: [{ indexName: 'docs', query: 'worklist' }] });
    expect(search.mock.calls.map(([p]) => (p as unknown as { requests: { facetFilters: string[] }[] }).requests[0].facetFilters)).toEqual([
      ['language:en', 'docusaurus_tag:docs-default-2.12'],
      ['docusaurus_tag:docs-default-current'],
    ]);
  });
});
