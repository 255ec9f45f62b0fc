/**
 * The search interface's strings (the modal's, its panels' and the search page's) in the page's language:
 * English, or a translated locale's, fetched when search is first used on one of its pages (never on an English page).
 */
import { docSearchWords, searchStrings, type DocSearchWords } from '@/config/search';

export type SearchStrings = typeof searchStrings;

const ENGLISH = { lang: 'en', strings: searchStrings, words: docSearchWords };
let current: { lang: string; strings: SearchStrings; words: DocSearchWords } = ENGLISH;

/** The language whose search strings the page needs: a translated locale's, else English. */
const langOfPage = () => (document.documentElement.lang === 'es' ? 'es' : 'en');

/** Whether the strings of the page's language are loaded. */
export function searchStringsLoaded(): boolean {
  return current.lang === langOfPage();
}

/** Loads the strings of the page's language (the modal's, as it opens; the search page's, as it renders). */
export async function loadSearchStrings(): Promise<void> {
  if (searchStringsLoaded()) return;
  if (langOfPage() === 'en') {
    current = ENGLISH;
    return;
  }
  const { searchStringsEs, docSearchWordsEs } = await import('@/config/search.es');
  current = { lang: 'es', strings: searchStringsEs as SearchStrings, words: docSearchWordsEs };
}

/** The strings the modal, its panels and the search page show now. */
export function shownSearchStrings(): SearchStrings {
  return current.strings;
}

/** DocSearch's own words in the modal now. */
export function shownDocSearchWords(): DocSearchWords {
  return current.words;
}
