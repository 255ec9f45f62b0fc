import { indexFile } from '../lib/search/chunked/format';
import { extraMediaTypes } from './hosting';
import { VENDOR_DIR } from './shared-assets';
import { offlineManualFileOf, SERVICE_WORKER_BUILD_FILE, SERVICE_WORKER_FILE } from './offline';
import { versions } from './versions';
import { SEARCH_INDEX_DIR, searchIndexDirOf } from './search';

/**
 * Response headers for every page. `npm start`'s server sends them, and the build writes them to
 * out/_headers, the file static hosts such as Netlify and Cloudflare Pages read.
 */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; pages must be revalidated so a deployment shows at once. */
export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  image: 'public, max-age=86400',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/** Where hashed build assets live in the export (relative to the base path). */
export const HASHED_ASSETS_DIR = '/_next/static/';

const searchDir = SEARCH_INDEX_DIR.replace(/^\//, '');

/**
 * Files of the export whose name carries a hash of their content, so a new build writes new names and
 * a browser may keep them for good: the sidebar tree, DocSearch's scripts, and every piece of the search index but
 * meta.json, which names the current pieces. What a pattern matches, followed by `*` when it stops
 * short of the file's end, is the address pattern of its `_headers` rule (scripts/headers-files.ts).
 */
export const contentAddressedFiles: readonly RegExp[] = [
  /^nav\/sidebar\.[0-9a-f]{12}\.json$/,
  // DocSearch's prebuilt scripts (src/config/docsearch-scripts.ts).
  new RegExp(`^${VENDOR_DIR}/docsearch(?:-ai)?-[0-9a-f]{12}\\.js$`),
  // A docs version's index has a folder of its own (search-index/2.11/).
  new RegExp(`^${searchDir}(?:[^/]+/)?[0-9a-f]{12}\\.(?=(terms|s\\d+|d\\d+)\\.json$)`),
];

/**
 * Files a browser must ask about again each time, although they are not pages: they name the files of
 * the build (the search index's pieces, the offline manual's list), or are the offline worker itself.
 */
export const revalidatedFiles: readonly string[] = [
  ...versions.map((version) => `${searchDir}${searchIndexDirOf(version)}${indexFile.meta}`),
  SERVICE_WORKER_FILE,
  SERVICE_WORKER_BUILD_FILE,
  ...versions.map(offlineManualFileOf),
];

/** A path in the export ('nav/sidebar.0123456789ab.json', with or without a leading slash). */
export function isContentAddressed(path: string): boolean {
  const file = path.replace(/^\//, '');
  return contentAddressedFiles.some((pattern) => pattern.test(file));
}

/** Images and fonts, kept a day (cacheControl.image); the host configurations use the same pattern. */
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|ico|woff2?)$/;

export function cacheControlFor(path: string): string {
  if (path.includes(HASHED_ASSETS_DIR) || isContentAddressed(path)) return cacheControl.hashedAsset;
  if (IMAGE_FILE.test(path)) return cacheControl.image;
  return cacheControl.revalidate;
}

/**
 * Every response that is not an HTML page (images, data, payloads) is a file, never a document that
 * may run: opened on its own (an uploaded SVG, say) it loads nothing and runs no script.
 */
export const fileHeaders: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Content types `npm start` and `_headers` say outright, by extension: the types a server may not know
 * (the host configurations add the same, src/config/hosting.ts), and UTF-8 for text (the Markdown and the
 * llms files carry typographic quotes and arrows; a server's default names no charset). Pages and scripts
 * keep the server's own.
 */
export const contentTypes: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(extraMediaTypes).map(([ext, type]) => [ext, type.startsWith('text/') ? `${type}; charset=utf-8` : type])),
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeFor(path: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path.split('?')[0])?.[1]?.toLowerCase();
  return extension === undefined || !Object.hasOwn(contentTypes, extension) ? undefined : contentTypes[extension];
}

/**
 * Scripts keep no policy of their own: a worker script runs under the policy it is served with, and
 * this one would stop the offline manual's service worker from fetching the pages. (A page's scripts run under the
 * page's policy whatever they are served with; the media folder accepts images only.)
 */
export const SCRIPT_FILE = /\.(m?js|ts)$/;

/**
 * The not-found page's files: served at any unknown address, which no address rule can name, so a
 * `_headers` file leaves them to the policy in their <meta> tag.
 */
export const ERROR_PAGE_FILES = /^(404\.html|404\/index\.html|_not-found\/index\.html)$/;

/** The file a host serves, with status 404, at an unknown address. */
export const NOT_FOUND_FILE = '404.html';

export function isSandboxedFile(path: string): boolean {
  const file = path.split('?')[0];
  return !/\.html?$/.test(file) && !file.endsWith('/') && !SCRIPT_FILE.test(file);
}
