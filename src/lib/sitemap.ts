import { sitemap } from '../config/site';

export interface SitemapEntry {
  url: string;
  changeFrequency: typeof sitemap.changefreq;
  priority: number;
  /** The page in each language it is written in, when there is more than one. */
  alternates?: { languages: Record<string, string> };
}

/**
 * Every public page as an absolute URL with the spec's change frequency and priority; `languages` gives
 * a page's addresses in each language it is written in (site paths, by the page's path), listed as its
 * alternates, and each translation is an entry of its own.
 */
export function sitemapEntries(origin: string, basePath: string, paths: string[], languages: ReadonlyMap<string, Record<string, string>> = new Map()): SitemapEntry[] {
  const absolute = (path: string) => `${origin}${basePath}${path}`;
  const entries: SitemapEntry[] = [];
  for (const path of new Set(paths)) {
    const alternates = languages.get(path);
    const many = alternates && Object.keys(alternates).length > 1 ? { alternates: { languages: Object.fromEntries(Object.entries(alternates).map(([code, href]) => [code, absolute(href)])) } } : {};
    for (const href of alternates && 'alternates' in many ? Object.values(alternates) : [path]) {
      entries.push({ url: absolute(href), changeFrequency: sitemap.changefreq, priority: sitemap.priority, ...many });
    }
  }
  return entries;
}
