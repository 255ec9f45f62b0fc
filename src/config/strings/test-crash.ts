/**
 * The strings of the test-only crash page (src/config/test-crash.ts): a module of their own, so that no
 * page's scripts carry them but the test page's.
 */
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
