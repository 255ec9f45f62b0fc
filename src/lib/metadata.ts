import type { Metadata } from 'next';
import { BASE_PATH, site } from '../config/site';

/** Canonical, hreflang and Open Graph metadata for a page at `path` (a site path, without the base path). */
export function pageMetadata({ path, title, description }: { path: string; title?: string; description: string }): Metadata {
  const url = `${BASE_PATH}${path}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: { en: url, 'x-default': url } },
    openGraph: {
      type: 'website',
      siteName: site.title,
      locale: 'en_US',
      url,
      title: title ? `${title} | ${site.title}` : site.title,
      description,
    },
  };
}
