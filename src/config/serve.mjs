// @ts-check
/**
 * What `npm start`'s server (scripts/serve.mjs) shares with the build: plain JavaScript, so the server
 * runs with Node alone after `npm install --omit=dev`. Everything else it knows comes from the export's
 * _headers.json.
 */

/**
 * Defaults of the variables `npm start` reads; src/config/env.ts declares them with these. BASE_PATH:
 * where an export whose _headers.json names no base path (built before it did) is served; the same as
 * src/config/env-defaults.ts (scripts/serve.test.ts holds them equal).
 */
export const serveDefaults = Object.freeze({ PORT: 3000, HOST: '127.0.0.1', OUT_DIR: 'out', BASE_PATH: '/FusionDR' });

/** Folder of the export holding the host configurations (src/config/hosting.ts). */
export const HOST_CONFIG_DIR = '_deploy';

/**
 * Files of the export that speak to hosts, not visitors: `npm start`, nginx and Caddy never serve them
 * (a folder ends with '/').
 * @type {readonly string[]}
 */
export const HOST_ONLY_FILES = Object.freeze([`${HOST_CONFIG_DIR}/`, '_headers', '_headers.json', '_redirects']);

/** The status of a moved doc's old address (`redirect_from`) at every host that can redirect: moved for good. */
export const MOVED_STATUS = 301;

/**
 * Whether a path relative to the export ('_deploy/Caddyfile', 'docs/index.html') is one of HOST_ONLY_FILES.
 * @param {string} path
 */
export const isHostOnlyFile = (path) => HOST_ONLY_FILES.some((name) => (name.endsWith('/') ? path.startsWith(name) : path === name));

/**
 * The compressed copies the build writes beside each text file ('docs/index.html.br'), in the order a
 * server prefers them. The suffixes are the ones nginx (`gzip_static`, `brotli_static`) and Caddy
 * (`precompressed br gzip`) look for.
 * @type {readonly { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }[]}
 */
export const PRECOMPRESSED_ENCODINGS = Object.freeze([
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]);
