import { shownSearchStrings } from '../search-strings';

/** Said with results that answer only some of the words typed, so a reader knows to rephrase if they miss. */
export function PartialMatchNote() {
  return (
    <p role="note" className="fdr-partial-note mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
      {shownSearchStrings().partial}
    </p>
  );
}
