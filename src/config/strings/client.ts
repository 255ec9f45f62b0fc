/**
 * The visible strings of the interface that the browser's code shows with a page (its islands and error
 * screens): a module of their own, so that a page's first load carries only these. The offline panel's
 * are in ./offline.ts; ./index.ts has every string of the site, these included.
 */
export const strings = {
  nav: {
    docs: 'Docs',
    help: 'Help',
    feedback: 'Feedback',
    home: 'FusionDR home',
    main: 'Main',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    backToMainMenu: 'Back to main menu',
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
    toggleLabel: (mode: string, next: string) => `Switch between dark and light mode (currently ${mode}); next: ${next}`,
  },
  docs: {
    sidebar: 'Docs sidebar',
    sidebarLoading: 'Loading the docs menu…',
    sidebarFailed: 'The docs menu could not be loaded. Check the connection, then close and open the menu again.',
    breadcrumbs: 'Breadcrumbs',
    home: 'Home page',
    toc: 'On this page',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Docs pages',
    lastUpdated: 'Last updated on',
    expandCategory: (label: string) => `Expand sidebar category '${label}'`,
    collapseCategory: (label: string) => `Collapse sidebar category '${label}'`,
    headingLink: (title: string) => `Direct link to ${title}`,
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
