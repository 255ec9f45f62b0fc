import { headScript } from '../head-script';
import { baseUrlCheckScript } from '../navigation/base-url-check';
import { pageScriptsLoader } from './page-scripts-loader';

/**
 * The site's own scripts in every page's <head>, in order: the stored colour mode and announcement
 * (before the first paint), the base-URL check, then the loader of the page's own scripts (after the
 * first paint). Each is plain text with no imports.
 */
export const siteHeadScripts: readonly string[] = [headScript, baseUrlCheckScript, pageScriptsLoader];
