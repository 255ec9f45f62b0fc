
/**
 * The strings of the mobile drawer (its navbar items, menus and docs sidebar): a module of their own, as
 * the drawer's code is fetched when the menu button is first reached for. The navbar and the sidebar show
 * the same items on the server. Part of `strings` in ./index.ts.
 */
export const strings = {
  nav: {
    docs: 'Docs',
    help: 'Help',
    feedback: 'Feedback',
    main: 'Main',
    closeMenu: 'Close navigation menu',
    backToMainMenu: 'Back to main menu',
  },
  docs: {
    sidebar: 'Docs sidebar',
    sidebarLoading: 'Loading the docs menu…',
    sidebarFailed: 'The docs menu could not be loaded. Check the connection, then close and open the menu again.',
  },
} as const;
