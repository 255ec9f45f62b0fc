/**
 * Placing an element early in a finished page's <head>: right after the first of the given tags the
 * page has (tried in order), or at the very start of <head>. Used for what must precede every script:
 * the Content-Security-Policy and the deployment's settings block.
 */
export function insertEarlyInHead(html: string, element: string, after: RegExp[], what: string): string {
  for (const pattern of [...after, /<head\b[^>]*>/i]) {
    const found = pattern.exec(html);
    if (!found) continue;
    const end = found.index + found[0].length;
    return html.slice(0, end) + element + html.slice(end);
  }
  throw new Error(`The page has no <head> to carry ${what}.`);
}

/** The page's <meta charset> tag, as React writes it. */
export const CHARSET_TAG = /<meta\s+charSet="[^"]*"\s*\/?>/i;
