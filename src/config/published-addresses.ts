/**
 * The record of every address the site has published (see README, "Moving or renaming a page"): written
 * by `npm run build` after a successful build, and read by the next one, which refuses to drop any of them.
 */
import { CMS_PATH } from './cms-location';
import { TEST_CRASH_PATH } from './test-crash';

/** The record, from the project's root: one site path a line (without the base path), sorted. */
export const PUBLISHED_ADDRESSES_FILE = 'content/published-addresses.txt';

/** The record's first lines, for whoever opens it. */
export const RECORD_HEADER = [
  '# Every address the site has published, under its base path. Written by `npm run build`, which refuses to',
  '# lose one: to move a page, add redirect_from to the doc that replaces it; to retire one, delete its line.',
];

/**
 * Folders of the export whose pages are not a reader's to bookmark, so not in the record: the writers'
 * CMS, the browser tests' crash page, and the not-found page's copies (Next writes it as 404.html,
 * 404/index.html and _not-found/index.html).
 */
export const UNRECORDED_PREFIXES: readonly string[] = [`${CMS_PATH}/`, TEST_CRASH_PATH, '/404/', '/_not-found/', '/_next/'];
