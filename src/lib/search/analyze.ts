/**
 * How the built-in search reads text, at build time and in the browser alike: words, lowercased,
 * without the words that do not decide a match, reduced to their stem, so that "calibrating",
 * "calibration" and "calibrated" meet. Each index is read in its own language (its `language` facet):
 * English here (Porter); Spanish in analyze-es.ts, which the browser loads only for a Spanish index.
 */
import { stemmer } from 'stemmer';
import { wordsOf } from './highlight';

/** Words a question is made of that say nothing about its topic. */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can could did do does doing for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to was we were what when where which who whom why will with would you your'.split(
    ' ',
  ),
);

/** How one language's text is read: by the build for its index, by the browser for the queries it answers from it. */
export interface Analysis {
  /** Words that say nothing about a query's topic, as `fold` gives them. */
  stopWords: ReadonlySet<string>;
  /** A lowercased word as it is compared with the index's words (Spanish: without accents). */
  fold(word: string): string;
  /** The stem of one lowercased word (cached: the same words come back all the time). */
  stemOf(word: string): string;
  /** The words of a text that carry meaning, in order, as written (lowercased). */
  topicalWords(text: string): string[];
  /** The terms of a text as the index stores them: topical words, stemmed, in order. */
  termsOf(text: string): string[];
  /**
   * The index term that stands for a whole heading, every word as written ("§detector_disconnected"): a
   * query that is exactly a section's heading (an on-screen message, a setting's name) finds that section
   * first, and "called" is not "calling" here. No typed word reaches it by typo or completion: it starts
   * with a sign no word has.
   */
  headingTerm(text: string): string | undefined;
}

/** The analysis of a language from its stop words and stemmer; numbers are kept as they are. */
export function analysisOf(stopWords: ReadonlySet<string>, stem: (word: string) => string, fold: (word: string) => string = (w) => w): Analysis {
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let found = stems.get(word);
    if (found === undefined) {
      found = /^\p{N}/u.test(word) ? word : stem(word);
      stems.set(word, found);
    }
    return found;
  };
  const topicalWords = (text: string) => wordsOf(text).filter((w) => !stopWords.has(fold(w)));
  return {
    stopWords,
    fold,
    stemOf,
    topicalWords,
    termsOf: (text) => topicalWords(text).map(stemOf),
    headingTerm(text) {
      const words = wordsOf(text);
      return words.length === 0 ? undefined : `§${words.map(fold).join('_')}`;
    },
  };
}

export const english: Analysis = analysisOf(STOP_WORDS, stemmer);

export const { stemOf, topicalWords, termsOf, headingTerm } = english;

/** The languages the search reads besides English, each loaded only when an index in it is read. */
const otherLanguages: Record<string, () => Promise<Analysis>> = {
  es: () => import('./analyze-es').then((m) => m.spanish),
};

/** The analysis of an index's language (its `language` facet); a language the search cannot read is an error. */
export async function analysisFor(language: string): Promise<Analysis> {
  if (language === 'en') return english;
  const load = otherLanguages[language];
  if (!load) throw new Error(`The search cannot read ${JSON.stringify(language)}: it reads ${['en', ...Object.keys(otherLanguages)].join(', ')}.`);
  return load();
}
