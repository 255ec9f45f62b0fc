import { lastUpdatedOf } from './docs';
import { perSnapshot } from './snapshot';

/** The date of the docs as a whole: the newest last update of any doc (YYYY-MM-DD). Every page's footer shows it. */
export const docsDate = perSnapshot(({ docs }) => docs.map(lastUpdatedOf).reduce((newest, date) => (date > newest ? date : newest), ''));
