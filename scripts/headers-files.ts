/**
 * The files that carry the response headers: out/_headers (Netlify, Cloudflare Pages) and
 * out/_headers.json (`npm start`'s server, and any host configured from it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControl, fileHeaders, HASHED_ASSETS_DIR, isSandboxedFile, securityHeaders } from '../src/config/http-headers';
import { BASE_PATH } from '../src/config/site';
import { cacheRules } from '../src/lib/http/cache-rules';
import { pagePath } from './content-security-policy';
import { exportFiles } from './lib/export-files';

/** out/_headers.json, read by `npm start`'s server: headers for every response, and per page file. */
export interface HeadersFile {
  headers: Record<string, string>;
  /** Keyed by the page's file in the export, e.g. 'docs/index.html'. */
  pages: Record<string, Record<string, string>>;
  /** Headers for every response that is not an HTML page (see isSandboxedFile). */
  files: Record<string, string>;
  /** Cache-Control by address pattern under the base path, beside the hashed assets' (src/lib/http/cache-rules.ts). */
  cacheControl: Record<string, string>;
}

/** Error pages are served at any unknown address, which no path rule can name: their meta tag carries the policy. */
const ERROR_PAGES = /^(404\.html|404\/index\.html|_not-found\/index\.html)$/;

/**
 * Netlify / Cloudflare Pages `_headers` syntax: a path pattern, then indented `Name: value` lines.
 * Each page's Content-Security-Policy has its own rule, since its script hashes are the page's own.
 */
export function netlifyHeaders(headers: Record<string, string>, pagePolicies: Record<string, string> = {}, files: string[] = []): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  // One rule per kind of file (a path pattern per extension keeps the file short), never matching a page.
  const extensions = [...new Set(files.filter((f) => isSandboxedFile(`/${f}`)).map((f) => /\.([a-z0-9]+)$/i.exec(f)?.[1]).filter(Boolean))].sort();
  const fileRules = extensions.flatMap((ext) => [`${BASE_PATH}/*.${ext}`, ...Object.entries(fileHeaders).map(([name, value]) => `  ${name}: ${value}`)]);
  const pages = Object.entries(pagePolicies)
    .filter(([file]) => !ERROR_PAGES.test(file))
    .flatMap(([file, policy]) => [`${BASE_PATH}${pagePath(file)}`, `  Content-Security-Policy: ${policy}`, `  Cache-Control: ${cacheControl.revalidate}`]);
  const caching = cacheRules(files).flatMap(([pattern, value]) => [`${BASE_PATH}${pattern}`, `  Cache-Control: ${value}`]);
  return [`${BASE_PATH}/*`, ...lines, `${BASE_PATH}${HASHED_ASSETS_DIR}*`, `  Cache-Control: ${cacheControl.hashedAsset}`, ...caching, ...fileRules, ...pages, ''].join('\n');
}

/** Writes both files for an export whose pages have these policies ('docs/index.html' -> policy). */
export function writeHeadersFiles(dir: string, policies: Record<string, string>) {
  const headers = { ...securityHeaders };
  const pages = Object.fromEntries(Object.entries(policies).map(([file, policy]) => [file, { 'Content-Security-Policy': policy }]));
  const files = exportFiles(dir);
  const caching = Object.fromEntries([[`${HASHED_ASSETS_DIR}*`, cacheControl.hashedAsset], ...cacheRules(files)]);
  writeFileSync(join(dir, '_headers'), netlifyHeaders(headers, policies, files));
  writeFileSync(join(dir, '_headers.json'), `${JSON.stringify({ headers, pages, files: fileHeaders, cacheControl: caching } satisfies HeadersFile, null, 2)}\n`);
}
