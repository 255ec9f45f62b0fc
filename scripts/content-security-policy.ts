/**
 * The last step of the build: every exported HTML page gets its own Content-Security-Policy, with the
 * sha256 hash of each inline script the site wrote itself (the head scripts the build writes into each page
 * with this build's mark) or the framework wrote, by its known shape (Next's flight payload, the
 * chunk list). Any other inline script stops the build: nothing on a page runs unless it is ours. The policy goes into a <meta http-equiv> tag in the page (hosts without headers, such as
 * GitHub Pages) and is returned for the headers files (npm start, Netlify, Cloudflare Pages).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cspDirectives, HEADER_ONLY_DIRECTIVES, type CspDirectives } from '../src/config/csp';
import { CMS_PATH } from '../src/config/cms';
import { readEnv } from '../src/config/env';
import { inlineScriptOrigin } from '../src/lib/csp/known-scripts';
import { buildPolicy, inlineScriptElements, sha256Source, withMetaPolicy } from '../src/lib/csp/policy';

/** Folders of the export that hold no site page: assets, and the CMS, whose page carries its own policy (it needs eval). */
const NOT_SITE_PAGES = new Set(['_next', CMS_PATH.replace(/^\//, '')]);

/** The export's site pages, as paths relative to it ('docs/index.html'). */
export function htmlFiles(dir: string, root = dir): string[] {
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
  /** Origins besides the site's own; by default none: the configure step (scripts/configure.ts) sets them per deployment. */
  connectSources?: string[];
  /** The mark of the site's own inline scripts in this build; by default from the environment (scripts/build.ts sets it). */
  siteScriptMark?: string;
}

/** The hashes of a page's inline scripts; throws, naming the page and the script, on one that is not ours. */
function scriptHashes(file: string, html: string, mark: string): string[] {
  const scripts = inlineScriptElements(html);
  const stranger = scripts.find((script) => inlineScriptOrigin(script, mark) === null);
  if (stranger !== undefined) {
    const excerpt = stranger.text.trim().replace(/\s+/g, ' ').slice(0, 80);
    throw new Error(
      `${file} has an inline script the site did not write ("${excerpt}"). A doc may not contain scripts, and a component must not add one: ` +
        'remove it, or render the site\'s own script with <SiteScript> (src/components/system/SiteScript.tsx).',
    );
  }
  return [...new Set(scripts.map((script) => sha256Source(script.text)))];
}

/** A page with its meta policy, and its header policy; throws on an inline script that is not the site's. */
export function withPolicy(file: string, html: string, options: CspOptions = {}): { html: string; policy: string } {
  const directives = options.directives ?? cspDirectives;
  const input = { directives, connectSources: options.connectSources ?? [], scriptHashes: scriptHashes(file, html, options.siteScriptMark ?? readEnv().SITE_SCRIPT_MARK) };
  // The mark stays in the page: React's payload carries it too, and it is worth nothing to the next build.
  return { html: withMetaPolicy(html, buildPolicy({ ...input, omit: HEADER_ONLY_DIRECTIVES })), policy: buildPolicy(input) };
}

/** Writes the meta policy into every page; returns each page file's header policy ('docs/index.html' -> policy). */
export function applyContentSecurityPolicy(dir: string, options: CspOptions = {}): Record<string, string> {
  const policies: Record<string, string> = {};
  for (const file of htmlFiles(dir)) {
    const path = join(dir, file);
    const page = withPolicy(file, readFileSync(path, 'utf8'), options);
    policies[file] = page.policy;
    writeFileSync(path, page.html);
  }
  return policies;
}
