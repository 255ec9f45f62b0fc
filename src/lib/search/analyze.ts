/**
 * How the built-in search reads text, at build time and in the browser alike: words, lowercased,
 * without the words that do not decide a match, reduced to their English stem (Porter), so that
 * "calibrating", "calibration" and "calibrated" meet.
 */
import { stemmer } from 'stemmer';
import { wordsOf } from './highlight';

/** Words a question is made of that say nothing about its topic. */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can could did do does doing for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to was we were what when where which who whom why will with would you your'.split(
    ' ',
  ),
);

const stems = new Map<string, string>();

/** The stem of one lowercased word (cached: the same words come back all the time). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = /^\p{N}/u.test(word) ? word : stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/** The words of a text that carry meaning, in order. */
export function topicalWords(text: string): string[] {
  return wordsOf(text).filter((w) => !STOP_WORDS.has(w));
}

/** The terms of a text as the index stores them: topical words, stemmed, in order. */
export function termsOf(text: string): string[] {
  return topicalWords(text).map(stemOf);
}

/**
 * The index term that stands for a whole heading, every word as written ("§detector_disconnected"): a
 * query that is exactly a section's heading (an on-screen message, a setting's name) finds that section
 * first, and "called" is not "calling" here. No typed word reaches it by typo or completion: it starts
 * with a sign no word has.
 */
export function headingTerm(text: string): string | undefined {
  const words = wordsOf(text);
  return words.length === 0 ? undefined : `§${words.join('_')}`;
}
