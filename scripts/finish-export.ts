/** Steps that need the finished export: SVGs cleaned again, the headers files static hosts read, the CMS, the service worker. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BASE_PATH } from '../src/config/site';
import { CMS_PATH } from '../src/config/cms';
import { buildAdminSync } from './cms-export';
import { fileHeaders, isSandboxedFile, securityHeaders } from '../src/config/http-headers';
import { sanitizeSvg } from '../src/lib/svg/sanitize-svg';
import { applyContentSecurityPolicy, pagePath } from './content-security-policy';
import { writeServiceWorker } from './service-worker';

/** out/_headers.json, read by `npm start`'s server: headers for every response, and per page file. */
export interface HeadersFile {
  headers: Record<string, string>;
  /** Keyed by the page's file in the export, e.g. 'docs/index.html'. */
  pages: Record<string, Record<string, string>>;
  /** Headers for every response that is not an HTML page (see isSandboxedFile). */
  files: Record<string, string>;
}

function exportFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exportFiles(path, root) : [relative(root, path).split(sep).join('/')];
  });
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
    .flatMap(([file, policy]) => [`${BASE_PATH}${pagePath(file)}`, `  Content-Security-Policy: ${policy}`]);
  return [`${BASE_PATH}/*`, ...lines, `${BASE_PATH}/_next/static/*`, '  Cache-Control: public, max-age=31536000, immutable', ...fileRules, ...pages, ''].join('\n');
}

/**
 * Every SVG of the export goes through the sanitiser again: one committed without the CMS, or edited
 * by hand after upload, is cleaned too, and the build says which.
 */
export function sanitizeExportSvgs(dir: string): string[] {
  const changed: string[] = [];
  for (const file of exportFiles(dir).filter((f) => f.endsWith('.svg'))) {
    const path = join(dir, file);
    const result = sanitizeSvg(readFileSync(path, 'utf8'));
    if (!result.changed) continue;
    writeFileSync(path, result.svg);
    changed.push(file);
  }
  return changed;
}

export async function finishExport(dir: string) {
  const headers = { ...securityHeaders };
  for (const file of sanitizeExportSvgs(dir)) {
    console.warn(`  ! ${file}: scripts, event handlers or references to other files were removed from this SVG; clean the original in public/ too.`);
  }
  // Keep this step last: the script hashes must be taken from the pages as they are shipped.
  const policies = applyContentSecurityPolicy(dir);
  const pages = Object.fromEntries(Object.entries(policies).map(([file, policy]) => [file, { 'Content-Security-Policy': policy }]));
  writeFileSync(join(dir, '_headers'), netlifyHeaders(headers, policies, exportFiles(dir)));
  writeFileSync(join(dir, '_headers.json'), `${JSON.stringify({ headers, pages, files: fileHeaders } satisfies HeadersFile, null, 2)}\n`);
  // The admin carries its own policy (the CMS needs eval); the policy step above leaves its folder alone.
  buildAdminSync(join(dir, CMS_PATH));
  // After the policy step: the worker's build name is a hash of the pages as they are shipped.
  await writeServiceWorker(dir);
}
