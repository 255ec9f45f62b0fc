/**
 * Serves the static export the way a production host does: out/ mounted at the base path it was built
 * for (`basePath` in out/_headers.json), gzip, security headers, and the not-found page with status 404.
 *   npm start              -> http://localhost:3000/FusionDR/
 *   PORT=4000 OUT_DIR=x npm start
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { runAsMain } from './lib/cli';
import { exportBasePath } from './lib/export-base-path';
import { readEnv } from '../src/config/env';
import { cacheControlFor, contentTypeFor, fileHeaders, isSandboxedFile, securityHeaders } from '../src/config/http-headers';

export interface ServeOptions {
  dir?: string;
  port?: number;
  host?: string;
  /** Where the site is mounted; a test can mount it elsewhere to see a wrong base path. */
  mount?: string;
  /** Extra headers for every response (the build's headers, with each page's Content-Security-Policy, come from out/_headers.json). */
  headers?: Record<string, string>;
}

interface BuildHeaders {
  headers: Record<string, string>;
  pages: Record<string, Record<string, string>>;
  files: Record<string, string>;
}

/** out/_headers.json: headers for every response, per page (each page's Content-Security-Policy), and for files. */
function buildHeaders(dir: string): BuildHeaders {
  const file = join(dir, '_headers.json');
  if (!existsSync(file)) return { headers: {}, pages: {}, files: fileHeaders };
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildHeaders>;
  return { headers: data.headers ?? {}, pages: data.pages ?? {}, files: data.files ?? fileHeaders };
}

/** When the export was last replaced: a rebuild writes a new _headers.json (and new hashed files). */
function buildStamp(dir: string): string {
  try {
    const stat = statSync(join(dir, '_headers.json'));
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return existsSync(join(dir, 'index.html')) ? 'no-headers' : '';
  }
}

/** The build swaps out/ in with two renames; a request that lands between them waits for the new site. */
async function siteInPlace(dir: string): Promise<void> {
  for (let waited = 0; waited < 2000 && !existsSync(join(dir, 'index.html')); waited += 25) await sleep(25);
}

export function startServer(options: ServeOptions = {}) {
  const dir = resolve(options.dir ?? readEnv().OUT_DIR);
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}. Run "npm run build" first.`);
  }
  const mount = options.mount ?? exportBasePath(dir);
  const gzip = compression();

  /** Everything read from the export, read again when a rebuild replaced it. */
  const load = () => {
    const fromBuild = buildHeaders(dir);
    // sirv names the request's path ('/docs/'); the build names the page's file ('docs/index.html').
    const pageHeaders = (path: string) => {
      const file = path.replace(/^\//, '');
      const candidates = file === '' || file.endsWith('/') ? [`${file}index.html`] : [file, `${file}.html`, `${file}/index.html`];
      const match = candidates.find((name) => fromBuild.pages[name]);
      return match ? fromBuild.pages[match] : {};
    };
    const files = sirv(dir, {
      dev: false,
      etag: true,
      extensions: ['html'],
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', cacheControlFor(path));
        const type = contentTypeFor(path);
        if (type) res.setHeader('Content-Type', type);
        const own = isSandboxedFile(path) ? fromBuild.files : pageHeaders(path);
        for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
      },
    });
    return {
      stamp: buildStamp(dir),
      headers: { ...securityHeaders, ...fromBuild.headers, ...options.headers },
      fileHeaders: fromBuild.files,
      pageHeaders,
      files,
      notFoundPage: readFileSync(join(dir, '404.html')),
    };
  };
  let site = load();
  const current = async () => {
    await siteInPlace(dir);
    const stamp = buildStamp(dir);
    if (stamp && stamp !== site.stamp) site = load();
    return site;
  };

  const sendNotFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(site.pageHeaders('404.html'))) res.setHeader(name, value);
    res.end(site.notFoundPage);
  };

  /** An address that cannot be decoded (a lone "%E0%A4%A"): answered, and the server keeps serving. */
  const sendBadRequest = (res: ServerResponse) => {
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(site.fileHeaders)) res.setHeader(name, value);
    res.end('Bad request: this address is not valid.\n');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    await current();
    for (const [name, value] of Object.entries(site.headers)) res.setHeader(name, value);
    let url: URL;
    let inner: string;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      inner = decodeURIComponent(url.pathname.slice(mount.length));
    } catch {
      return sendBadRequest(res);
    }
    if (mount !== '' && (url.pathname === '/' || url.pathname === mount)) {
      res.writeHead(308, { Location: `${mount}/${url.search}` }).end();
      return;
    }
    if (!url.pathname.startsWith(`${mount}/`)) return sendNotFound(res);
    // A folder page asked for without its trailing slash: redirect as static hosts do.
    if (!inner.endsWith('/') && !/\.[a-z0-9]+$/i.test(inner)) {
      const folder = join(dir, inner);
      if (folder.startsWith(dir) && existsSync(join(folder, 'index.html')) && statSync(folder).isDirectory()) {
        res.writeHead(308, { Location: `${mount}${inner}/${url.search}` }).end();
        return;
      }
    }
    req.url = `${inner}${url.search}`;
    site.files(req, res, () => sendNotFound(res));
  };

  const server = createServer((req, res) =>
    gzip(req as never, res as never, () => {
      handle(req, res).catch((error: Error) => {
        // Never let one request stop the server: answer it, say why on the console, keep serving.
        console.error(`${req.method} ${req.url}: ${error.message}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    }),
  );
  const port = options.port ?? readEnv().PORT;
  const host = options.host ?? readEnv().HOST;
  return new Promise<{ url: string; close: () => Promise<void> }>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      ready({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}${mount}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

await runAsMain(import.meta.url, async () => {
  const { url } = await startServer();
  console.log(`FusionDR docs served at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);
});
