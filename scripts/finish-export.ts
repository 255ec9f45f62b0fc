/** Steps that need the finished export: the headers files static hosts read, the CMS, the service worker. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '../src/config/site';
import { CMS_PATH } from '../src/config/cms';
import { buildAdminSync } from './cms-export';
import { securityHeaders } from '../src/config/http-headers';
import { applyContentSecurityPolicy, pagePath } from './content-security-policy';
import { writeServiceWorker } from './service-worker';

/** out/_headers.json, read by `npm start`'s server: headers for every response, and per page file. */
export interface HeadersFile {
  headers: Record<string, string>;
  /** Keyed by the page's file in the export, e.g. 'docs/index.html'. */
  pages: Record<string, Record<string, string>>;
}

/** Error pages are served at any unknown address, which no path rule can name: their meta tag carries the policy. */
const ERROR_PAGES = /^(404\.html|404\/index\.html|_not-found\/index\.html)$/;

/**
 * Netlify / Cloudflare Pages `_headers` syntax: a path pattern, then indented `Name: value` lines.
 * Each page's Content-Security-Policy has its own rule, since its script hashes are the page's own.
 */
export function netlifyHeaders(headers: Record<string, string>, pagePolicies: Record<string, string> = {}): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const pages = Object.entries(pagePolicies)
    .filter(([file]) => !ERROR_PAGES.test(file))
    .flatMap(([file, policy]) => [`${BASE_PATH}${pagePath(file)}`, `  Content-Security-Policy: ${policy}`]);
  return [`${BASE_PATH}/*`, ...lines, `${BASE_PATH}/_next/static/*`, '  Cache-Control: public, max-age=31536000, immutable', ...pages, ''].join('\n');
}

export async function finishExport(dir: string) {
  const headers = { ...securityHeaders };
  // Keep this step last: the script hashes must be taken from the pages as they are shipped.
  const policies = applyContentSecurityPolicy(dir);
  const pages = Object.fromEntries(Object.entries(policies).map(([file, policy]) => [file, { 'Content-Security-Policy': policy }]));
  writeFileSync(join(dir, '_headers'), netlifyHeaders(headers, policies));
  writeFileSync(join(dir, '_headers.json'), `${JSON.stringify({ headers, pages } satisfies HeadersFile, null, 2)}\n`);
  // The admin carries its own policy (the CMS needs eval); the policy step above leaves its folder alone.
  buildAdminSync(join(dir, CMS_PATH));
  // After the policy step: the worker's build name is a hash of the pages as they are shipped.
  await writeServiceWorker(dir);
}
