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
import cluster from 'node:cluster';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
/** How long close() lets responses still being sent finish. */
const CLOSE_GRACE_MS = 1000;

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
  return {
    stamp: buildStamp(dir),
    file,
    headersOf: headersOfFiles(file),
    files: fileCache(),
    /** @type {Map<string, Resolved>} what each address served, so a request costs one stat */
    resolved: new Map(),
  };
}

/** Addresses remembered with what they serve; past this many (a scanner's made-up addresses), all are forgotten. */
const RESOLVED_MAX = 10_000;

/**
 * @typedef {{ encoding: string, path: string, headers: Record<string, string> }} Variant  the file or one of its compressed copies
 * @typedef {{ file: string, variants: Variant[], encodings: string[] }} Resolved  a file of the export, as it can be sent
 */

/** Sets headers on a response, leaving out those already decided. */
function setAll(/** @type {Response} */ res, /** @type {Record<string, string>} */ headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * @param {ServeOptions} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const dir = options.dir ? resolve(options.dir) : exportDir();
  let site = loadSite(dir);
  const mount = options.mount ?? site.file.basePath;
  const kindOf = kindIn(dir);

  /** The export as it is now: one stat while it is unchanged; during a rebuild's swap, waits for the new one. */
  const current = () => {
    const stamp = buildStamp(dir);
    if (stamp === site.stamp) return null;
    return (async () => {
      await siteInPlace(dir);
      const now = buildStamp(dir);
      if (now && now !== site.stamp) site = loadSite(dir);
    })();
  };

  const answer = (/** @type {Response} */ res, /** @type {number} */ status, /** @type {string} */ body, /** @type {Record<string, string>} */ headers = {}) => {
    res.statusCode = status;
    setAll(res, { ...site.file.files, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
    res.end(body);
  };

  /** A file of the export with its compressed copies and the headers of each; null when the file is not there. */
  const resolveFile = (/** @type {string} */ file) => {
    const path = join(dir, file);
    if (!site.files.get(path)) return null;
    const copies = PRECOMPRESSED_ENCODINGS.filter((copy) => site.files.get(`${path}${copy.suffix}`));
    const headers = {
      // The export's own type for its extension (contentTypes in src/config/http-headers.ts) over the library's.
      'Content-Type': contentType(file.slice(file.lastIndexOf('/') + 1)) || 'application/octet-stream',
      ...site.headersOf(file),
      ...options.headers,
      ...(copies.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
    };
    /** @type {Resolved} */
    const resolved = {
      file,
      variants: [
        ...copies.map((copy) => ({ encoding: copy.encoding, path: `${path}${copy.suffix}`, headers: { ...headers, 'Content-Encoding': copy.encoding } })),
        { encoding: 'identity', path, headers },
      ],
      encodings: [...copies.map((copy) => copy.encoding), 'identity'],
    };
    return resolved;
  };

  /**
   * The file, or the compressed copy of it the request accepts best, with its headers set; null when
   * it is no longer there.
   */
  const representation = (/** @type {Request} */ req, /** @type {Response} */ res, /** @type {Resolved} */ resolved) => {
    // On equal q-values the server's order decides (negotiator 1.x; its @types still describe 0.6).
    const negotiator = /** @type {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} */ (new Negotiator(req));
    const encoding = resolved.variants.length > 1 ? negotiator.encoding(resolved.encodings, { preferred: PREFERRED_ENCODINGS }) : 'identity';
    const variant = resolved.variants.find((v) => v.encoding === encoding) ?? resolved.variants[resolved.variants.length - 1];
    const entry = site.files.get(variant.path);
    if (entry) setAll(res, variant.headers);
    return entry;
  };

  /** What an address serves: remembered until the export is replaced, or until the file is gone. */
  const resolvedFile = (/** @type {string} */ url, /** @type {string} */ file) => {
    const known = site.resolved.get(url);
    if (known) return known;
    const resolved = resolveFile(file);
    if (resolved) {
      if (site.resolved.size >= RESOLVED_MAX) site.resolved.clear();
      site.resolved.set(url, resolved);
    }
    return resolved;
  };

  /** The not-found page, with status 404 (and its own policy), at any address the export does not hold. */
  const notFound = (/** @type {Request} */ req, /** @type {Response} */ res) => {
    const resolved = resolvedFile('404.html', '404.html');
    const page = resolved && representation(req, res, resolved);
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    if (page) sendBytes(req, res, page);
    else answer(res, 404, 'Not found.\n');
  };

  /** @type {(req: Request, res: Response) => void} */
  const handle = (req, res) => {
    setAll(res, site.file.headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(res, 405, `Method ${req.method} is not allowed: this site answers ${ALLOWED_METHODS}.\n`, { Allow: ALLOWED_METHODS });
    }
    const url = req.url ?? '/';
    // The query never changes which file an address serves: remembered by path alone.
    const query = url.indexOf('?');
    const key = query === -1 ? url : url.slice(0, query);
    const known = site.resolved.get(key);
    const target = known ? { type: /** @type {const} */ ('file'), file: known.file } : route(url, mount, kindOf, site.file.redirects);
    switch (target.type) {
      case 'bad-request':
        return answer(res, 400, 'Bad request: this address is not valid.\n');
      case 'redirect':
        res.writeHead(target.status ?? 308, { Location: target.location }).end();
        return;
      case 'not-found':
        return notFound(req, res);
      case 'file': {
        const resolved = resolvedFile(key, target.file);
        const entry = resolved && representation(req, res, resolved);
        if (entry) return sendFile(req, res, entry);
        // Gone since it was resolved (a file removed by hand): forget it, and answer as for any address.
        site.resolved.delete(key);
        return known ? handle(req, res) : notFound(req, res);
      }
    }
  };

  const fail = (/** @type {Request} */ req, /** @type {Response} */ res, /** @type {Error} */ error) => {
    // Never let one request stop the server: answer it, say why on the console, keep serving.
    console.error(`${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  };
  const server = createServer((req, res) => {
    try {
      const replaced = current();
      if (replaced) replaced.then(() => handle(req, res)).catch((error) => fail(req, res, error));
      else handle(req, res);
    } catch (error) {
      fail(req, res, /** @type {Error} */ (error));
    }
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
            // A client that stops reading a streamed file keeps its response open for ever: cut what is
            // still being sent after a moment, as a host that stops does.
            setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
          }),
      });
    });
  });
}

function exportDir() {
  return resolve(process.env.OUT_DIR?.trim() || serveDefaults.OUT_DIR);
}

function portFromEnv() {
  const value = process.env.PORT?.trim() || String(serveDefaults.PORT);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number from 1 to 65535; found "${value}".`);
  return port;
}

/**
 * `npm start`: one process per core (Node's cluster; they share the port), since one Node process
 * serves on one core: under autocannon here, two answered 1.2-1.7x the requests of one (see README,
 * "Serving on a clinic network"). A process that dies is replaced.
 */
async function main() {
  if (cluster.isPrimary) {
    // One sentence, once, for an export that is not there, rather than one per process.
    try {
      loadSite(exportDir());
      portFromEnv();
    } catch (error) {
      console.error(`npm start: ${/** @type {Error} */ (error).message}`);
      process.exit(1);
    }
    const workers = availableParallelism();
    let listening = 0;
    cluster.on('message', (_worker, message) => {
      if (message?.url && ++listening === workers) console.log(`FusionDR docs served at ${message.url.replace('127.0.0.1', 'localhost')} by ${workers} processes (Ctrl+C to stop)`);
    });
    cluster.on('exit', (worker, code) => {
      // A process that cannot start (the port taken, say) has said why: stop them all.
      if (listening < workers) {
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill();
        process.exitCode = code || 1;
        return;
      }
      if (!worker.exitedAfterDisconnect) cluster.fork();
    });
    // A small young generation: under 200 connections V8 grows it and keeps the memory after the load has
    // gone (RSS +52 MB for two processes); capped at 4 MB it was +22 MB, at the same requests per second
    // beside nginx (scripts/bench-serve.ts).
    cluster.setupPrimary({ execArgv: [...process.execArgv, '--max-semi-space-size=4'] });
    for (let i = 0; i < workers; i++) cluster.fork();
    return;
  }
  try {
    const { url } = await startServer();
    process.send?.({ url });
  } catch (error) {
    console.error(`npm start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
