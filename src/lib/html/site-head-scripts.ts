import { earlyInputControls, shellHooks } from '../../components/layout/shell-hooks';
import { EARLY_INPUT_KEY } from '../early-input/early-input';
import { keepEarlyInputScript } from '../early-input/keep-early-input';
import { headScript } from '../head-script';
import { baseUrlCheckScript } from '../navigation/base-url-check';
import { pageScriptsLoader } from './page-scripts-loader';

/**
 * The site's own scripts in every page's <head>, in order: the stored colour mode and announcement
 * (before the first paint), the base-URL check, the keeper of what the reader does before the page's
 * scripts run, then the loader of those scripts (after the first paint). Each is plain text with no imports.
 */
export const siteHeadScripts: readonly string[] = [
  headScript,
  baseUrlCheckScript,
  keepEarlyInputScript({ key: EARLY_INPUT_KEY, controls: earlyInputControls, searchButton: `button[${shellHooks.searchButton}]` }),
  pageScriptsLoader,
];
