import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap';

describe('the sitemap', () => {
  it('lists each page once, at its absolute address', () => {
    expect(sitemapEntries('https://x.org', '/FusionDR', ['/', '/docs/', '/docs/'])).toEqual([
      { url: 'https://x.org/FusionDR/', changeFrequency: 'weekly', priority: 0.5 },
      { url: 'https://x.org/FusionDR/docs/', changeFrequency: 'weekly', priority: 0.5 },
    ]);
  });

  it('lists a translated page beside its English one, each naming both as alternates', () => {
    const languages = new Map<string, Record<string, string>>([['/docs/login/', { en: '/docs/login/', es: '/es/docs/login/' }], ['/docs/other/', { en: '/docs/other/' }]]);
    const entries = sitemapEntries('https://x.org', '', ['/docs/login/', '/docs/other/'], languages);
    const alternates = { languages: { en: 'https://x.org/docs/login/', es: 'https://x.org/es/docs/login/' } };
    expect(entries.map((e) => [e.url, e.alternates])).toEqual([
      ['https://x.org/docs/login/', alternates],
      ['https://x.org/es/docs/login/', alternates],
      ['https://x.org/docs/other/', undefined],
    ]);
  });
});
