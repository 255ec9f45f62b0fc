/**
 * The guard in front of the CMS's local server: decap-server listens on an inner port, this proxy on
 * the port the admin calls. Each request is checked (src/cms/local-guard.ts) before decap-server sees
 * it; a refusal is answered with the sentence the CMS shows the writer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { checkAction, checkCaller, warmSaveCheck, type GuardAddresses } from '../src/cms/local-guard';
import { CMS_DOCS_FOLDER, CMS_LOCAL_HOST } from '../src/config/cms';
import { readEnv } from '../src/config/env';
import { isMain } from './lib/cli';

export interface GuardOptions {
  /** Port the admin calls (the local backend's port in the CMS config). */
  port: number;
  /** Port decap-server listens on, on 127.0.0.1. */
  upstreamPort: number;
  /** Origins of the admin pages: the site's development server or `npm start`. */
  origins: string[];
}

const MAX_BODY = 50 * 1024 * 1024;

/** The site's own addresses on this computer, for a site served at `sitePort`. */
export function adminOrigins(sitePort: number | string): string[] {
  return [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('The request is too large.'));
      else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

function refuse(res: ServerResponse, status: number, error: string, origin?: string) {
  // The admin's own origin may read the sentence (to show it); any other gets no CORS header.
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error }));
}

function forward(req: IncomingMessage, res: ServerResponse, upstreamPort: number, body?: Buffer) {
  const headers = { ...req.headers, host: `${CMS_LOCAL_HOST}:${upstreamPort}` };
  if (body) headers['content-length'] = String(body.length);
  const upstream = request({ host: CMS_LOCAL_HOST, port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => refuse(res, 502, 'The local CMS server (decap-server) is not answering yet; try again in a moment.', req.headers.origin));
  upstream.end(body);
}

export function startCmsGuard({ port, upstreamPort, origins }: GuardOptions) {
  const allowed: GuardAddresses = {
    hosts: [`${CMS_LOCAL_HOST}:${port}`, `localhost:${port}`],
    origins: origins.map((o) => o.toLowerCase()),
  };
  // Once the admin is open (its first request), the save check warms up while the writer reads: never
  // during the site's start, whose first page waits for both cores.
  let warmed = false;
  const server = createServer(async (req, res) => {
    const caller = checkCaller({ host: req.headers.host, origin: req.headers.origin }, allowed);
    if (caller) return refuse(res, caller.status, caller.error);
    if (!warmed) {
      warmed = true;
      res.once('finish', () =>
        setImmediate(() => {
          try {
            const doc = readdirSync(CMS_DOCS_FOLDER).find((file) => file.endsWith('.mdx'));
            if (doc) warmSaveCheck(`${CMS_DOCS_FOLDER}/${doc}`, readFileSync(join(CMS_DOCS_FOLDER, doc), 'utf8'));
          } catch {
            // Nothing to warm (no doc, facts the check refuses): the first save says why.
          }
        }),
      );
    }
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS') return forward(req, res, upstreamPort);
    if (req.method !== 'POST' || req.url !== '/api/v1') return refuse(res, 404, 'Not found.', origin);
    let parsed: unknown;
    try {
      parsed = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      return refuse(res, 400, 'The request is not valid JSON.', origin);
    }
    const checked = checkAction((parsed ?? {}) as Parameters<typeof checkAction>[0]);
    if ('refusal' in checked) return refuse(res, checked.refusal.status, checked.refusal.error, origin);
    forward(req, res, upstreamPort, Buffer.from(JSON.stringify(checked.body)));
  });
  return new Promise<{ close: () => Promise<void> }>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, CMS_LOCAL_HOST, () => ready({ close: () => new Promise((done) => server.close(() => done())) }));
  });
}

// npm run cms starts it beside decap-server: CMS_GUARD_PORT (the admin's), CMS_UPSTREAM_PORT (decap-server's), SITE_PORT.
if (isMain(import.meta.url)) {
  const env = readEnv();
  const port = Number(env.CMS_GUARD_PORT);
  startCmsGuard({ port, upstreamPort: Number(env.CMS_UPSTREAM_PORT), origins: adminOrigins(env.SITE_PORT) })
    .then(() => console.log(`CMS guard on http://${CMS_LOCAL_HOST}:${port}/ (docs and images only, from the admin page only)`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
