/**
 * The address a writer opens on the development site: a pass-through in front of `next dev`.
 *
 * Next's development server reads its build manifests from disk on every request (readFileSync, then
 * JSON.parse: next/dist/server/load-manifest) while Turbopack rewrites them after a change, in place.
 * A request that lands mid-write answers 500 "Unexpected end of JSON input" (seen on a reload while
 * the site's code was compiled again). The gate asks Next again for a page that answered 500. (The
 * prerender manifest, rewritten whenever a route's list of addresses changes, is written atomically by
 * a preload: scripts/lib/atomic-prerender-manifest.cjs.)
 *
 * A published snapshot compiles nothing: the site reads it on the next request (src/catalogue/snapshot.ts).
 * The gate tells the open pages which snapshot is current at DEV_CONTENT_EVENTS_PATH (server-sent
 * events: on connecting, and at each publication), and a page rendered from another one refreshes
 * itself (src/components/system/ContentRefresh.client.tsx).
 *
 * Next also answers a page from its last list of addresses (generateStaticParams), refreshed after the
 * request: the first request for a doc saved a moment ago answered 404, and so did the search index's
 * pieces, whose names change with the docs. The gate asks again for those. A page that still fails
 * after DEV_GATE_RETRIES_AFTER_ERROR tries (a 500), or DEV_GATE_NOT_FOUND_BUDGET_MS (a 404), is shown
 * as it failed.
 *
 * A doc address with no file behind it (a doc just deleted, a mistyped address) is asked as an address
 * no route matches, which Next answers with the site's 404 page. Asked as it is, Next's development
 * server finds it missing from the doc route's list of addresses and forgets the list (next-dev-server
 * getStaticPaths): every doc page then waited for a new list, made by a fresh process that loads the
 * route, which on a busy machine took tens of seconds.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import {
  DEV_CONTENT_EVENTS_PATH,
  DEV_GATE_IDLE_CONNECTION_MS,
  DEV_GATE_KEEP_ALIVE_ADVERTISED_S,
  DEV_GATE_NOT_FOUND_BUDGET_MS,
  DEV_GATE_RETRIES_AFTER_ERROR,
  DEV_GATE_RETRY_MS,
} from '../src/config/dev-server';

export interface DevGate {
  /** A new snapshot is published: the open pages rendered from another one refresh. */
  published(): void;
  close(): Promise<void>;
}

/** Headers about one connection (RFC 9110, 7.6.1): the gate's connections to the client and to Next are its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function forward(req: IncomingMessage, path: string, upstreamPort: number, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; stream: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one that Next has just closed fails the request.
    const headers = { ...endToEnd(req.headers), connection: 'close' };
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path, headers, agent: false }, (res) =>
      resolve({ status: res.statusCode ?? 502, headers: res.headers, stream: res }),
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * `expected(path)`: whether this address should exist (so a 404 means Next's list is not refreshed yet).
 * `opens`: requests wait for it first (the first snapshot of the session: never a previous session's).
 * `missing(path)`: the address to ask Next instead, for an address that has nothing behind it.
 * `snapshotVersion()`: which content snapshot is current, told to the open pages.
 */
export function startDevGate(
  host: string,
  port: number,
  upstreamPort: number,
  expected: (path: string) => boolean = () => false,
  opens: Promise<void> = Promise.resolve(),
  missing: (path: string) => string | undefined = () => undefined,
  snapshotVersion: () => string = () => '',
): Promise<DevGate> {
  const listeners = new Set<ServerResponse>();
  const tell = (listener: ServerResponse) => listener.write(`data: ${snapshotVersion()}\n\n`);
  const published = () => listeners.forEach(tell);
  const listen = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    // A snapshot published while the page loaded, before it listened: it learns of it now.
    tell(res);
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readAll(req);
    await opens;
    const mayRetry = req.method === 'GET' || req.method === 'HEAD';
    const { pathname: path, search } = new URL(req.url ?? '/', 'http://gate');
    if (path === DEV_CONTENT_EVENTS_PATH) return listen(req, res);
    const instead = missing(path);
    const asked = instead === undefined ? (req.url ?? '/') : `${instead}${search}`;
    // Next busy with a compile may also drop the connection: asked again like a 500.
    const ask = () => forward(req, asked, upstreamPort, body).catch(() => undefined);
    let answer = await ask();
    let errors = 0;
    let notFoundSince: number | undefined;
    const again = () => {
      if (!mayRetry) return false;
      if (!answer || answer.status === 500) return ++errors <= DEV_GATE_RETRIES_AFTER_ERROR;
      if (answer.status !== 404 || !expected(path)) return false;
      notFoundSince ??= Date.now();
      return Date.now() - notFoundSince < DEV_GATE_NOT_FOUND_BUDGET_MS;
    };
    while (again()) {
      if (answer) await readAll(answer.stream);
      await new Promise((r) => setTimeout(r, DEV_GATE_RETRY_MS));
      answer = await ask();
    }
    if (!answer) throw new Error('next dev did not answer');
    res.writeHead(answer.status, { ...endToEnd(answer.headers), 'keep-alive': `timeout=${DEV_GATE_KEEP_ALIVE_ADVERTISED_S}` });
    answer.stream.pipe(res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The development server is not answering yet; reload in a moment.');
    });
  });
  server.keepAliveTimeout = DEV_GATE_IDLE_CONNECTION_MS;
  // Next's live updates (a WebSocket): passed through as they are.
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        published,
        close: () =>
          new Promise<void>((done) => {
            for (const listener of listeners) listener.end();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
