import { searchIndexUrl } from './search';
import { BASE_PATH, MAIN_DOC_ID } from './site';
import type { EnvName } from './env';

/** Constants of the development servers (npm run dev, npm run cms). */

/**
 * The one file the site reads its docs from (docs, folders and the content check's verdict); replaced
 * whole (written aside, then renamed), only once the check has judged the files it was made from.
 */
export const CONTENT_SNAPSHOT = '.contentlayer/site/content.json';
/**
 * The development site's search index: each piece by its path (`search-index/meta.json`), written by the
 * content check from its own parse after each snapshot (the build writes the same files into the export).
 */
export const DEV_SEARCH_INDEX = '.contentlayer/site/search-index.json';
/**
 * Beside the snapshot and the search index: which files (and which code) the check judged them from, and
 * its count of problems. A development site started again on the same files serves them at once, and
 * checks the docs again only once its pages are compiled (scripts/lib/checked-verdict.ts).
 */
export const DEV_CHECKED_VERDICT = '.contentlayer/site/checked.json';
/** Set for contentlayer by the build, which publishes the snapshot itself: its onSuccess then does nothing. */
export const STAGE_ONLY_ENV = 'CONTENT_SNAPSHOT_STAGE_ONLY' satisfies EnvName;
/** Changes arriving within this window (a git pull, a folder deleted) are checked together. */
export const CHECK_DEBOUNCE_MS = 80;
/** Where the development site's gate tells the open pages that a new snapshot is published (server-sent events). */
export const DEV_CONTENT_EVENTS_PATH = `${BASE_PATH}/_dev/content-events`;
/** How many times the gate asks Next again for a page that answered 500 (a compile was under way; a loaded machine may need more than one). */
export const DEV_GATE_RETRIES_AFTER_ERROR = 3;
/** How long the gate keeps asking for an address that answered 404 while it should exist. */
export const DEV_GATE_NOT_FOUND_BUDGET_MS = 8000;
/**
 * What the gate tells clients it keeps an idle connection for (the Keep-Alive header), and how long it
 * really keeps one. A client closes its idle connection before the advertised time; the gate waits far
 * longer, so a client never sends a request down a connection the gate is closing. With Node's
 * defaults (5 s told, closed a second later), a loaded machine let Node's fetch, whose timers are
 * coarse, reuse a connection at the moment the gate closed it: "fetch failed".
 */
export const DEV_GATE_KEEP_ALIVE_ADVERTISED_S = 5;
export const DEV_GATE_IDLE_CONNECTION_MS = 60_000;
/** Pause before the gate asks Next again for a page. */
export const DEV_GATE_RETRY_MS = 150;
/** Compiled as soon as Next is up, before the docs are generated: the route of every doc page. */
export const DEV_EARLY_WARM_PATH = `${BASE_PATH}/docs/${MAIN_DOC_ID}/`;
/** An address no route matches: the development site's gate asks it for a doc address with no file (scripts/dev-gate.ts). */
export const DEV_NOT_FOUND_PATH = `${BASE_PATH}/no-such-doc/`;
/** Compiled as soon as the development site is up: the docs' front page, the search index, the 404 page. */
export const DEV_WARM_PATHS = [`${BASE_PATH}/docs/`, `${searchIndexUrl}meta.json`, DEV_NOT_FOUND_PATH];
/** Development servers answer on the loopback interface only. */
export const DEV_HOST = '127.0.0.1';

/** What the development site shows a writer on a doc page. */
export const devStrings = {
  problemsHeading: 'This doc cannot be built',
  problemsIntro: 'The build would stop here. Fix the lines below and save: this page updates by itself.',
  pendingHeading: 'This doc is being prepared',
  pending: 'The file is saved; the page appears here by itself in a moment.',
} as const;
