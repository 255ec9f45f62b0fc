import { describe, expect, it, vi } from 'vitest';
import { facets, fixtureRecords, foreignRecords } from './__fixtures__/docs';
import { createLocalClient, fetchIndex } from './local-client';
import { withSafeHighlights } from './safe-client';
import type { SearchIndexFile, SearchRequest } from './types';

const facetFilters = [`language:${facets.language}`, `docusaurus_tag:${facets.docusaurus_tag}`];
const index = (records = fixtureRecords()): SearchIndexFile => ({ version: 1, records });

function builtIn(records = fixtureRecords()) {
  return withSafeHighlights(createLocalClient(async () => index(records)));
}

async function search(query: string, extra: Partial<SearchRequest> = {}, client = builtIn()) {
  const { results } = await client.search({ requests: [{ indexName: 'docs', query, facetFilters, ...extra }] });
  return results[0];
}

describe('the built-in search client', () => {
  it('ranks a section whose heading matches above pages that only mention the word', async () => {
    const result = await search('calibration history');
    expect(result.hits[0].url).toBe('/FusionDR/docs/settings/calibration/#calibration-history');
    expect(result.hits[0].type).toBe('lvl2');
  });

  it('finds a section despite a typo', async () => {
    const result = await search('wrklist');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits[0].hierarchy.lvl0).toBe('Worklist settings');
    const calibration = await search('calbration');
    expect(calibration.hits[0].hierarchy.lvl0).toBe('Calibration');
  });

  it('matches the word being typed by its beginning', async () => {
    const result = await search('restor');
    expect(result.hits.map((h) => h.url)).toContain('/FusionDR/docs/settings/system/backup/#restore-from-a-backup');
  });

  it('requires every word of a keyword query', async () => {
    const both = await search('worklist port');
    expect(both.hits.every((h) => h.hierarchy.lvl0 === 'Worklist settings')).toBe(true);
    expect((await search('worklist zebra')).nbHits).toBe(0);
  });

  it('groups by page: lvl0 is the page, headings follow, and it knows the sidebar trail', async () => {
    const hit = (await search('c-echo fails')).hits[0];
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Worklist settings', lvl1: null, lvl2: 'Troubleshooting', lvl3: 'C-ECHO fails' });
    expect(hit.crumbs).toEqual(['Settings', 'DICOM']);
  });

  it('filters by language and docs version tag, AND across filters and OR within a group', async () => {
    const records = [...fixtureRecords(), ...foreignRecords()];
    const client = builtIn(records);
    const urls = async (filters: SearchRequest['facetFilters']) =>
      (await search('modality worklist', { facetFilters: filters }, client)).hits.map((h) => h.url);
    expect(await urls(facetFilters)).toEqual(['/FusionDR/docs/settings/DICOM/worklist/']);
    expect(await urls(['language:fr'])).toEqual(['/FusionDR/fr/docs/settings/DICOM/worklist/']);
    expect(await urls([['docusaurus_tag:docs-default-1.0', 'language:fr']])).toHaveLength(2);
    expect(await urls(['-language:fr', 'docusaurus_tag:docs-default-current'])).toEqual(['/FusionDR/docs/settings/DICOM/worklist/']);
  });

  it('highlights the matching words with <mark> and escapes everything else', async () => {
    const hit = (await search('onerror')).hits[0];
    const snippet = hit._snippetResult?.content?.value ?? '';
    expect(snippet).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    expect(snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('shows a query made of markup as nothing but text', async () => {
    const result = await search('<img src=x onerror=alert(1)>');
    for (const hit of result.hits) {
      const values = [hit._snippetResult?.content?.value, ...Object.values(hit._snippetResult?.hierarchy ?? {}).map((v) => v?.value)];
      for (const value of values) expect(value ?? '').not.toMatch(/<(?!\/?mark>)/);
    }
    expect(result.query).toBe('<img src=x onerror=alert(1)>');
  });

  it('pages through hits and counts them all', async () => {
    const first = await search('worklist', { hitsPerPage: 2 });
    const second = await search('worklist', { hitsPerPage: 2, page: 1 });
    expect(first.nbHits).toBeGreaterThan(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.hits[0].objectID).not.toBe(first.hits[0].objectID);
  });

  it('answers questions: stop words are dropped and any remaining word may match', async () => {
    const result = await search('how do I restore the database from a zebra?', { removeStopWords: true, removeWordsIfNoResults: 'allOptional' });
    expect(result.hits[0].url).toBe('/FusionDR/docs/settings/system/backup/#restore-from-a-backup');
  });

  it('fails like the hosted client when the index cannot be loaded, and loads it on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue(index());
    const client = withSafeHighlights(createLocalClient(load));
    await expect(client.search({ requests: [{ indexName: 'docs', query: 'backup' }] })).rejects.toMatchObject({ name: 'RetryError' });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'backup' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loading the built-in index', () => {
  it('counts an index that does not arrive in time as a failure', async () => {
    const never = ((_: string, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(fetchIndex('/FusionDR/search-index.json', 20, never)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses an answer that is not an index', async () => {
    const notFound = (async () => new Response('<html>Not found</html>', { status: 404 })) as typeof fetch;
    await expect(fetchIndex('/x.json', 1000, notFound)).rejects.toThrow('/x.json answered 404');
    const wrong = (async () => Response.json({ hello: 'world' })) as typeof fetch;
    await expect(fetchIndex('/x.json', 1000, wrong)).rejects.toThrow('/x.json is not a search index');
  });
});
