// @ts-check
/**
 * `npm start`: serves a built export as a production host does, for a clinic's network. The export is
 * mounted at its base path; each file is sent with its headers from the export's _headers.json (the
 * security headers, each page's policy, the file policy, caching) and, when the browser accepts it,
 * as the compressed copy the build wrote beside it: nothing is compressed per request. Range and
 * conditional requests are answered as RFC 9110 says (scripts/serve/file-response.mjs); GET and HEAD only.
 *
 * Plain JavaScript, so that `npm install --omit=dev && npm start` runs it with Node alone.
 *   npm start                     -> http://localhost:3000/FusionDR/
 *   PORT=4000 HOST=0.0.0.0 OUT_DIR=site npm start
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import { PRECOMPRESSED_ENCODINGS, serveDefaults } from '../src/config/serve.mjs';
import { fileCache, sendBytes, sendFile } from './serve/file-response.mjs';
import { route } from './serve/route.mjs';
import { headersOfFiles, parseHeadersFile } from './serve/site-headers.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{
 *   dir?: string,
 *   port?: number,
 *   host?: string,
 *   mount?: string,
 *   headers?: Record<string, string>,
 * }} ServeOptions  `mount`: where the site is served, by default the export's own base path (a test mounts it
 *   elsewhere to see a wrong base path); `headers`: set on every response last (a test plays a host that caches everything)
 */

const ALLOWED_METHODS = 'GET, HEAD';
const PREFERRED_ENCODINGS = [...PRECOMPRESSED_ENCODINGS.map(({ encoding }) => encoding), 'identity'];
const HEADERS_FILE = '_headers.json';

/** When the export was last replaced: a rebuild writes a new _headers.json (and new hashed files). */
function buildStamp(/** @type {string} */ dir) {
  try {
    const stat = statSync(join(dir, HEADERS_FILE));
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return '';
  }
}

/** The build swaps out/ in with two renames; a request that lands between them waits for the new site. */
async function siteInPlace(/** @type {string} */ dir) {
  for (let waited = 0; waited < 2000 && !existsSync(join(dir, 'index.html')); waited += 25) await sleep(25);
}

/** What the export holds at a path relative to it. */
function kindIn(/** @type {string} */ dir) {
  return (/** @type {string} */ file) => {
    const stat = statSync(join(dir, file), { throwIfNoEntry: false });
    return stat?.isFile() ? 'file' : stat?.isDirectory() ? 'folder' : null;
  };
}

/** Everything the server reads from an export, read again when a rebuild replaced it. */
function loadSite(/** @type {string} */ dir) {
  const name = join(dir, HEADERS_FILE);
  if (!existsSync(join(dir, 'index.html')) || !existsSync(name)) throw new Error(`No built site in ${dir}. Run "npm run build" first.`);
  const file = parseHeadersFile(readFileSync(name, 'utf8'), serveDefaults.BASE_PATH);
  return { stamp: buildStamp(dir), file, headersOf: headersOfFiles(file), files: fileCache() };
}

/** Sets headers on a response, leaving out those already decided. */
function setAll(/** @type {Response} */ res, /** @type {Record<string, string>} */ headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * @param {ServeOptions} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const dir = resolve(options.dir ?? (process.env.OUT_DIR?.trim() || serveDefaults.OUT_DIR));
  let site = loadSite(dir);
  const mount = options.mount ?? site.file.basePath;
  const kindOf = kindIn(dir);

  const current = async () => {
    await siteInPlace(dir);
    const stamp = buildStamp(dir);
    if (stamp && stamp !== site.stamp) site = loadSite(dir);
    return site;
  };

  const answer = (/** @type {Response} */ res, /** @type {number} */ status, /** @type {string} */ body, /** @type {Record<string, string>} */ headers = {}) => {
    res.statusCode = status;
    setAll(res, { ...site.file.files, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
    res.end(body);
  };

  /**
   * A file of the export, as the compressed copy the request accepts best when there is one, with its
   * headers set; null when the file is not there.
   */
  const representation = (/** @type {Request} */ req, /** @type {Response} */ res, /** @type {string} */ file) => {
    const path = join(dir, file);
    const original = site.files.get(path);
    if (!original) return null;
    const copies = PRECOMPRESSED_ENCODINGS.map((copy) => ({ ...copy, entry: site.files.get(`${path}${copy.suffix}`) })).filter((copy) => copy.entry);
    // On equal q-values the server's order decides (negotiator 1.x; its @types still describe 0.6).
    const negotiator = /** @type {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} */ (new Negotiator(req));
    const encoding = copies.length > 0 ? negotiator.encoding([...copies.map((copy) => copy.encoding), 'identity'], { preferred: PREFERRED_ENCODINGS }) : 'identity';
    const copy = copies.find((c) => c.encoding === encoding);
    setAll(res, { ...site.headersOf(file), ...options.headers });
    res.setHeader('Content-Type', contentType(file.slice(file.lastIndexOf('/') + 1)) || 'application/octet-stream');
    if (copies.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    return copy?.entry ?? original;
  };

  /** The not-found page, with status 404 (and its own policy), at any address the export does not hold. */
  const notFound = (/** @type {Request} */ req, /** @type {Response} */ res) => {
    const page = representation(req, res, '404.html');
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    if (page) sendBytes(req, res, page);
    else answer(res, 404, 'Not found.\n');
  };

  const handle = async (/** @type {Request} */ req, /** @type {Response} */ res) => {
    await current();
    setAll(res, site.file.headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(res, 405, `Method ${req.method} is not allowed: this site answers ${ALLOWED_METHODS}.\n`, { Allow: ALLOWED_METHODS });
    }
    const target = route(req.url ?? '/', mount, kindOf);
    switch (target.type) {
      case 'bad-request':
        return answer(res, 400, 'Bad request: this address is not valid.\n');
      case 'redirect':
        res.writeHead(308, { Location: target.location }).end();
        return;
      case 'not-found':
        return notFound(req, res);
      case 'file': {
        const entry = representation(req, res, target.file);
        return entry ? sendFile(req, res, entry) : notFound(req, res);
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((/** @type {Error} */ error) => {
      // Never let one request stop the server: answer it, say why on the console, keep serving.
      console.error(`${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  const port = options.port ?? portFromEnv();
  const host = options.host ?? (process.env.HOST?.trim() || serveDefaults.HOST);
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      ready({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}${mount}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

function portFromEnv() {
  const value = process.env.PORT?.trim() || String(serveDefaults.PORT);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number from 1 to 65535; found "${value}".`);
  return port;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { url } = await startServer();
    console.log(`FusionDR docs served at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);
  } catch (error) {
    console.error(`npm start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
