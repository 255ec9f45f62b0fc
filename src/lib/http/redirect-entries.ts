/**
 * The hosts' entries for moved docs' old addresses (`redirect_from`), from the `redirects` of an export's
 * `_headers.json` ('/docs/old/' -> '/docs/new/'): each old address, asked for with or without its slash,
 * answers a permanent redirect to the new page.
 */
import { MOVED_STATUS } from '../../config/hosting';

/** Every old address as a request may name it, with the page it leads to, both under the base path; sorted. */
export function redirectAddresses(redirects: Readonly<Record<string, string>>, basePath: string): [from: string, to: string][] {
  return Object.entries(redirects)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([from, to]) => {
      const target = `${basePath}${to}`;
      const withSlash = `${basePath}${from}`;
      return [[withSlash.replace(/\/$/, ''), target], [withSlash, target]] as [string, string][];
    });
}

/**
 * Netlify's and Cloudflare Pages' `_redirects`: `from to 301`, a line each. Cloudflare Pages follows them
 * before any file; Netlify serves the page left at the old address instead (a file shadows a rule), which
 * leads on at once too. Cloudflare Pages reads the first 2,000 lines: past 1,000 moved docs, the pages
 * at the old addresses still lead on.
 */
export function netlifyRedirects(redirects: Readonly<Record<string, string>>, basePath: string): string {
  const lines = redirectAddresses(redirects, basePath).map(([from, to]) => `${from} ${to} ${MOVED_STATUS}`);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
