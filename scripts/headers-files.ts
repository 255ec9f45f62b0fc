/**
 * The files that carry the response headers: out/_headers (Netlify, Cloudflare Pages) and
 * out/_headers.json (`npm start`'s server, and the host configurations written from it: scripts/host-configs.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControl, cacheControlFor, contentTypeFor, ERROR_PAGE_FILES, fileHeaders, HASHED_ASSETS_DIR, isSandboxedFile, securityHeaders } from '../src/config/http-headers';
import { HEADERS_FILE, REDIRECTS_FILE } from '../src/config/hosting';
import { BASE_PATH } from '../src/config/site';
import { netlifyRedirects } from '../src/lib/http/redirect-entries';
import { sharedPolicy } from '../src/lib/csp/shared-policy';
import { cacheRules } from '../src/lib/http/cache-rules';
import { pagePath } from './content-security-policy';
import { exportFiles } from './lib/export-files';
import { isPrecompressedCopy } from '../src/lib/http/precompress';

/** out/_headers.json, read by `npm start`'s server: headers for every response, and per page file. */
export interface HeadersFile {
  /** The base path the export was built for (BASE_PATH: '/FusionDR', or '' at the root of the host): servers and host configurations mount it there. */
  basePath?: string;
  headers: Record<string, string>;
  /** Keyed by the page's file in the export, e.g. 'docs/index.html'. */
  pages: Record<string, Record<string, string>>;
  /** Headers for every response that is not an HTML page (see isSandboxedFile). */
  files: Record<string, string>;
  /** Cache-Control by address pattern under the base path, beside the hashed assets' (src/lib/http/cache-rules.ts). */
  cacheControl: Record<string, string>;
  /** Per extension of the export's files ('svg'): Cache-Control, and the file headers where they apply; `cacheControl` and `pages` come after (`npm start` reads it). */
  byExtension?: Record<string, Record<string, string>>;
  /** Moved docs' old addresses and where they lead, under the base path ('/docs/old/' -> '/docs/new/'): servers redirect them. */
  redirects?: Record<string, string>;
}

/** The headers of each kind of file of an export, by extension, for a server that reads _headers.json. */
export function headersByExtension(files: readonly string[]): Record<string, Record<string, string>> {
  const extensions = new Set(['html', ...files.map((file) => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase()).filter((ext) => ext !== undefined)]);
  return Object.fromEntries(
    [...extensions].sort().map((ext) => {
      const type = contentTypeFor(`x.${ext}`);
      return [ext, { 'Cache-Control': cacheControlFor(`x.${ext}`), ...(isSandboxedFile(`x.${ext}`) ? fileHeaders : {}), ...(type ? { 'Content-Type': type } : {}) }];
    }),
  );
}

/** Cloudflare Pages accepts at most this many rules in `_headers` (Netlify has no such limit). */
export const MAX_HEADER_RULES = 100;

type Rule = [pattern: string, headers: Record<string, string>];

/** Does a `_headers` pattern ('/search-index/0123.*', '/docs/*') match a path? Only `*` is used here. */
function matches(pattern: string, path: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The rules for the site's pages, a handful however many docs there are: each page carries its own
 * policy (its script hashes) in its <meta> tag, so `_headers` sends, for the home page and for each
 * top-level folder of pages, the part of the policies all pages share (with what a <meta> tag cannot
 * carry, frame-ancestors) and the pages' caching. A folder rule also matches the pages' payloads
 * (`index.txt`): they are revalidated too, and keep their own sandbox policy beside this one (both apply).
 */
function pageRules(pagePolicies: Record<string, string>, files: readonly string[], otherCaching: readonly Rule[]): Rule[] {
  const pages = Object.keys(pagePolicies).filter((file) => !ERROR_PAGE_FILES.test(file));
  if (pages.length === 0) return [];
  const headers = { 'Content-Security-Policy': sharedPolicy(pages.map((file) => pagePolicies[file])), 'Cache-Control': cacheControl.revalidate };
  const patterns = [...new Set(pages.map((file) => (file.includes('/') ? `/${file.split('/')[0]}/*` : pagePath(file))))].sort();
  for (const pattern of patterns.filter((p) => p.endsWith('*'))) {
    const cachedOtherwise = files.find((file) => matches(pattern, `/${file}`) && otherCaching.some(([other]) => matches(other, `/${file}`)));
    if (cachedOtherwise !== undefined) {
      throw new Error(`${cachedOtherwise} has its own caching rule, but lies in a folder of pages whose rule (${pattern}) revalidates everything in it: keep hashed files out of page folders.`);
    }
  }
  return patterns.map((pattern): Rule => [pattern, headers]);
}

/**
 * Netlify / Cloudflare Pages `_headers` syntax: a path pattern, then indented `Name: value` lines.
 * Both hosts send the headers of every rule that matches an address (a header named twice is
 * joined with a comma), so no two rules here set the same header for one file, except the
 * Content-Security-Policy of a page folder and of a kind of file: two policies, both enforced.
 */
export function netlifyHeaders(
  headers: Record<string, string>,
  pagePolicies: Record<string, string> = {},
  files: string[] = [],
  basePath: string = BASE_PATH,
): string {
  const hashed: Rule = [`${HASHED_ASSETS_DIR}*`, { 'Cache-Control': cacheControl.hashedAsset }];
  const caching = [hashed, ...cacheRules(files).map(([pattern, value]): Rule => [pattern, { 'Cache-Control': value }])];
  // One rule per kind of file (a path pattern per extension keeps the file short), never matching a page.
  const extensions = [...new Set(files.filter((f) => isSandboxedFile(`/${f}`)).map((f) => /\.([a-z0-9]+)$/i.exec(f)?.[1]).filter(Boolean))].sort();
  const fileRules = extensions.map((ext): Rule => {
    const type = contentTypeFor(`.${ext}`);
    return [`/*.${ext}`, type ? { ...fileHeaders, 'Content-Type': type } : fileHeaders];
  });
  const rules: Rule[] = [['/*', headers], ...caching, ...fileRules, ...pageRules(pagePolicies, files, caching)];
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(`_headers would hold ${rules.length} rules, more than the ${MAX_HEADER_RULES} Cloudflare Pages accepts.`);
  }
  const lines = rules.flatMap(([pattern, ruleHeaders]) => [`${basePath}${pattern}`, ...Object.entries(ruleHeaders).map(([name, value]) => `  ${name}: ${value}`)]);
  return [...lines, ''].join('\n');
}

/** How many rules a `_headers` file holds: its lines that name an address. */
export function headerRuleCount(text: string): number {
  return text.split('\n').filter((line) => /^\S/.test(line) && !line.startsWith('#')).length;
}

/**
 * Writes both files for an export whose pages have these policies ('docs/index.html' -> policy), and
 * `_redirects` (Netlify, Cloudflare Pages) for its moved docs' old addresses ('/docs/old/' -> '/docs/new/').
 */
export function writeHeadersFiles(dir: string, policies: Record<string, string>, redirects: Record<string, string> = {}) {
  const headers = { ...securityHeaders };
  const pages = Object.fromEntries(Object.entries(policies).map(([file, policy]) => [file, { 'Content-Security-Policy': policy }]));
  // The compressed copies are sent with their file's headers: rules name the files alone.
  const files = exportFiles(dir).filter((file) => !isPrecompressedCopy(file));
  const caching = Object.fromEntries([[`${HASHED_ASSETS_DIR}*`, cacheControl.hashedAsset], ...cacheRules(files)]);
  writeFileSync(join(dir, HEADERS_FILE), netlifyHeaders(headers, policies, files));
  const json: HeadersFile = { basePath: BASE_PATH, headers, pages, files: fileHeaders, cacheControl: caching, byExtension: headersByExtension(files), redirects };
  writeFileSync(join(dir, '_headers.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, REDIRECTS_FILE), netlifyRedirects(redirects, BASE_PATH));
}
