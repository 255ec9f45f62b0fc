import { describe, expect, it } from 'vitest';
import { facets, fixtureCategories, fixtureDocs, fixtureIndex, fixtureSynonyms } from './__fixtures__/docs';
import { buildSearchIndex } from './index-file';
import { createIndexSource, type IndexSource } from './chunked/source';
import { createLocalClient } from './local-client';
import { withSafeHighlights } from './safe-client';
import type { SearchRequest } from './types';

const facetFilters = [`language:${facets.language}`, `docusaurus_tag:${facets.docusaurus_tag}`];

function builtIn(source: IndexSource = fixtureIndex()) {
  return withSafeHighlights(createLocalClient(source));
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

  it('requires every word while some section has them all', async () => {
    const both = await search('worklist port');
    expect(both.hits.every((h) => h.hierarchy.lvl0 === 'Worklist settings')).toBe(true);
    expect(both.partialMatch).toBeUndefined();
  });

  it('falls back to the closest sections when no section has every word, and says so', async () => {
    const result = await search('worklist server zebra');
    expect(result.partialMatch).toBe(true);
    // As the hosted service says it: the words left out, marked.
    expect(result.queryAfterRemoval).toBe('worklist server <em>zebra</em>');
    expect(result.hits[0].hierarchy.lvl0).toBe('Worklist settings');
    expect((await search('worklist server zebra', { removeWordsIfNoResults: 'none' })).nbHits).toBe(0);
    expect((await search('zebra giraffe')).nbHits).toBe(0);
  });

  it('falls back only when more than half of the typed words are words of the docs, not counting a completion', async () => {
    expect((await search('worklist zebra')).nbHits).toBe(0);
    expect((await search('zebra giraffe worklist')).nbHits).toBe(0);
    // "serv" is completed into "server", but a guess does not make a typed word one of the docs.
    expect((await search('worklist zebra serv')).nbHits).toBe(0);
    expect((await search('worklist server zebra')).nbHits).toBeGreaterThan(0);
  });

  it('finds a word through its English forms and its synonyms', async () => {
    expect((await search('calibrating')).hits[0].hierarchy.lvl0).toBe('Calibration');
    const recover = await search('recover database');
    expect(recover.hits[0].url).toBe('/FusionDR/docs/settings/system/backup/#restore-from-a-backup');
    expect(recover.hits[0]._snippetResult?.content?.value).toMatch(/<mark>/);
  });

  it('groups by page: lvl0 is the page, headings follow, and it knows the sidebar trail', async () => {
    const hit = (await search('c-echo fails')).hits[0];
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Worklist settings', lvl1: null, lvl2: 'Troubleshooting', lvl3: 'C-ECHO fails' });
    expect(hit.crumbs).toEqual(['Settings', 'DICOM']);
  });

  it('filters by language and docs version tag: this index holds English docs of the current version only', async () => {
    const urls = async (filters: SearchRequest['facetFilters']) => (await search('modality worklist', { facetFilters: filters })).hits.map((h) => h.url);
    expect(await urls(facetFilters)).toEqual(['/FusionDR/docs/settings/DICOM/worklist/']);
    expect(await urls(['language:fr'])).toEqual([]);
    expect(await urls([['docusaurus_tag:docs-default-1.0', 'language:en']])).toHaveLength(1);
    expect(await urls(['-language:en'])).toEqual([]);
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

});

describe('loading the built-in index in pieces', () => {
  const built = buildSearchIndex(fixtureDocs, fixtureCategories, facets, fixtureSynonyms);
  const served = (fail: (name: string) => boolean = () => false) => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      const name = String(url).replace('/idx/', '');
      asked.push(name);
      const body = built.files.get(name);
      return fail(name) || body === undefined ? new Response('', { status: 503 }) : new Response(body);
    }) as typeof fetch;
    return { asked, source: createIndexSource('/idx/', 1000, fetchImpl) };
  };

  it('fetches only the pieces a query needs: the terms, the shards of its words and the docs of the hits shown', async () => {
    const { asked, source } = served();
    const { results } = await builtIn(source).search({ requests: [{ indexName: 'docs', query: 'worklist', hitsPerPage: 1 }] });
    expect(results[0].hits).toHaveLength(1);
    const shards = asked.filter((n) => /\.s\d+\.json$/.test(n));
    const docs = asked.filter((n) => /\.d\d+\.json$/.test(n));
    expect(asked[0]).toBe('meta.json');
    expect(shards.length).toBeLessThanOrEqual(built.meta.shards);
    expect(docs).toHaveLength(1);
  });

  it('fails like the hosted client when a piece cannot be loaded, and fetches it again on retry', async () => {
    let down = true;
    const { asked, source } = served((name) => down && name.endsWith('.terms.json'));
    const client = builtIn(source);
    await expect(client.search({ requests: [{ indexName: 'docs', query: 'backup' }] })).rejects.toMatchObject({ name: 'RetryError' });
    down = false;
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'backup' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(asked.filter((n) => n.endsWith('.terms.json'))).toHaveLength(2);
    expect(asked.filter((n) => n === 'meta.json')).toHaveLength(1);
  });

  it('counts a piece that does not arrive in time as a failure', async () => {
    const never = ((_: string, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(createIndexSource('/idx/', 20, never).meta()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('asks again for a piece answered 404 within the retry window (the development server), and fails past it', async () => {
    let misses = 2;
    const asked: string[] = [];
    const flaky = (async (url: string) => {
      asked.push(String(url));
      if (String(url).endsWith('.terms.json') && misses-- > 0) return new Response('Not found', { status: 404 });
      const name = String(url).replace('/idx/', '');
      return new Response(built.files.get(name));
    }) as typeof fetch;
    const { results } = await builtIn(createIndexSource('/idx/', 1000, flaky, 5_000)).search({ requests: [{ indexName: 'docs', query: 'backup' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(asked.filter((u) => u.endsWith('.terms.json'))).toHaveLength(3);
    // Without the window (a built site), the first 404 fails the search.
    misses = 1;
    await expect(builtIn(createIndexSource('/idx/', 1000, flaky)).search({ requests: [{ indexName: 'docs', query: 'backup' }] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('refuses an answer that is not an index', async () => {
    const wrong = (async () => Response.json({ hello: 'world' })) as typeof fetch;
    await expect(createIndexSource('/x/', 1000, wrong).meta()).rejects.toThrow('/x/meta.json is not a search index');
  });
});
