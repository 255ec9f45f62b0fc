import { BASE_PATH } from '../../config/site';
import { CHARSET_TAG, insertEarlyInHead } from './head';

/**
 * A page's own scripts start after its first paint. Next writes them as `<script async>` in the <head>;
 * on a slow connection they are fetched beside the stylesheet and run before the text is shown. The
 * build moves them into this <meta> (in document order) and a head script (page-scripts-loader.ts)
 * adds them once the browser reports the first contentful paint.
 */
export const PAGE_SCRIPTS_META = 'page-scripts';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*?\/?>/g;
const SCRIPT_LIST = new RegExp(`<meta name="${PAGE_SCRIPTS_META}" content="([^"]*)"/>`);

const isOwnScript = (src: string) => src.startsWith(`${BASE_PATH}/_next/static/`);

/** The page with its own async scripts (and their preloads) listed for the loader instead. */
export function deferPageScripts(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (tag: string, src: string) => {
    if (!isOwnScript(src)) return tag;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (tag: string, href: string) => (sources.includes(href) ? '' : tag));
  const list = `<meta name="${PAGE_SCRIPTS_META}" content="${sources.join(' ')}"/>`;
  return insertEarlyInHead(withoutPreloads, list, [CHARSET_TAG], 'its list of scripts');
}

/** The scripts a page starts after its first paint, in order. */
export function pageScriptsOf(html: string): string[] {
  const list = SCRIPT_LIST.exec(html)?.[1];
  return list ? list.split(' ') : [];
}
