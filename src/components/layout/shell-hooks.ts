/**
 * The attributes by which shell-controls.ts finds the site shell's controls. The controls hold no React
 * state; one listener per event on the document drives every copy.
 */
export const shellHooks = {
  /** On a menu's button, whose `aria-controls` names its list of links. */
  menuButton: 'data-nav-menu',
  /** On a menu's link: `key=value`, written to the browser's storage when the link is chosen. */
  remember: 'data-remember',
  /** On the colour mode button. */
  colorToggle: 'data-color-toggle',
  /** On a translated page's colour mode button: its names in the page's language (src/lib/color-mode.ts colorModeLabels). */
  colorLabels: 'data-color-labels',
  /** On the colour mode button's icons: the mode each one shows. */
  modeIcon: 'data-mode-icon',
  /** On the navbar's <header>, which slides away as the reader scrolls down. */
  hideable: 'data-hideable',
  /** On the announcement bar's close button. */
  announcementClose: 'data-announcement-close',
  /** On the navbar's search button. */
  searchButton: 'data-search-button',
  /** On the mobile drawer's menu button. */
  drawerButton: 'data-drawer-button',
  /** On the docs sidebar a page holds (shown as the menu before the page's scripts run). */
  docsSidebar: 'data-docs-sidebar',
  /** On the navbar's list of links (shown as the menu before the page's scripts run, on pages with no sidebar). */
  navbarLinks: 'data-navbar-links',
  /** On a doc page's "Copy page as Markdown" button: the address of the page's Markdown. */
  copyMarkdown: 'data-copy-markdown',
} as const;

/** On <html> while the menu the page holds shows as the mobile menu: before the page's scripts run, the drawer's stand-in. */
export const EARLY_MENU_ATTRIBUTE = 'data-early-menu';

/** What the mobile menu button shows before the page's scripts run, the first the page holds: the docs sidebar, else the navbar's links. */
export const earlyMenus = [`[${shellHooks.docsSidebar}]`, `[${shellHooks.navbarLinks}]`];

/**
 * The controls that need the page's scripts: a press made before they run is kept by a head script and
 * made again once they do (src/lib/early-input/).
 */
export const earlyInputControls = (['menuButton', 'colorToggle', 'announcementClose', 'searchButton', 'drawerButton'] as const)
  .map((name) => `button[${shellHooks[name]}]`)
  .join(',');

/** The attribute as a JSX prop: `{...hook('menuButton')}`. */
export const hook = (name: keyof typeof shellHooks, value = '') => ({ [shellHooks[name]]: value });
