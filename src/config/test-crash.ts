/**
 * The test-only crash page at /test-crash/ (see README, "Behaviours"): not linked, not in the sitemap,
 * disallowed in robots.txt and marked noindex. The browser tests use it to produce the error screens.
 */
export const TEST_CRASH_PATH = '/test-crash/';

export const testCrash = {
  title: 'Crash test page',
  intro: 'This page exists for the site’s browser tests: it crashes on request and loads a part lazily. It is not part of the documentation.',
  crash: 'Crash this page',
  loadPart: 'Load the lazy part',
  partLoaded: 'The lazily loaded part is here.',
  /** The error thrown, and its causes. */
  error: {
    message: 'The test page crashed on purpose',
    cause: 'The study list was undefined',
    rootCause: 'The worklist server answered 503',
  },
} as const;
