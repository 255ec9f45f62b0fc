import { sitemap } from '../config/site';

export interface SitemapEntry {
  url: string;
  changeFrequency: typeof sitemap.changefreq;
  priority: number;
}

/** Every public page as an absolute URL with the spec's change frequency and priority. */
export function sitemapEntries(origin: string, basePath: string, paths: string[]): SitemapEntry[] {
  return [...new Set(paths)].map((path) => ({
    url: `${origin}${basePath}${path}`,
    changeFrequency: sitemap.changefreq,
    priority: sitemap.priority,
  }));
}
