import { localeOfPath, pathInLocale, type SiteLocale } from '../config/locales';
import { SEARCH_PAGE_PATH } from '../config/search';

export interface LanguageMenuItem {
  key: string;
  label: string;
  /** A site path without the base path. */
  href: string;
  active: boolean;
  /** The language of the page it leads to (hreflang). */
  lang: string;
}

/**
 * The language menu at a site path (without the base path): every locale, the page's own marked. A doc
 * page of the latest version leads to the same doc in each locale (every doc is there, translated or
 * not), the search page to each locale's search page; any other page leads to the locale's docs.
 */
export function languageMenu(locales: readonly SiteLocale[], path: string, isLatestDocPath: (path: string) => boolean): { current: SiteLocale; items: LanguageMenuItem[] } {
  const current = localeOfPath(path, locales);
  const inEnglish = pathInLocale(path, locales[0], locales);
  const items = locales.map((locale) => {
    const inEvery = isLatestDocPath(inEnglish) || inEnglish === SEARCH_PAGE_PATH;
    const same = locale.code === current.code ? path : inEvery ? pathInLocale(path, locale, locales) : `${locale.path}/docs/`;
    return { key: locale.code, label: locale.label, href: same, active: locale.code === current.code, lang: locale.code };
  });
  return { current, items };
}
