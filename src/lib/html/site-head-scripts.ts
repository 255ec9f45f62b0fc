import { headScript } from '../head-script';
import { baseUrlCheckScript } from '../navigation/base-url-check';

/**
 * The site's own scripts in every page's <head>, in order: the stored colour mode and announcement
 * (before the first paint), then the base-URL check. Each is plain text with no imports.
 */
export const siteHeadScripts: readonly string[] = [headScript, baseUrlCheckScript];
