import { allDocs, lastUpdatedOf } from './docs';

/** The date of the docs as a whole: the newest last update of any doc (YYYY-MM-DD). */
export function docsDate(): string {
  return allDocs().map(lastUpdatedOf).reduce((newest, date) => (date > newest ? date : newest), '');
}
