/**
 * Remembers a pure function's results by a text key, so the development site's content check,
 * which runs on every save, parses only the files that changed. Keeps the most recent `max` results.
 */
export function memoByText<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string, max = 1000): (...args: A) => R {
  const results = new Map<string, R>();
  return (...args: A) => {
    const k = key(...args);
    const known = results.get(k);
    if (known !== undefined) return known;
    const result = fn(...args);
    if (results.size >= max) results.delete(results.keys().next().value as string);
    results.set(k, result);
    return result;
  };
}
