import { BASE_PATH, storageKeys } from '../../config/site';
import { localeManuals, localeOfPath, type SiteLocale } from '../../config/locales';
import { latestVersion, versionNamed, versionOfPath, type DocsVersion } from '../../config/versions';
import { readStorage } from '../storage';

/** The docs version search looks in: the one of the doc being read, else the reader's preferred one, else the latest. */
export function shownVersion(): DocsVersion {
  const path = typeof location === 'undefined' ? '/' : location.pathname.slice(BASE_PATH.length);
  if (/^\/docs(\/|$)/.test(path)) return versionOfPath(path);
  return versionNamed(readStorage(storageKeys.preferredVersion)) ?? latestVersion;
}

/** The language of the page shown: a translated locale's on its pages (/es/…), else English. */
export function pageLocale(): SiteLocale {
  return localeOfPath(typeof location === 'undefined' ? '/' : location.pathname.slice(BASE_PATH.length));
}

/** The docs search looks in: a translated locale's on its pages (/es/…), else the docs version shown. */
export function shownManual(): DocsVersion {
  const locale = pageLocale();
  return localeManuals.find((m) => m.locale === locale.code) ?? shownVersion();
}
