import { SEARCH_PAGE_PATH } from '../../config/search';
import type { SiteLocale } from '../../config/locales';
import { withBasePath } from '../../config/site';
import { pageLocale } from './shown-version';

/** The search page of a language (the page's, by default) for a query, without the base path: /search/?q=…, /es/search/?q=… */
export function searchPagePath(query: string, locale: Pick<SiteLocale, 'path'> = pageLocale()): string {
  const q = query.trim();
  return `${locale.path}${SEARCH_PAGE_PATH}${q ? `?q=${encodeURIComponent(q)}` : ''}`;
}

/** The same, with the base path: /FusionDR/search/?q=… */
export function searchPageHref(query: string, locale?: Pick<SiteLocale, 'path'>): string {
  return withBasePath(searchPagePath(query, locale));
}
