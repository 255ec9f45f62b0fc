/**
 * The last step of the build: every exported HTML page gets its own Content-Security-Policy, with the
 * sha256 hash of each inline script the site wrote itself (the theme script, the base-URL check, as
 * the build compiled them) or the framework wrote by its known shape (Next's flight payload, the
 * chunk list). Any other inline script stops the build: nothing on a page runs unless it is ours. The policy goes into a <meta http-equiv> tag in the page (hosts without headers, such as
 * GitHub Pages) and is returned for the headers files (npm start, Netlify, Cloudflare Pages).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cspConnectSources, cspDirectives, cspPathDirectives, HEADER_ONLY_DIRECTIVES, SITE_SCRIPTS_FILE, type CspDirectives } from '../src/config/csp';
import { CMS_PATH } from '../src/config/cms';
import { inlineScriptOrigin } from '../src/lib/csp/known-scripts';
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
  /** The site's own inline scripts; by default the list the build wrote into the export (SITE_SCRIPTS_FILE). */
  siteScripts?: readonly string[];
}

/** Reads, then removes, the export's list of the site's own inline scripts. */
function builtSiteScripts(dir: string): string[] {
  const file = join(dir, SITE_SCRIPTS_FILE);
  if (!existsSync(file)) throw new Error(`the export has no ${SITE_SCRIPTS_FILE}: the CSP step cannot tell the site's own inline scripts.`);
  const scripts = JSON.parse(readFileSync(file, 'utf8')) as string[];
  rmSync(file);
  return scripts;
}

/** The hashes of a page's inline scripts; throws, naming the page and the script, on one that is not ours. */
function scriptHashes(file: string, html: string, siteScripts: readonly string[]): string[] {
  const scripts = inlineScripts(html);
  const stranger = scripts.find((text) => inlineScriptOrigin(text, siteScripts) === null);
  if (stranger !== undefined) {
    const excerpt = stranger.trim().replace(/\s+/g, ' ').slice(0, 80);
    throw new Error(
      `${file} has an inline script the site did not write ("${excerpt}"). A doc may not contain scripts, and a component must not add one: ` +
        'remove it, or add the site\'s own script to src/lib/csp/site-scripts.ts.',
    );
  }
  return [...new Set(scripts.map(sha256Source))];
}

/** Writes the meta policy into every page; returns each page file's header policy ('docs/index.html' -> policy). */
export function applyContentSecurityPolicy(dir: string, options: CspOptions = {}): Record<string, string> {
  const directives = options.directives ?? cspDirectives;
  const connectSources = options.connectSources ?? cspConnectSources();
  const pathDirectives = options.pathDirectives ?? cspPathDirectives;
  const siteScripts = options.siteScripts ?? builtSiteScripts(dir);
  const policies: Record<string, string> = {};
  for (const file of htmlFiles(dir)) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    const extra: CspDirectives = {};
    for (const rule of pathDirectives.filter((r) => pagePath(file).startsWith(r.prefix))) {
      for (const [name, sources] of Object.entries(rule.directives)) extra[name] = [...(extra[name] ?? []), ...sources];
    }
    const input = { directives, connectSources, extra, scriptHashes: scriptHashes(file, html, siteScripts) };
    policies[file] = buildPolicy(input);
    writeFileSync(path, withMetaPolicy(html, buildPolicy({ ...input, omit: HEADER_ONLY_DIRECTIVES })));
  }
  return policies;
}
