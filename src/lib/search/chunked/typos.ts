/**
 * When a typed word may stand for a word of the index it is not. The rules, applied by engine.ts:
 * 1. Only a word the index does not hold is corrected, and only into words of the index.
 * 2. The edits allowed grow with the length of the shorter of the two words (stems, or the word as typed
 *    against an index word plus its ending): none below 6 letters, one from 6, two from 9 (`typosAllowed`).
 *    A short word has too many neighbours ("cake" is one letter from "case"), and no edit may turn a
 *    word into a short one ("rabies", stem "rabi", is not "rai").
 * 3. A correction keeps the first letter, or swaps the first two (`sameStart`): readers rarely miss the
 *    first letter, and without that rule nonsense finds a neighbour ("zzqxjvvk" was read as "zip").
 * 4. The word is compared whole, stem to stem, or as the index's word with a typo plus an ending the
 *    stemmer removes ("calbration" is "calibr" + "ation"): never as a short index word followed by
 *    unrelated letters ("football" is not "foot", "asdfgh" is not "add").
 * 5. Completion (engine.ts): the last word only, from three letters, into index words it begins exactly.
 * A swap of two neighbouring letters counts as one edit.
 */
import { typoMinLetters } from '../../../config/search';
import { stemOf as englishStem } from '../analyze';

/**
 * Edit distance between two words (insertions, deletions, substitutions, and two neighbouring
 * letters swapped), or Infinity as soon as it must exceed `max`: the index has thousands of words.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
      best = Math.min(best, current[j]);
    }
    if (best > max) return Infinity;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max ? previous[b.length] : Infinity;
}

/**
 * Rule 2: the typos a word of this length may carry and still match. From 6 letters, not Algolia's 4:
 * five-letter stems of the manual are one letter from common words it does not use ("suture" and
 * "saturation", "recipe" and "recipient").
 */

export function typosAllowed(word: string): number {
  return word.length >= typoMinLetters.two ? 2 : word.length >= typoMinLetters.one ? 1 : 0;
}

/** Rule 3: the same first letter, or the first two letters swapped. */
export function sameStart(typed: string, term: string): boolean {
  return typed[0] === term[0] || (typed[0] === term[1] && typed[1] === term[0]);
}

/** Longest ending a word may have past the stem it is matched against ("-ation", "-ing"). */
const MAX_ENDING = 5;

/**
 * Rule 4, second half: how far `word` (as typed, not stemmed) is from `stem` plus an ending the stemmer
 * takes off again: the fewest typos that make some beginning of the word equal the stem, where the rest
 * of the word, put after the stem, is stemmed away. "calbration" is one typo from "calibr" (+ "ation"),
 * although its own stem ("calbrat") is two away; "asdfgh" is not "add" + "fgh".
 */
export function prefixDistance(stem: string, word: string, max: number, stemOf: (word: string) => string = englishStem): number {
  const m = stem.length;
  const n = word.length;
  if (m === 0 || n < m - max) return Infinity;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => [i]);
  for (let j = 1; j <= n; j++) d[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = stem[i - 1] === word[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && stem[i - 1] === word[j - 2] && stem[i - 2] === word[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  let best = Infinity;
  // An ending of at least one letter: the word without one is compared stem to stem (boundedDistance).
  for (let j = Math.max(1, n - MAX_ENDING); j < n; j++) {
    if (d[m][j] < best && d[m][j] <= max && stemOf(stem + word.slice(j)) === stem) best = d[m][j];
  }
  return best;
}

/** The typos allowed between two words: those of the shorter one (rule 2), so no edit makes a short word of a long one. */
const allowedBetween = (a: string, b: string) => typosAllowed(a.length < b.length ? a : b);

/** Rules 2 to 4: how many typos separate a typed word (and its stem) from an index term, or Infinity; `stemOf`: the index's language's. */
export function typoDistance(word: string, stem: string, term: string, stemOf: (word: string) => string = englishStem): number {
  if (!sameStart(word, term)) return Infinity;
  const whole = allowedBetween(stem, term);
  const withEnding = allowedBetween(word, term);
  return Math.min(whole > 0 ? boundedDistance(stem, term, whole) : Infinity, withEnding > 0 ? prefixDistance(term, word, withEnding, stemOf) : Infinity);
}
