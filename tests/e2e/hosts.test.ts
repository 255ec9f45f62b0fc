/**
 * The export behind Debian's nginx and Caddy, each with the configuration the build wrote into it
 * (out/_deploy/, README "Deploying"): what a reader sees in Chromium, and what the servers answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl } from '../../src/config/http-headers';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, waitForHydration } from '../support/behaviours';
import { outDir } from '../support/export';
import { ensureInstalled, NGINX_BROTLI_MODULE, nginxAccepts, serveWithCaddy, serveWithNginx, type ServedExport } from '../support/hosts';
import { useBrowser } from '../support/site';

const chromium = useBrowser();

const DOC = '/docs/settings/DICOM/worklist/';
const DOC_FILE = 'docs/settings/DICOM/worklist/index.html';
/** Files of kinds Debian's nginx does not know, beside the export's own (the export may have none yet). */
const EXTRA_FILES = { 'host-test.webmanifest': '{"name":"FusionDR"}', 'host-test.md': '# FusionDR\n' };

ensureInstalled({ nginx: 'nginx', caddy: 'caddy' }, ['libnginx-mod-http-brotli-static']);

/** A browser context that records every policy violation and every console error about one. */
async function watched(): Promise<{ context: BrowserContext; consoleErrors: string[] }> {
  const context = await chromium().newContext(contextOptions('desktop'));
  await recordCspViolations(context);
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy|Refused to/i.test(message.text())) consoleErrors.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return { context, consoleErrors };
}

const head = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

/** A response's body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

/** What every host must answer the same way, whichever server it runs. */
function answersAsAHost(server: () => ServedExport, brotli: boolean) {
  it('sends each page its own policy (the one its <meta> tag carries, with frame-ancestors), files a sandbox, scripts none', async () => {
    const { url, headers } = server();
    for (const [path, file] of [['/', 'index.html'], [DOC, DOC_FILE], ['/index', 'index.html']]) {
      const response = await head(url(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(headers.pages[file]['Content-Security-Policy']);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    expect((await head(url('/sitemap.xml'))).headers.get('content-security-policy')).toBe(headers.files['Content-Security-Policy']);
    const worker = await head(url('/sw.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBeNull();
  });

  it('keeps hashed files for good, images a day, and has pages and the offline worker revalidated', async () => {
    const { url } = server();
    const html = await (await head(url(DOC))).text();
    const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
    expect(chunk).toBeDefined();
    expect((await head(url(chunk))).headers.get('cache-control')).toBe(cacheControl.hashedAsset);
    expect((await head(url('/icon.svg'))).headers.get('cache-control')).toBe(cacheControl.image);
    expect((await head(url(DOC))).headers.get('cache-control')).toBe(cacheControl.revalidate);
    expect((await head(url('/sw.js'))).headers.get('cache-control')).toBe(cacheControl.revalidate);
    expect((await head(url('/search-index/meta.json'))).headers.get('cache-control')).toBe(cacheControl.revalidate);
  });

  it('sends a doc page compressed from its precompressed copy, brotli or gzip as asked, and names the choice in Vary', async () => {
    const { url, mount } = server();
    const original = readFileSync(join(outDir, DOC_FILE));
    const encodings: [string, string][] = [['gzip', 'gzip'], ...(brotli ? [['br, gzip', 'br'] as [string, string]] : [])];
    for (const [accepted, encoding] of encodings) {
      const response = await rawGet(url(DOC), { 'accept-encoding': accepted });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      // The copy written beside the page, byte for byte, which decodes to the page.
      const copy = readFileSync(`${join(mount, DOC_FILE)}.${encoding === 'gzip' ? 'gz' : 'br'}`);
      expect(response.body.equals(copy)).toBe(true);
      expect((encoding === 'gzip' ? gunzipSync(response.body) : brotliDecompressSync(response.body)).equals(original)).toBe(true);
    }
    const identity = await head(url(DOC), { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await identity.arrayBuffer()).equals(original)).toBe(true);
    // A text file without a precompressed copy is compressed on the fly (Debian's nginx would send it whole).
    const sitemap = await head(url('/sitemap.xml'), { 'accept-encoding': 'gzip' });
    expect(sitemap.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers an unknown address with the not-found page and status 404, and never serves what speaks to hosts', async () => {
    const { url, headers } = server();
    for (const path of ['/no-such-page/', '/_deploy/nginx/fusiondr.conf', '/_deploy/Caddyfile', '/_headers', '/_headers.json', '/_redirects']) {
      const response = await head(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toBe(headers.pages['404.html']['Content-Security-Policy']);
      expect(await response.text(), path).toContain('<html');
    }
  });

  it('redirects the base path without its slash, and a folder without its slash', async () => {
    const { url } = server();
    const bare = await head(url('/').replace(/\/$/, ''));
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toMatch(/\/FusionDR\/$/);
    const folder = await head(url(DOC.replace(/\/$/, '')));
    expect([301, 308]).toContain(folder.status);
    expect(folder.headers.get('location')).toMatch(new RegExp(`${DOC}$`));
  });

  it('answers only GET and HEAD: any other method gets 405 with Allow', async () => {
    const { url } = server();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(url(DOC), { method, redirect: 'manual' });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    expect((await fetch(url(DOC), { method: 'HEAD' })).status).toBe(200);
  });

  it('names the media type of web manifests and Markdown', async () => {
    const { url } = server();
    expect((await head(url('/host-test.webmanifest'))).headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await head(url('/host-test.md'))).headers.get('content-type')).toMatch(/^text\/markdown/);
  });
}

let nginxServer: ServedExport | undefined;
const nginx = () => {
  if (!nginxServer) throw new Error('nginx is not started');
  return nginxServer;
};

describe('the export behind nginx, with the generated site file', () => {
  beforeAll(async () => {
    nginxServer = await serveWithNginx(outDir, [DOC_FILE], EXTRA_FILES);
  });
  afterAll(() => nginxServer?.stop());

  it('loads in nginx with the brotli module and without it', () => {
    expect(nginxAccepts(outDir, false)).toMatch(/test is successful/);
    if (existsSync(NGINX_BROTLI_MODULE)) expect(nginxAccepts(outDir, true)).toMatch(/test is successful/);
  });

  it('shows the home page, a doc page, the search page with results and the not-found page in Chromium, with no policy violation', async () => {
    const { url } = nginx();
    const { context, consoleErrors } = await watched();
    const page = await context.newPage();
    const violations: string[] = [];

    await page.goto(url('/'));
    await waitForHydration(page);
    violations.push(...(await cspViolations(page)));

    await page.goto(url(DOC));
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toMatch(/worklist/i);
    violations.push(...(await cspViolations(page)));

    await page.goto(url('/search/?q=worklist'));
    await waitForHydration(page);
    await page.getByText(/^\d+ results?$/).waitFor();
    expect(await page.locator(`main a[href*="${DOC}"]`).count()).toBeGreaterThan(0);
    violations.push(...(await cspViolations(page)));

    const notFound = await page.goto(url('/no-such-page/'));
    expect(notFound?.status()).toBe(404);
    await waitForHydration(page);
    violations.push(...(await cspViolations(page)));

    // The bare base path lands on the home page.
    await page.goto(url('/').replace(/\/$/, ''));
    expect(page.url()).toBe(url('/'));

    expect(violations).toEqual([]);
    expect(consoleErrors.filter((error) => !error.includes('/no-such-page/'))).toEqual([]);
    await context.close();
  });

  // Brotli where Debian's module is installed (the tests install it when they can).
  answersAsAHost(nginx, existsSync(NGINX_BROTLI_MODULE));
});

let caddyServer: ServedExport | undefined;
const caddy = () => {
  if (!caddyServer) throw new Error('Caddy is not started');
  return caddyServer;
};

describe('the export behind Caddy, with the generated Caddyfile', () => {
  beforeAll(async () => {
    caddyServer = await serveWithCaddy(outDir, [DOC_FILE], EXTRA_FILES);
  });
  afterAll(() => caddyServer?.stop());

  it('shows a doc page in Chromium with no policy violation', async () => {
    const { context, consoleErrors } = await watched();
    const page = await context.newPage();
    await page.goto(caddy().url(DOC));
    await waitForHydration(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  answersAsAHost(caddy, true);
});
