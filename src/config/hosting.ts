/**
 * The web server configurations the build writes into the export for hosts that read no `_headers`
 * file (nginx, Caddy): where they go, what a deployment edits in them, and what they add to a
 * server's defaults. Their headers come from out/_headers.json (scripts/host-configs.ts).
 */

/** Folder of the export holding the host configurations, and the files no host serves (shared with `npm start`). */
import { HOST_CONFIG_DIR, HOST_ONLY_FILES, isHostOnlyFile, MOVED_STATUS } from './serve.mjs';

export { HOST_CONFIG_DIR, HOST_ONLY_FILES, isHostOnlyFile, MOVED_STATUS };

/** Netlify's and Cloudflare Pages' headers file, at the root of what they publish. */
export const HEADERS_FILE = '_headers';

/** Netlify's and Cloudflare Pages' redirects file, at the root of what they publish. */
export const REDIRECTS_FILE = '_redirects';

/** The files of HOST_CONFIG_DIR. */
export const hostConfigFiles = {
  nginx: 'nginx/fusiondr.conf',
  /** `brotli_static on;`, included by the nginx file only when copied beside nginx.conf (the module may be missing). */
  nginxBrotli: 'nginx/fusiondr-brotli.conf',
  caddy: 'Caddyfile',
} as const;


/** The lines a deployment edits: where the server listens and the folder holding the export as `<base path>/`. */
export const hostConfigDefaults = {
  listen: '80',
  serverName: '_',
  /** The export is copied to `/srv/fusiondr/FusionDR/` when the base path is `/FusionDR`. */
  root: '/srv/fusiondr',
} as const;

/** Media types a server may not know (Debian's nginx has neither): the configurations add them. */
export const extraMediaTypes: Readonly<Record<string, string>> = {
  webmanifest: 'application/manifest+json',
  md: 'text/markdown',
};

/**
 * Text responses worth compressing on the fly when no precompressed `.br`/`.gz` copy sits beside the
 * file (Debian's nginx compresses text/html alone by default).
 */
export const compressibleTypes: readonly string[] = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/markdown',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];

/** Only these methods reach the files; any other gets 405 with an Allow header naming them. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** The static hosts `npm run host-folder` prepares a folder for (README, "Deploying"). */
export const STATIC_HOSTS = ['netlify', 'cloudflare', 'github-pages'] as const;
export type StaticHost = (typeof STATIC_HOSTS)[number];

/** Each static host's name in sentences, and what it publishes at most (none: no limit that a manual reaches). */
export const staticHosts: Readonly<Record<StaticHost, { name: string; maxFiles?: number; maxFileBytes?: number; maxSiteBytes?: number }>> = {
  netlify: { name: 'Netlify' },
  // The free plan's limits (developers.cloudflare.com/pages/platform/limits); paid plans publish up to 100,000 files.
  cloudflare: { name: 'Cloudflare Pages', maxFiles: 20_000, maxFileBytes: 25 * 1024 * 1024 },
  'github-pages': { name: 'GitHub Pages', maxSiteBytes: 1024 ** 3 },
};

/** Where `npm run host-folder` writes the folder to publish, by default. */
export const HOST_FOLDER_DEFAULT = 'public_site';
