/**
 * The offline manual (see README, "Reading offline"): the service worker the build generates, what
 * "Make the manual available offline" downloads, and the caches they share.
 */
import { SHARED_ASSET_DIRS } from './shared-assets';
import { SEARCH_INDEX_DIR } from './search';
import { CMS_PATH } from './cms-location';
import { TEST_CRASH_PATH } from './test-crash';

/** The worker script, at the root of the export: its scope is the whole site under the base path. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Imported by the worker: the build's name, and the clean-up of the other builds' caches. */
export const SERVICE_WORKER_BUILD_FILE = 'sw-build.js';

/** The list of files the whole-manual download fetches, written by the build beside the worker. */
export const OFFLINE_MANUAL_FILE = 'offline-manual.json';

/** A docs version's list: the latest version's is offline-manual.json, the others' offline-manual.<version>.json. */
export function offlineManualFileOf(version: { isLast: boolean; name: string }): string {
  return version.isLast ? OFFLINE_MANUAL_FILE : OFFLINE_MANUAL_FILE.replace(/\.json$/, `.${version.name}.json`);
}

/**
 * What "the whole manual" is, as globs in the export. Add a folder here (a new search index folder,
 * a navigation file) and the download and the README's list follow.
 */
export const offlineManualGlobs: readonly string[] = [
  'index.html',
  'index.txt',
  '__next.*.txt',
  'docs/**/index.html',
  'docs/**/*.txt',
  // Each doc's Markdown (about 0.9 MB for 100 docs, under 6 % of the manual): "Copy page as Markdown" works offline too.
  'docs.md',
  'docs/**/*.md',
  'search/index.html',
  'search/*.txt',
  // The site's scripts and styles, DocSearch's with them: the search modal works offline too.
  ...SHARED_ASSET_DIRS.map((dir) => `${dir}**`),
  `${SEARCH_INDEX_DIR.replace(/^\/|\/$/g, '')}/**`,
  'nav/**',
  'img/**',
  'icon.svg',
];

/** Never in the worker's caches, nor in the download: the CMS and the crash test page. */
export const neverCachedPaths: readonly string[] = [`${CMS_PATH.replace(/\/?$/, '/')}`, TEST_CRASH_PATH];

/** Caches are named per build, so a new worker can delete everything of the builds before it. */
export const CACHE_PREFIX = 'fusiondr';

/** A page that does not answer within this time is served from the cache, when it holds one (s). */
export const NETWORK_TIMEOUT_SECONDS = 5;

/** The whole-manual download asks the worker for this many files at a time. */
export const DOWNLOAD_BATCH_SIZE = 8;

/** A batch the worker has not finished after this long counts as failed (ms). */
export const DOWNLOAD_BATCH_TIMEOUT_MS = 60_000;

/** localStorage: which build the whole manual was downloaded for, and the reader's wish to keep it. */
export const offlineStorageKey = 'fusiondr.offline-manual';

