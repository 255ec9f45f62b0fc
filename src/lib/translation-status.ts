/**
 * Where a locale's translation stands: each English doc translated (a file at the same path under
 * content/i18n/<locale>/docs/), out of date (its English source was committed after it), or missing.
 */

export interface TranslationStatus {
  locale: string;
  /** Doc paths relative to the docs folder (`settings/users.mdx`), sorted. */
  upToDate: string[];
  outOfDate: string[];
  missing: string[];
  /** Translated files with no English doc any more (a doc moved or deleted since). */
  orphaned: string[];
}

/**
 * `english` and `translated` map each doc's path to the time of its last commit (seconds; 0 when never
 * committed, so a translation being written counts as newer than any English source).
 */
export function translationStatus(locale: string, english: ReadonlyMap<string, number>, translated: ReadonlyMap<string, number>): TranslationStatus {
  const sorted = (paths: Iterable<string>) => [...paths].sort();
  const upToDate: string[] = [];
  const outOfDate: string[] = [];
  const missing: string[] = [];
  for (const [path, englishTime] of english) {
    const time = translated.get(path);
    if (time === undefined) missing.push(path);
    else if (time !== 0 && englishTime > time) outOfDate.push(path);
    else upToDate.push(path);
  }
  return {
    locale,
    upToDate: sorted(upToDate),
    outOfDate: sorted(outOfDate),
    missing: sorted(missing),
    orphaned: sorted([...translated.keys()].filter((path) => !english.has(path))),
  };
}

/** The one-line summary the build prints: `es: 10 of 103 docs translated (3 out of date), 93 missing`. */
export function statusLine(status: TranslationStatus): string {
  const translated = status.upToDate.length + status.outOfDate.length;
  const total = translated + status.missing.length;
  const orphaned = status.orphaned.length > 0 ? `, ${status.orphaned.length} without an English doc` : '';
  return `${status.locale}: ${translated} of ${total} docs translated (${status.outOfDate.length} out of date), ${status.missing.length} missing${orphaned}`;
}
