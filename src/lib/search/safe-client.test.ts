import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START } from './highlight';
import { localUrl, safeHit, withSafeHighlights } from './safe-client';
import type { AlgoliaAgent, SearchClient, SearchHit } from './types';

const hierarchy = { lvl0: 'Reports', lvl1: 'Billing <b>report</b>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

describe('the safe client', () => {
  it('escapes what a hosted record holds and keeps only its match markers as <mark>', () => {
    const hit = safeHit({
      objectID: '1',
      url: 'https://docs.example.org/FusionDR/docs/reports/billingReport/#export',
      type: 'content',
      hierarchy,
      content: '<img src=x onerror=alert(1)> export',
      _highlightResult: { content: { value: `<img src=x onerror=alert(1)> ${MARK_START}export${MARK_END}`, matchLevel: 'full', matchedWords: ['export'] } },
    } as SearchHit);
    expect(hit._snippetResult?.content?.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>export</mark>');
    expect(hit.url).toBe('/FusionDR/docs/reports/billingReport/#export');
  });

  it('gives every level a snippet of its own, so DocSearch never inserts a raw attribute', () => {
    const hit = safeHit({ objectID: '2', url: '/x/', type: 'lvl1', hierarchy, content: null } as SearchHit);
    expect(hit._snippetResult?.hierarchy?.lvl1?.value).toBe('Billing &lt;b&gt;report&lt;/b&gt;');
    expect(hit._snippetResult?.hierarchy?.lvl0?.value).toBe('Reports');
    expect(hit._snippetResult?.hierarchy?.lvl2).toBeUndefined();
  });

  it('does not follow addresses that are not web pages', () => {
    expect(localUrl('javascript:alert(1)')).toBe('#');
    expect(localUrl('/FusionDR/docs/?q=1#a')).toBe('/FusionDR/docs/?q=1#a');
  });

  it('asks every backend for match markers instead of HTML tags', async () => {
    const seen: unknown[] = [];
    const agent: AlgoliaAgent = { value: '', add: () => agent };
    const inner: SearchClient = {
      search: async (params) => {
        seen.push(params);
        return { results: [] };
      },
      addAlgoliaAgent: () => undefined,
      transporter: { algoliaAgent: agent },
    };
    await withSafeHighlights(inner).search({ requests: [{ indexName: 'i', query: 'q', highlightPreTag: '<b>' }] });
    expect(seen).toEqual([{ requests: [{ indexName: 'i', query: 'q', highlightPreTag: MARK_START, highlightPostTag: MARK_END }] }]);
  });

  it('hands DocSearch escaped text even where it keeps no snippet (recent searches)', () => {
    const hit = safeHit({ objectID: '3', url: '/x/', type: 'content', hierarchy, content: 'Acquire & Review <img src=x onerror=alert(1)>', crumbs: ['Settings & <i>more</i>'] } as SearchHit);
    expect(hit.content).toBe('Acquire &amp; Review &lt;img src=x onerror=alert(1)&gt;');
    expect(hit.hierarchy.lvl1).toBe('Billing &lt;b&gt;report&lt;/b&gt;');
    expect(hit.crumbs).toEqual(['Settings &amp; &lt;i&gt;more&lt;/i&gt;']);
  });

  it('escapes a hosted record, which arrives escaped, exactly once', () => {
    const hosted = { objectID: '4', url: '/x/', type: 'lvl1', hierarchy: { ...hierarchy, lvl1: 'Acquire &amp; Review' }, content: 'Tom &amp; Jerry' } as SearchHit;
    const hit = safeHit(hosted);
    expect(hit.hierarchy.lvl1).toBe('Acquire &amp; Review');
    expect(hit.content).toBe('Tom &amp; Jerry');
    expect(hit._snippetResult?.hierarchy?.lvl1?.value).toBe('Acquire &amp; Review');
  });
});
