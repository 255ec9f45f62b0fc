import type { MetadataRoute } from 'next';
import { BASE_PATH, MAIN_DOC_ID, site } from '@/config/site';
import { docsOf } from '@/catalogue/docs';
import { languagesOf } from '@/catalogue/doc-metadata';
import { sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The version at /docs/ only: older and unreleased versions point search engines at it. Each doc's
  // translations come with it.
  const docs = docsOf().filter((d) => d.docId !== MAIN_DOC_ID);
  const languages = new Map(docsOf().map((d) => [d.href, languagesOf(d.docId)]));
  return sitemapEntries(site.url, BASE_PATH, ['/', '/docs/', ...docs.map((d) => d.href).sort()], languages);
}
