/**
 * Constants of the site's behaviours (spec sections 4 and 9): route progress, lazy loading, the
 * hideable navbar, link prefetching and the chunk reload guard. Tests read the same values.
 */

/** The route-change progress bar (nprogress semantics). */
export const routeProgress = {
  /** A route change shows the bar only when it takes longer than this (ms). */
  delayMs: 200,
  /** Where the bar starts (fraction of the width). */
  minimum: 0.08,
  /** Duration of each step's animation (ms). */
  speedMs: 200,
  /** Interval between two automatic small steps while waiting (ms). */
  trickleMs: 800,
} as const;

/**
 * A page's own scripts start once its text is on screen (src/lib/html/page-scripts-loader.ts), or after
 * this long (ms) when that paint is not reported, as when the tab was put in the background first.
 */
export const PAGE_SCRIPTS_AFTER_MS = 5000;

/** A lazily loaded part shows its loading placeholder only after this delay (ms). */
export const LAZY_LOADER_DELAY_MS = 200;

/** Connections on which links are not prefetched (`navigator.connection.effectiveType`), also skipped with data saver on. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/**
 * After a route chunk failed to load, the page reloads once to the target address. The address and
 * time are kept in sessionStorage under this key, so a second failure shows the error instead of looping.
 */
export const chunkReload = {
  storageKey: 'fusiondr.chunk-reload',
  /** A reload to the same address within this window (ms) is not tried again. */
  windowMs: 60_000,
} as const;

/**
 * After the address changes, a page view waits for the new page's title (Next sets it a moment after
 * the address), at most this long (ms): a change of hash or query keeps the title.
 */
export const ANALYTICS_TITLE_WAIT_MS = 1000;

/**
 * A site link carrying this attribute is left to the browser: never prefetched, never handed to the
 * client router. The one-page manual is plain HTML, with no React payload to fetch, and too large to
 * fetch on a mere hover.
 */
export const PAGE_LOAD_ATTRIBUTE = 'data-page-load';

/**
 * The main region of every page: the skip link's target (`#main`) and where focus goes after an in-place
 * page change. Focusable by script only (tabIndex -1), so the next Tab is the first control inside it.
 */
export const MAIN_REGION = { id: 'main', tabIndex: -1 } as const;
