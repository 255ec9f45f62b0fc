/**
 * The page the build leaves at a moved doc's old address, for hosts that cannot redirect (GitHub Pages)
 * and for anyone who saved the file: it leads on at once (a meta refresh), names the new page as
 * canonical, says where the page went in a plain link, and is never indexed. It runs no script: a meta
 * refresh drops the address's #fragment, which the hosts' own 301 redirects keep.
 */
import { strings } from '../../config/strings/redirects';

export interface RedirectPageInput {
  /** Where the page leads, with the base path ('/FusionDR/docs/new/'). */
  href: string;
  /** The same address on the published origin, for the canonical link. */
  canonical: string;
  title: string;
  lang: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Readable for the moment it shows, in either colour scheme; the site's policy allows inline styles.
const STYLE = 'body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1c1e21;background:#fff}p{max-width:40rem;margin:0 auto}a{color:#1a56db}@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#8ab4f8}}';

export function redirectPage({ href, canonical, title, lang }: RedirectPageInput): string {
  const to = escapeHtml(href);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charSet="utf-8"/>',
    `<title>${escapeHtml(strings.redirects.pageTitle(title))}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<meta http-equiv="refresh" content="0; url=${to}"/>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><p>${escapeHtml(strings.redirects.movedTo)} <a href="${to}">${escapeHtml(title)}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
