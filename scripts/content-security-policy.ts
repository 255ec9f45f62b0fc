/**
 * The last step of the build: every exported HTML page gets its own Content-Security-Policy, with the
 * sha256 hash of each of its inline scripts (the theme script, the base-URL check, Next's inline
 * payloads). The policy goes into a <meta http-equiv> tag in the page (hosts without headers, such as
 * GitHub Pages) and is returned for the headers files (npm start, Netlify, Cloudflare Pages).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cspConnectSources, cspDirectives, cspPathDirectives, HEADER_ONLY_DIRECTIVES, type CspDirectives } from '../src/config/csp';
import { CMS_PATH } from '../src/config/cms';
import { buildPolicy, inlineScripts, sha256Source, withMetaPolicy } from '../src/lib/csp/policy';

/** Folders of the export that hold no site page: assets, and the CMS, whose page carries its own policy (it needs eval). */
const NOT_SITE_PAGES = new Set(['_next', CMS_PATH.replace(/^\//, '')]);

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === root && NOT_SITE_PAGES.has(entry.name) ? [] : htmlFiles(path, root);
    return entry.name.endsWith('.html') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** The address a page file answers at, below the base path: 'docs/index.html' -> '/docs/'. */
export function pagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

export interface CspOptions {
  directives?: CspDirectives;
  connectSources?: string[];
  pathDirectives?: { prefix: string; directives: CspDirectives }[];
}

/** Writes the meta policy into every page; returns each page file's header policy ('docs/index.html' -> policy). */
export function applyContentSecurityPolicy(dir: string, options: CspOptions = {}): Record<string, string> {
  const directives = options.directives ?? cspDirectives;
  const connectSources = options.connectSources ?? cspConnectSources();
  const pathDirectives = options.pathDirectives ?? cspPathDirectives;
  const policies: Record<string, string> = {};
  for (const file of htmlFiles(dir)) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    const extra: CspDirectives = {};
    for (const rule of pathDirectives.filter((r) => pagePath(file).startsWith(r.prefix))) {
      for (const [name, sources] of Object.entries(rule.directives)) extra[name] = [...(extra[name] ?? []), ...sources];
    }
    const input = { directives, connectSources, extra, scriptHashes: [...new Set(inlineScripts(html).map(sha256Source))] };
    policies[file] = buildPolicy(input);
    writeFileSync(path, withMetaPolicy(html, buildPolicy({ ...input, omit: HEADER_ONLY_DIRECTIVES })));
  }
  return policies;
}
