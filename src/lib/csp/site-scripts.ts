import { headScript } from '../head-script';
import { baseUrlCheckScript } from '../navigation/base-url-check';

/** Every inline script the site writes itself (the layout renders these texts as they are). */
export const siteInlineScripts: readonly string[] = [headScript, baseUrlCheckScript];
