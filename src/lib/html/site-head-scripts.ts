import { EARLY_MENU_ATTRIBUTE, earlyInputControls, earlyMenus, shellHooks } from '../../components/layout/shell-hooks';
import { locales } from '../../config/locales';
import { searchStringsOf } from '../../config/strings/of-locale';
import { EARLY_INPUT_KEY, EARLY_SEARCH_BOX_CLASS } from '../early-input/early-input';
import { keepEarlyInputScript, type EarlyInputConfig } from '../early-input/keep-early-input';
import { headScript } from '../head-script';
import { baseUrlCheckScript } from '../navigation/base-url-check';
import { pageScriptsLoader } from './page-scripts-loader';
import { searchPageHref } from '../search/url';

/** What the head script that answers the reader before the page's scripts run works with. */
export const earlyInputConfig: EarlyInputConfig = {
  key: EARLY_INPUT_KEY,
  controls: earlyInputControls,
  searchButton: `button[${shellHooks.searchButton}]`,
  menuButton: `button[${shellHooks.drawerButton}]`,
  menus: earlyMenus,
  menuAttribute: EARLY_MENU_ATTRIBUTE,
  box: {
    className: EARLY_SEARCH_BOX_CLASS,
    // English, and each locale turned on: its pages' box speaks its language and opens its search page.
    byLang: Object.fromEntries(
      locales.map((locale) => {
        const strings = searchStringsOf(locale.code);
        return [locale.code, { label: strings.dialogLabel, placeholder: strings.placeholder, action: searchPageHref('', locale) }];
      }),
    ),
  },
};

/**
 * The site's own scripts in every page's <head>, in order: the stored colour mode and announcement
 * (before the first paint), the base-URL check, the keeper of what the reader does before the page's
 * scripts run, then the loader of those scripts (after the first paint). Each is plain text with no imports.
 */
export const siteHeadScripts: readonly string[] = [
  headScript,
  baseUrlCheckScript,
  keepEarlyInputScript(earlyInputConfig),
  pageScriptsLoader,
];
