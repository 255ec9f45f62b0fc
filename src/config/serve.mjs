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
