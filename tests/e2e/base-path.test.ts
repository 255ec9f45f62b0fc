/**
 * The base path is a build setting: the project built with BASE_PATH=/docs (in a scratch copy, one
 * build), served by `npm start`'s server, works under /docs/ in Chromium, and nothing asks for the
 * default base path.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/lib/project-copy';
import { startServer } from '../../scripts/serve.mjs';
import { envDefaults } from '../../src/config/env-defaults';
import { strings } from '../../src/config/strings';
import { contextOptions } from '../support/browser';
import { COLOUR_TOGGLE, cspViolations, recordCspViolations, waitForHydration } from '../support/behaviours';
import { waitForOfflineControl, workerContext } from '../support/offline';
import { openModal, typeQuery } from '../support/search';
import { useBrowser } from '../support/site';

const BUILT_FOR = '/docs';
/** The spec's base path, which nothing of this build may name. */
const DEFAULT = envDefaults.BASE_PATH;

const chromium = useBrowser();
let copy: string;
let server: { url: string; close: () => Promise<void> };

/** `npm run build` in the copy with BASE_PATH set, as a writer's shell runs it; rejects with its output when it fails. */
function buildFor(dir: string, basePath: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: basePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`BASE_PATH=${basePath} npm run build exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

beforeAll(async () => {
  copy = projectCopy('base-path-e2e');
  await buildFor(copy, BUILT_FOR);
  server = await startServer({ dir: join(copy, 'out'), port: 0 });
}, 420_000);
afterAll(async () => {
  await server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** A site path on this build's server: at('/docs/x/') is http://127.0.0.1:PORT/docs/docs/x/ */
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

/** Every request that names the default base path, and the policy violations, of a context's pages. */
async function watched(context: BrowserContext) {
  const wrong: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === DEFAULT || url.pathname.startsWith(`${DEFAULT}/`)) wrong.push(request.url());
  });
  await recordCspViolations(context);
  return wrong;
}

async function openAt(path: string): Promise<{ context: BrowserContext; page: Page; wrong: string[] }> {
  const context = await chromium().newContext(contextOptions('desktop'));
  const wrong = await watched(context);
  const page = await context.newPage();
  const response = await page.goto(at(path));
  expect(response?.status(), path).toBe(path.includes('no-such-page') ? 404 : 200);
  if (await page.locator(COLOUR_TOGGLE).count()) await waitForHydration(page);
  return { context, page, wrong };
}

async function expectClean(page: Page, wrong: string[]) {
  expect(await page.locator('#base-url-banner').count()).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
  expect(wrong).toEqual([]);
}

describe('a site built with BASE_PATH=/docs', () => {
  it('is served by npm start under /docs/, the base path the export says it was built for', () => {
    expect(new URL(server.url).pathname).toBe(`${BUILT_FOR}/`);
    expect(JSON.parse(readFileSync(join(copy, 'out', '_headers.json'), 'utf8')).basePath).toBe(BUILT_FOR);
  });

  it('shows the home page, styled and interactive, and its link to the docs stays under /docs/', async () => {
    const { context, page, wrong } = await openAt('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');
    expect(await page.evaluate(() => [...document.styleSheets].every((sheet) => new URL(sheet.href ?? location.href).pathname.startsWith('/docs/')))).toBe(true);
    await page.getByRole('link', { name: strings.home.cta }).first().click();
    await page.waitForURL(at('/docs/'));
    await page.locator('article h1').waitFor();
    await expectClean(page, wrong);
    await context.close();
  });

  it('shows a doc page whose sidebar and body links open other docs in place under /docs/docs/', async () => {
    const { context, page, wrong } = await openAt('/docs/settings/DICOM/worklist/');
    expect(await page.locator('article h1').textContent()).toMatch(/worklist/i);
    const hrefs = await page.locator('main a[href^="/"], nav a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href.startsWith(`${BUILT_FOR}/`))).toEqual([]);
    await page.locator(`article a[href^="${BUILT_FOR}/docs/"]:not([href*="/worklist/"]):not([href$=".md"])`).first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BUILT_FOR}/docs/`) && !url.pathname.endsWith('/worklist/'));
    await page.locator('article h1').waitFor();
    await expectClean(page, wrong);
    await context.close();
  });

  it("shows a doc's image from /docs/img/", async () => {
    const { context, page, wrong } = await openAt('/docs/loginScreen/');
    const image = page.locator('article img').first();
    expect(await image.getAttribute('src')).toBe(`${BUILT_FOR}/img/docs/login-screen.svg`);
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    await expectClean(page, wrong);
    await context.close();
  });

  it('finds docs in the search modal and on the search page, leading to pages under /docs/', async () => {
    const { context, page, wrong } = await openAt('/docs/');
    await openModal(page);
    await typeQuery(page, 'worklist');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(new RegExp(`^${BUILT_FOR}/docs/`));
    await hit.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BUILT_FOR}/docs/`) && url.pathname !== `${BUILT_FOR}/docs/`);

    await page.goto(at('/search/?q=worklist'));
    const result = page.locator('main a[href*="worklist"]').first();
    await result.waitFor();
    expect(await result.getAttribute('href')).toMatch(new RegExp(`^${BUILT_FOR}/docs/`));
    await expectClean(page, wrong);
    await context.close();
  });

  it('answers an unknown address under /docs/ with the not-found page, whose link leads to the docs', async () => {
    const { context, page, wrong } = await openAt('/no-such-page/');
    await page.getByRole('heading', { name: strings.notFound.heading }).waitFor();
    expect(await page.getByRole('link', { name: strings.notFound.docsLink }).getAttribute('href')).toBe(`${BUILT_FOR}/docs/`);
    await expectClean(page, wrong);
    await context.close();
  });

  it('prints the manual from /docs/print/ with its links and styles under /docs/', async () => {
    const { context, page, wrong } = await openAt('/print/');
    const hrefs = await page.locator('a[href^="/"], link[rel="stylesheet"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(`${BUILT_FOR}/`))).toEqual([]);
    await expectClean(page, wrong);
    await context.close();
  });

  it("registers the offline manual's worker with the scope /docs/, and it keeps the pages visited", async () => {
    const context = await workerContext(chromium());
    const wrong = await watched(context);
    const page = await context.newPage();
    await page.goto(at('/docs/'));
    await waitForOfflineControl(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { scope: r?.scope, script: r?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: at('/'), script: at('/sw.js') });
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    expect(cached).toContain(`${BUILT_FOR}/docs/`);
    const manual = JSON.parse(readFileSync(join(copy, 'out', 'offline-manual.json'), 'utf8')) as { urls: string[] };
    expect(manual.urls.filter((url) => !url.startsWith(`${BUILT_FOR}/`))).toEqual([]);
    await expectClean(page, wrong);
    await context.close();
  });

  it('opens the CMS at /docs/admin/ with its configuration for /docs/', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const wrong = await watched(context);
    const page = await context.newPage();
    const configLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === `${BUILT_FOR}/admin/config.json`);
    await page.goto(at('/admin/'));
    expect((await configLoaded).status()).toBe(200);
    const config = JSON.parse(readFileSync(join(copy, 'out', 'admin', 'config.json'), 'utf8')) as { site_url: string; logo_url: string; public_folder: string };
    expect(new URL(config.site_url).pathname).toBe(`${BUILT_FOR}/`);
    expect(config.logo_url).toBe(`${BUILT_FOR}/icon.svg`);
    // Docs keep writing /img/docs/x.svg: the build adds the base path, whatever it is.
    expect(config.public_folder).toBe('/img/docs');
    expect(wrong).toEqual([]);
    await context.close();
  });

  it('served from another path, shows the banner naming /docs, the base path it was built for', async () => {
    const elsewhere = await startServer({ dir: join(copy, 'out'), port: 0, mount: '/wrong' });
    const context = await chromium().newContext(contextOptions('desktop'));
    try {
      const page = await context.newPage();
      await page.goto(new URL('docs/', elsewhere.url).href, { waitUntil: 'load' });
      const banner = page.getByRole('alert').filter({ hasText: strings.baseUrl.heading });
      await banner.waitFor();
      expect(await banner.innerText()).toContain(strings.baseUrl.body(BUILT_FOR, '/wrong/docs/'));
    } finally {
      await context.close();
      await elsewhere.close();
    }
  });

  it('names /docs, never the default base path, in its sitemap, robots.txt, headers files and pages', () => {
    const out = join(copy, 'out');
    const read = (file: string) => readFileSync(join(out, file), 'utf8');
    expect(read('robots.txt')).toContain(`Allow: ${BUILT_FOR}/`);
    expect(read('sitemap.xml')).toContain(`${BUILT_FOR}/docs/settings/DICOM/worklist/</loc>`);
    expect(read('_headers').split('\n')[0]).toBe(`${BUILT_FOR}/*`);
    const pages = (readdirSync(out, { recursive: true }) as string[]).filter((file) => /\.(html|txt|xml|json)$/.test(file));
    expect(pages.length).toBeGreaterThan(100);
    const naming = [...pages, '_headers', 'sw.js', 'sw-build.js', 'admin/index.html'].filter((file) =>
      read(file).includes(`${DEFAULT}/`),
    );
    expect(naming).toEqual([]);
  });
});
