import type { MetadataRoute } from 'next';
import { BASE_PATH, MAIN_DOC_ID, site } from '@/config/site';
import { docsOf } from '@/catalogue/docs';
import { sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The version at /docs/ only: older and unreleased versions point search engines at it.
  const docPaths = docsOf().filter((d) => d.docId !== MAIN_DOC_ID).map((d) => d.href);
  return sitemapEntries(site.url, BASE_PATH, ['/', '/docs/', ...docPaths.sort()]);
}
