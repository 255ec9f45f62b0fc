/**
 * The search modal's strings (and its panels', shared with the search page) in the page's language:
 * English, or a translated locale's, fetched as the modal opens on one of its pages (never on an English page).
 */
import { searchStrings } from '@/config/search';

export type SearchStrings = typeof searchStrings;

let current: SearchStrings = searchStrings;

/** Picks the strings of the page the modal opens on. */
export async function loadModalStrings(): Promise<void> {
  current = document.documentElement.lang === 'es' ? ((await import('@/config/search.es')).searchStringsEs as SearchStrings) : searchStrings;
}

/** The strings the modal and its panels show now. */
export function modalStrings(): SearchStrings {
  return current;
}
