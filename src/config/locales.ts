/**
 * The site's languages. English is the default, served without a prefix (/docs/…); every locale listed in
 * content/locales.json (written by `npm run docs:locale -- es`) is served at /<locale>/docs/…, its docs
 * translated in content/i18n/<locale>/docs/ (the same paths as content/docs/), each doc without a
 * translation shown in English with a notice. With no locale listed, the site is English only, as the spec says.
 */
import listed from '../../content/locales.json';
import { latestVersion, versionOfPath, type DocsVersion } from './versions';

export interface SiteLocale {
  /** `en`, `es`: the `lang` of its pages and the segment of its addresses. */
  code: string;
  /** Its name in its own language, as the language menu shows it. */
  label: string;
  /** Where its pages are served, without the base path: '' for English, `/es`. */
  path: string;
  /** The folder of its translated docs (`content/i18n/es`); none for English. */
  contentDir?: string;
}

export const DEFAULT_LOCALE = 'en';
export const LOCALES_FILE = 'content/locales.json';
export const I18N_DIR = 'content/i18n';
/** A locale's code as the command accepts it (ISO 639-1, lower case). */
export const LOCALE_CODE = /^[a-z]{2}$/;

/** Each language's name in that language: a locale can only be added once its name is here. */
export const LOCALE_LABELS: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

/** English, then the locales `codes` turns on, in their order. */
export function siteLocales(codes: readonly string[]): SiteLocale[] {
  return [
    { code: DEFAULT_LOCALE, label: LOCALE_LABELS[DEFAULT_LOCALE], path: '' },
    ...codes.map((code) => ({ code, label: LOCALE_LABELS[code] ?? code, path: `/${code}`, contentDir: `${I18N_DIR}/${code}` })),
  ];
}

export const locales: SiteLocale[] = siteLocales(listed as string[]);
export const defaultLocale: SiteLocale = locales[0];
/** The locales beyond English. */
export const translatedLocales: SiteLocale[] = locales.slice(1);

export function localeNamed(code: string | undefined): SiteLocale | undefined {
  return locales.find((l) => l.code === code);
}

/** The locale of a site path (without the base path): /es/docs/x/ is Spanish, anything else English. */
export function localeOfPath(path: string, all: readonly SiteLocale[] = locales): SiteLocale {
  const [, segment] = /^\/([^/]+)\//.exec(path) ?? [];
  return all.find((l) => l.path !== '' && l.path === `/${segment}`) ?? all[0];
}

/** The same page in another locale: `/es/docs/x/` -> `/docs/x/` -> `/de/docs/x/`. */
export function pathInLocale(path: string, to: SiteLocale, all: readonly SiteLocale[] = locales): string {
  const from = localeOfPath(path, all);
  return `${to.path}${path.slice(from.path.length)}`;
}

/** A locale's docs as the pipeline handles a version's: the latest version's docs, served at /es/docs/. */
export function localeManualOf(locale: SiteLocale, latest: DocsVersion): DocsVersion {
  return {
    name: locale.code,
    label: latest.label,
    isLast: false,
    path: `${locale.path}${latest.path}`,
    contentDir: locale.contentDir ?? latest.contentDir,
    searchTag: latest.searchTag,
    locale: locale.code,
  };
}

/** The docs of every translated locale. */
export const localeManuals: DocsVersion[] = translatedLocales.map((l) => localeManualOf(l, latestVersion));

/** The docs a site path (without the base path) shows: a translated locale's (/es/docs/…), else its docs version's. */
export function manualOfPath(path: string): DocsVersion {
  const locale = localeOfPath(path);
  return localeManuals.find((m) => m.locale === locale.code) ?? versionOfPath(path);
}
