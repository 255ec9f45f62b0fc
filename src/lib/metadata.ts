import type { Metadata, Viewport } from 'next';
import { BASE_PATH, site } from '../config/site';

/** A page's title as the browser shows it: `Worklist settings | FusionDR`. */
export const fullTitle = (title: string) => `${title} | ${site.title}`;

/** Every page's metadata unless it says otherwise: the root layout's, and the 404 page's. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: fullTitle('%s') },
  description: site.tagline,
  robots: { index: true, follow: true },
};

export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

/** Open Graph's name of each locale's language and region. */
const OPEN_GRAPH_LOCALES: Readonly<Record<string, string>> = { en: 'en_US', es: 'es_ES', de: 'de_DE', fr: 'fr_FR', it: 'it_IT', pt: 'pt_PT' };

/**
 * Canonical, hreflang and Open Graph metadata for a page at `path` (a site path, without the base path).
 * `languages`: the page's address in each language it is written in (English's is `path` by default);
 * `locale`: the page's own language, when not English.
 */
export function pageMetadata({
  path,
  title,
  description,
  languages = {},
  locale = 'en',
}: {
  path: string;
  title?: string;
  description: string;
  languages?: Record<string, string>;
  locale?: string;
}): Metadata {
  const url = `${BASE_PATH}${path}`;
  const english = `${BASE_PATH}${languages.en ?? path}`;
  const others = Object.entries(languages).filter(([code]) => code !== 'en');
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: { en: english, ...Object.fromEntries(others.map(([code, href]) => [code, `${BASE_PATH}${href}`])), 'x-default': english } },
    openGraph: {
      type: 'website',
      siteName: site.title,
      locale: OPEN_GRAPH_LOCALES[locale] ?? locale,
      url,
      title: title ? fullTitle(title) : site.title,
      description,
    },
  };
}
