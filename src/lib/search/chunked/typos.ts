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

/** Typos a word of this length may carry and still match: none below 4 letters, one from 4, two from 8. */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Longest ending a word may have past the stem it is matched against ("-ation", "-ing"). */
const MAX_ENDING = 5;

/**
 * How far `word` (as typed, not stemmed) is from beginning with `stem`: the fewest typos that make some
 * beginning of the word equal the stem, leaving at most a short ending. "calbration" is one typo from
 * the stem "calibr", although its own stem ("calbrat") is three away.
 */
export function prefixDistance(stem: string, word: string, max: number): number {
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
  for (let j = Math.max(1, n - MAX_ENDING); j <= n; j++) best = Math.min(best, d[m][j]);
  return best <= max ? best : Infinity;
}
