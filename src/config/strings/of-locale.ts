/**
 * The interface strings of a locale's pages, for the server's components only (no page's scripts carry
 * another language's strings). A locale's strings are listed here when it is added (npm run docs:locale).
 */
import type { Locale } from 'date-fns';
// Each locale's own module: the 'date-fns/locale' index would bring every language into the development server's compile.
import { enUS } from 'date-fns/locale/en-US';
import { es as esDates } from 'date-fns/locale/es';
import { strings as copyMarkdown } from './copy-markdown';
import { stringsEs as copyMarkdownEs } from './copy-markdown.es';
import { strings } from './index';
import { stringsEs } from './index.es';
import { searchStrings } from '../search';
import { searchStringsEs } from '../search.es';

type PageStrings = typeof strings;
type CopyMarkdownStrings = typeof copyMarkdown;
type SearchStrings = typeof searchStrings;

const byLocale: Readonly<Record<string, { strings: PageStrings; copyMarkdown: CopyMarkdownStrings; search: SearchStrings; dates: Locale }>> = {
  en: { strings, copyMarkdown, search: searchStrings, dates: enUS },
  es: { strings: stringsEs as PageStrings, copyMarkdown: copyMarkdownEs as CopyMarkdownStrings, search: searchStringsEs as SearchStrings, dates: esDates },
};

/** The strings of a locale's pages (English for a locale with none). */
export function stringsOf(locale: string | undefined): PageStrings {
  return (byLocale[locale ?? 'en'] ?? byLocale.en).strings;
}

/** The "Copy page as Markdown" control's strings of a locale's pages. */
export function copyMarkdownStringsOf(locale: string | undefined): CopyMarkdownStrings {
  return (byLocale[locale ?? 'en'] ?? byLocale.en).copyMarkdown;
}

/** The search page's strings of a locale (its title, description and what it shows while it loads). */
export function searchStringsOf(locale: string | undefined): SearchStrings {
  return (byLocale[locale ?? 'en'] ?? byLocale.en).search;
}

/** date-fns's locale for a locale's dates. */
export function datesOf(locale: string | undefined): Locale {
  return (byLocale[locale ?? 'en'] ?? byLocale.en).dates;
}

/** Whether the interface has been translated into `locale`. */
export function hasStrings(locale: string): boolean {
  return locale in byLocale;
}
