import { allDocs, lastUpdatedOf } from './docs';
import { currentSnapshot } from './snapshot';

/** Worked out once per snapshot: every page's footer shows it, and it reads every doc. */
const dateOf = new WeakMap<object, string>();

/** The date of the docs as a whole: the newest last update of any doc (YYYY-MM-DD). */
export function docsDate(): string {
  const snapshot = currentSnapshot();
  let date = dateOf.get(snapshot);
  if (date === undefined) {
    date = allDocs().map(lastUpdatedOf).reduce((newest, next) => (next > newest ? next : newest), '');
    dateOf.set(snapshot, date);
  }
  return date;
}
