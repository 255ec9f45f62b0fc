/**
 * What a web server must send for an export, read from its `_headers.json` (the file `npm start`
 * serves from, written by the build and by the configure step): the model the nginx and Caddy
 * configurations are written from (nginx-config.ts, caddy-config.ts).
 */
import { cacheControl, IMAGE_FILE, NOT_FOUND_FILE, SCRIPT_FILE } from '../../config/http-headers';
import { HOST_ONLY_FILES } from '../../config/hosting';
import { redirectAddresses } from './redirect-entries';

/** The parts of out/_headers.json the host configurations read (scripts/headers-files.ts writes it). */
export interface HeadersJson {
  basePath?: string;
  headers: Record<string, string>;
  pages: Record<string, Record<string, string>>;
  files: Record<string, string>;
  cacheControl: Record<string, string>;
  /** Moved docs' old addresses and where they lead, under the base path ('/docs/old/' -> '/docs/new/'). */
  redirects?: Record<string, string>;
}

export interface PagePolicy {
  /** A short name for the policy in a configuration ('p1'). */
  id: string;
  policy: string;
  /** The page files that share it ('docs/index.html'), sorted. */
  files: string[];
}

export interface HostRules {
  basePath: string;
  /** Sent with every response. */
  headers: Record<string, string>;
  /** Cache-Control by path regex (under the base path, anchored), first match wins; otherwise `revalidate`. */
  caching: { pattern: string; value: string }[];
  revalidate: string;
  /** Pages, grouped by the policy they share (each page's own script hashes make most groups one page). */
  policies: PagePolicy[];
  /** The policy of every other response but scripts (a sandbox), and the regex naming scripts, which keep none. */
  filePolicy: string;
  scriptPattern: string;
  /** The page served with status 404 at an unknown address, as a path under the base path. */
  notFound: string;
  /** Path regexes of what speaks to hosts, never served. */
  hostOnly: string;
  /** Moved docs' old addresses, with and without their slash, and the page each leads to (base path included). */
  redirects: [from: string, to: string][];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `_headers.json` address pattern ('/search-index/0123.*') as an anchored regex under the base path. */
export function patternRegExp(basePath: string, pattern: string): string {
  return `^${escapeRegExp(basePath)}${pattern.split('*').map(escapeRegExp).join('.*')}$`;
}

/** The model for an export's headers file; `fallbackBasePath` when the file names none. */
export function hostRules(file: HeadersJson, fallbackBasePath: string): HostRules {
  const basePath = file.basePath ?? fallbackBasePath;
  const caching = [
    ...Object.entries(file.cacheControl).map(([pattern, value]) => ({ pattern: patternRegExp(basePath, pattern), value })),
    { pattern: IMAGE_FILE.source, value: cacheControl.image },
  ];
  const byPolicy = new Map<string, string[]>();
  for (const [page, headers] of Object.entries(file.pages).sort(([a], [b]) => a.localeCompare(b))) {
    const policy = headers['Content-Security-Policy'];
    if (policy !== undefined) byPolicy.set(policy, [...(byPolicy.get(policy) ?? []), page]);
  }
  const policies = [...byPolicy].map(([policy, files], i) => ({ id: `p${i + 1}`, policy, files }));
  const hostOnly = HOST_ONLY_FILES.map((name) => escapeRegExp(name) + (name.endsWith('/') ? '' : '$'));
  return {
    basePath,
    headers: file.headers,
    caching,
    revalidate: cacheControl.revalidate,
    policies,
    filePolicy: file.files['Content-Security-Policy'] ?? '',
    scriptPattern: SCRIPT_FILE.source,
    notFound: `/${NOT_FOUND_FILE}`,
    hostOnly: `^${escapeRegExp(basePath)}/(${hostOnly.join('|')})`,
    redirects: redirectAddresses(file.redirects ?? {}, basePath),
  };
}

/** The addresses a page file answers at: its folder address and the file itself ('docs/index.html' -> '/docs/', '/docs/index.html'). */
export function pageAddresses(basePath: string, file: string): string[] {
  const folder = file.replace(/(^|\/)index\.html$/, '$1');
  return [...new Set([`${basePath}/${folder}`, `${basePath}/${file}`])];
}

/** A name for a configuration's variables, from the base path ('/FusionDR' -> 'fusiondr'), so two deployments can share a server. */
export function variablePrefix(basePath: string): string {
  return basePath.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'site';
}
