
/**
 * The visible strings that a page's first-load code shows (its islands, the site shell's controls and the
 * error screens): a module of their own, so that a page's first load carries only these. The mobile
 * drawer's are in ./drawer.ts and the offline panel's in ./offline.ts, fetched with their code; ./index.ts
 * has every string of the site, these included.
 */
export const strings = {
  nav: {
    openMenu: 'Open navigation menu',
    language: 'Language',
    version: 'Version',
    search: 'Search',
    searchShortcut: 'Ctrl K',
    searchShortcutApple: '⌘ K',
  },
  colorMode: {
    light: 'light mode',
    dark: 'dark mode',
    system: 'system mode',
    /** The button's name before the page's scripts run (it is disabled until then). */
    toggle: 'Switch between dark and light mode',
    toggleLabel: (mode: string, next: string) => `Switch between dark and light mode (currently ${mode}); next: ${next}`,
  },
  docs: {
    expandCategory: (label: string) => `Expand sidebar category '${label}'`,
    collapseCategory: (label: string) => `Collapse sidebar category '${label}'`,
  },
  errors: {
    pageTitle: 'Page Error',
    crashed: 'This page crashed.',
    tryAgain: 'Try again',
    details: 'What went wrong',
    causedBy: 'Caused by',
    unknown: 'An unknown error occurred.',
    loadFailed: 'Failed page load: this part of the page could not be loaded.',
    retry: 'Retry',
    loading: 'Loading…',
  },
} as const;
