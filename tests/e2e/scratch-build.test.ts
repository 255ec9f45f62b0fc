/**
 * One scratch build of the project as a writer's copy grows, served by `npm start`'s server:
 * - the base path is a build setting: built with BASE_PATH=/docs, the site works under /docs/ in
 *   Chromium, and nothing asks for the default base path;
 * - docs versions: 2.11 and 2.12 cut with `npm run docs:version`, then a doc written for Next only;
 * - no address lost: a doc renamed with `redirect_from` (before the cuts) keeps its old address in every
 *   version, and a doc deleted without one stops the next build within its first step.
 * - a locale: Spanish turned on with `npm run docs:locale -- es`, one translation older than its English doc;
 * One build for all four: each build takes a minute or two of the suite's time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocale } from '../../scripts/docs-locale';
import { cutVersion } from '../../scripts/docs-version';
import { docSearchWordsEs, searchStringsEs } from '../../src/config/search.es';
import { stringsEs as clientStringsEs } from '../../src/config/strings/client.es';
import { stringsEs } from '../../src/config/strings/index.es';
import { projectCopy } from '../../scripts/lib/project-copy';
import { startServer } from '../../scripts/serve.mjs';
import { envDefaults } from '../../src/config/env-defaults';
import { searchStrings } from '../../src/config/search';
import { storageKeys } from '../../src/config/site';
import { strings } from '../../src/config/strings';
import { PUBLISHED_ADDRESSES_FILE } from '../../src/config/published-addresses';
import { strings as redirectStrings } from '../../src/config/strings/redirects';
import { splitFrontmatter } from '../../src/lib/frontmatter';
import { parse } from 'yaml';
import { contextOptions } from '../support/browser';
import { serveWithCaddy, serveWithNginx } from '../support/hosts';
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

/** `npm run build` in the copy with BASE_PATH set, as a writer's shell runs it: its exit code and everything it printed. */
function buildFor(dir: string, basePath: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: basePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

/** A doc only Next has, with a word no other version uses. */
const NEXT_ONLY = { id: 'quartziteWorkflow', title: 'Quartzite workflow', word: 'zebrafinch' };

/** A doc the writer renames, listing its old id in `redirect_from` (before the versions are cut, so each version has it). */
const FOLDER = 'content/docs/resources/quickReference';
const OLD_ID = 'resources/quickReference/emergencyPatient';
const NEW_ID = 'resources/quickReference/emergencyCard';
const OLD_PAGE = `/docs/${OLD_ID}/`;
const NEW_PAGE = `/docs/${NEW_ID}/`;
const realRecord = readFileSync(PUBLISHED_ADDRESSES_FILE, 'utf8');
/** An English doc changed after its Spanish translation was written. */
const OUT_OF_DATE = { english: 'content/docs/loginScreen.mdx', from: '\n## ', to: '\nA sentence added after the translation.\n\n## ' };

function edit(file: string, from: string, to: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(async () => {
  copy = projectCopy('scratch-build-e2e');
  renameSync(join(copy, FOLDER, 'emergencyPatient.mdx'), join(copy, FOLDER, 'emergencyCard.mdx'));
  edit(`${FOLDER}/emergencyCard.mdx`, '\n---\n', `\nredirect_from:\n  - ${OLD_ID}\n---\n`);
  edit(`${FOLDER}/index.mdx`, `(/docs/${OLD_ID})`, `(/docs/${NEW_ID})`);
  for (const version of ['2.11', '2.12']) cutVersion(copy, version);
  writeFileSync(
    join(copy, 'content', 'docs', `${NEXT_ONLY.id}.mdx`),
    `---\ntitle: ${NEXT_ONLY.title}\ndescription: The workflow the next release adds.\nsidebar_position: 99\n---\n\nThe ${NEXT_ONLY.word} release adds this workflow. Users are set up on [the users page](/docs/settings/users).\n`,
  );
  addLocale(copy, 'es');
  // The copy's own history: every translation committed, then an English doc changed after its translation.
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.org', ...args], { cwd: copy, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  git('2026-01-01T10:00:00Z', 'init', '-q');
  git('2026-01-01T10:00:00Z', 'add', 'content');
  git('2026-01-01T10:00:00Z', 'commit', '-q', '-m', 'Docs and translations');
  edit(OUT_OF_DATE.english, OUT_OF_DATE.from, OUT_OF_DATE.to);
  git('2026-02-01T10:00:00Z', 'commit', '-q', '-am', 'A step changed');
  const built = await buildFor(copy, BUILT_FOR);
  expect(built.code, built.output.slice(-4000)).toBe(0);
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

  it("shows a doc's image from /docs/img/ (a cut version's from its own copy)", async () => {
    const latest = await openAt('/docs/loginScreen/');
    expect(await latest.page.locator('article img').first().getAttribute('src')).toBe(`${BUILT_FOR}/img/versions/2.12/docs/login-screen.svg`);
    await latest.context.close();
    const { context, page, wrong } = await openAt('/docs/next/loginScreen/');
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

describe('docs versions: 2.11 and 2.12 cut, and a doc only Next has', () => {
  const versionButton = (page: Page) => page.locator('.navbar button[aria-controls="navbar-version"]');
  const versionLinks = async (page: Page) => {
    await versionButton(page).click();
    return page.locator('#navbar-version a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
  };

  it('serves the latest cut version at /docs/, Next at /docs/next/ and 2.11 at /docs/2.11/, each with its own banner', async () => {
    const latest = await openAt('/docs/');
    expect(await versionButton(latest.page).getAttribute('aria-label')).toBe(`${strings.nav.version}: 2.12`);
    expect(await latest.page.locator('.version-banner').count()).toBe(0);
    await expectClean(latest.page, latest.wrong);
    await latest.context.close();

    const next = await openAt('/docs/next/');
    expect(await next.page.locator('.version-banner').innerText()).toContain(strings.versionBanner.unreleased('FusionDR'));
    expect(await versionButton(next.page).getAttribute('aria-label')).toBe(`${strings.nav.version}: Next`);
    await next.context.close();

    const old = await openAt('/docs/2.11/settings/users/');
    const banner = old.page.locator('.version-banner');
    expect(await banner.innerText()).toContain(strings.versionBanner.unmaintained('FusionDR', '2.11'));
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`${BUILT_FOR}/docs/settings/users/`);
    await expectClean(old.page, old.wrong);
    await old.context.close();
  });

  it('keeps a reader inside the version: sidebar, body links and the next page stay in 2.11', async () => {
    const { context, page } = await openAt('/docs/2.11/settings/users/');
    const hrefs = await page.locator('article a[href^="/"], .sidebar-nav a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const docLinks = hrefs.filter((href) => href.startsWith(`${BUILT_FOR}/docs/`) && !href.endsWith('.md'));
    expect(docLinks.length).toBeGreaterThan(10);
    // The banner's link is the one way out to the latest version.
    expect(docLinks.filter((href) => !href.startsWith(`${BUILT_FOR}/docs/2.11/`))).toEqual([`${BUILT_FOR}/docs/settings/users/`]);
    await context.close();
  });

  it("opens the mobile drawer on the version's own sidebar", async () => {
    const context = await chromium().newContext(contextOptions('mobile'));
    const page = await context.newPage();
    await page.goto(at('/docs/next/settings/users/'));
    await waitForHydration(page);
    await page.locator('button[aria-haspopup="dialog"]').click();
    const links = page.locator('dialog[open] nav a[href^="/"]');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href.startsWith(`${BUILT_FOR}/docs/next/`))).toEqual([]);
    await context.close();
  });

  it('lists Next and every version in the menu, marks the one shown, and leads to the same page in each', async () => {
    const { context, page } = await openAt('/docs/2.11/settings/users/');
    expect(await versionLinks(page)).toEqual([
      ['Next', `${BUILT_FOR}/docs/next/settings/users/`, null],
      ['2.12', `${BUILT_FOR}/docs/settings/users/`, null],
      ['2.11', `${BUILT_FOR}/docs/2.11/settings/users/`, 'true'],
    ]);
    await context.close();
  });

  it("leads to a version's main doc from a page that version does not have", async () => {
    const { context, page } = await openAt(`/docs/next/${NEXT_ONLY.id}/`);
    expect(await page.locator('article h1').textContent()).toBe(NEXT_ONLY.title);
    expect(await versionLinks(page)).toEqual([
      ['Next', `${BUILT_FOR}/docs/next/${NEXT_ONLY.id}/`, 'true'],
      ['2.12', `${BUILT_FOR}/docs/`, null],
      ['2.11', `${BUILT_FOR}/docs/2.11/`, null],
    ]);
    expect(await page.locator('.version-banner').getByRole('link').getAttribute('href')).toBe(`${BUILT_FOR}/docs/`);
    await context.close();
    const missing = await fetch(at(`/docs/${NEXT_ONLY.id}/`));
    expect(missing.status).toBe(404);
  });

  it('remembers the version chosen, for the pages that have none of their own (home, the navbar Docs link)', async () => {
    const { context, page } = await openAt('/docs/');
    await versionButton(page).click();
    await page.locator('#navbar-version a', { hasText: '2.11' }).click();
    await page.waitForURL(at('/docs/2.11/'));
    await page.goto(at('/'));
    await waitForHydration(page);
    await page.waitForFunction((href) => document.querySelector(`.navbar-links a[href="${href}"]`) !== null, `${BUILT_FOR}/docs/2.11/`);
    expect(await versionButton(page).getAttribute('aria-label')).toBe(`${strings.nav.version}: 2.11`);
    await context.close();
  });

  it('searches the version being read, in the modal and on the search page', async () => {
    const next = await openAt('/docs/next/');
    await openModal(next.page);
    await typeQuery(next.page, NEXT_ONLY.word);
    const hit = next.page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe(`${BUILT_FOR}/docs/next/${NEXT_ONLY.id}/`);
    await next.context.close();

    const latest = await openAt('/docs/');
    await openModal(latest.page);
    await typeQuery(latest.page, 'worklist');
    await latest.page.locator('.DocSearch-Hit a').first().waitFor();
    const hrefs = await latest.page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /\/docs\/(next|2\.11)\//.test(href))).toEqual([]);
    await typeQuery(latest.page, NEXT_ONLY.word);
    await latest.page.getByText(`${searchStrings.noResults} “${NEXT_ONLY.word}”`).waitFor();
    await latest.context.close();

    // The search page has no version of its own: it searches the one the reader chose.
    const context = await chromium().newContext(contextOptions('desktop'));
    await context.addInitScript((key) => window.localStorage.setItem(key, 'current'), storageKeys.preferredVersion);
    const page = await context.newPage();
    await page.goto(at(`/search/?q=${NEXT_ONLY.word}`));
    expect(await page.locator(`main a[href*="/docs/next/${NEXT_ONLY.id}/"]`).first().getAttribute('href')).toMatch(new RegExp(`^${BUILT_FOR}/docs/next/`));
    await context.close();
  });

  it('points canonical addresses and the sitemap at the latest version', async () => {
    const html = await (await fetch(at('/docs/2.11/settings/users/'))).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`${BUILT_FOR}/docs/settings/users/$`));
    const own = await (await fetch(at(`/docs/next/${NEXT_ONLY.id}/`))).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(own)?.[1]).toMatch(new RegExp(`${BUILT_FOR}/docs/next/${NEXT_ONLY.id}/$`));
    const sitemap = readFileSync(join(copy, 'out', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${BUILT_FOR}/docs/settings/users/</loc>`);
    expect(sitemap).not.toMatch(/\/docs\/(next|2\.11)\//);
  });

  it("prints each version's own manual, and the footer leads to the print page of the version being read", async () => {
    const { context, page } = await openAt('/docs/next/settings/users/');
    expect(await page.locator('footer a', { hasText: strings.footer.printManual }).getAttribute('href')).toBe(`${BUILT_FOR}/print/next/`);
    await page.goto(at('/print/next/'));
    expect(await page.locator('.print-cover').innerText()).toContain(strings.print.version('Next'));
    expect(await page.locator('h2, h3').allInnerTexts()).toContain(NEXT_ONLY.title);
    await page.goto(at('/print/2.11/'));
    expect(await page.locator('.print-cover').innerText()).toContain(strings.print.version('2.11'));
    expect(await page.locator('h2, h3').allInnerTexts()).not.toContain(NEXT_ONLY.title);
    await context.close();
  });

  it("offers each version's own offline download: its pages and what every version shares", () => {
    const listOf = (file: string) => (JSON.parse(readFileSync(join(copy, 'out', file), 'utf8')) as { urls: string[] }).urls;
    const next = listOf('offline-manual.current.json');
    expect(next).toContain(`${BUILT_FOR}/docs/next/${NEXT_ONLY.id}/`);
    expect(next).toContain(`${BUILT_FOR}/`);
    expect(next.filter((url) => url.startsWith(`${BUILT_FOR}/docs/`) && !url.startsWith(`${BUILT_FOR}/docs/next`))).toEqual([]);
    const latest = listOf('offline-manual.json');
    expect(latest).toContain(`${BUILT_FOR}/docs/settings/users/`);
    expect(latest.filter((url) => /\/docs\/(next|2\.11)[/.]/.test(url))).toEqual([]);
  });

  it("writes each version's docs as Markdown beside its pages", () => {
    const out = join(copy, 'out');
    expect(readFileSync(join(out, 'docs', 'next', `${NEXT_ONLY.id}.md`), 'utf8')).toContain(NEXT_ONLY.word);
    expect(readFileSync(join(out, 'docs', '2.11', 'settings', 'users.md'), 'utf8')).toContain('# Users');
  });

  it('cuts no version twice and none with a name that is not a release number, saying why', () => {
    expect(() => cutVersion(copy, '2.12')).toThrow('Version 2.12 is already cut');
    expect(() => cutVersion(copy, 'v3')).toThrow('"v3" is not a version name');
    expect(JSON.parse(readFileSync(join(copy, 'content', 'versions.json'), 'utf8'))).toEqual(['2.12', '2.11']);
  });
});

describe('Spanish turned on with npm run docs:locale -- es', () => {
  const es = stringsEs;
  const links = (page: Page, selector: string) => page.locator(selector).evaluateAll((found) => found.map((a) => a.getAttribute('href') ?? ''));

  it('serves a translated doc at /es/docs/ in Spanish: its language, its chrome, its canonical and its English alternate', async () => {
    const { context, page, wrong } = await openAt('/es/docs/settings/system/backup/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Copia de seguridad');
    await expect(page.getByRole('navigation', { name: es.docs.toc }).count()).resolves.toBe(1);
    expect(await page.locator('.version-banner').count()).toBe(0);
    // The frame speaks Spanish too, and its Docs link stays in Spanish.
    await expect(page.locator('.skip-link').textContent()).resolves.toBe(es.skipToContent);
    await expect(page.locator('.navbar').getByRole('link', { name: es.nav.docs, exact: true }).getAttribute('href')).resolves.toBe(`${BUILT_FOR}/es/docs/`);
    await expect(page.locator('.navbar').getByRole('button', { name: es.nav.search }).count()).resolves.toBe(1);
    await expect(page.locator('footer').getByText(es.footer.printManual).count()).resolves.toBe(1);
    // Its passages shared with other docs (snippets) in their Spanish translation.
    await expect(page.getByText('Inicie sesión como').count()).resolves.toBe(1);
    await expect(page.getByText('Log in as an').count()).resolves.toBe(0);
    // The headings answer the English anchors, so links to a section work in both languages.
    await expect(page.locator('h2#troubleshooting').textContent()).resolves.toContain('Solución de problemas');
    // Its folders under their translated labels (content/i18n/es/docs/settings/_category_.json), in the breadcrumbs and the sidebar.
    await expect(page.getByRole('navigation', { name: es.docs.breadcrumbs }).innerText()).resolves.toMatch(/Ajustes\s*›?\s*Sistema/);
    await expect(page.getByRole('button', { name: es.docs.collapseCategory('Ajustes') }).count()).resolves.toBe(1);
    // The colour mode button names the modes in Spanish, before and after a press.
    const colour = page.locator('.navbar button[data-color-toggle]');
    await expect.poll(() => colour.getAttribute('aria-label')).toMatch(/^Cambiar entre modo oscuro y modo claro \(ahora: /);
    await colour.click();
    await expect(colour.getAttribute('aria-label')).resolves.toBe(clientStringsEs.colorMode.toggleLabel(clientStringsEs.colorMode.light, clientStringsEs.colorMode.dark));
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
    }));
    expect(new URL(head.canonical ?? '').pathname).toBe(`${BUILT_FOR}/es/docs/settings/system/backup/`);
    expect(head.alternates).toEqual([
      ['en', `${BUILT_FOR}/docs/settings/system/backup/`],
      ['es', `${BUILT_FOR}/es/docs/settings/system/backup/`],
      ['x-default', `${BUILT_FOR}/docs/settings/system/backup/`],
    ]);
    // Its links lead to the Spanish pages.
    const body = (await links(page, 'article .prose a[href^="/"]')).filter((href) => href.includes('/docs/') && !href.endsWith('.md'));
    expect(body.length).toBeGreaterThan(3);
    expect(body.filter((href) => !href.startsWith(`${BUILT_FOR}/es/docs/`))).toEqual([]);
    await expectClean(page, wrong);
    await context.close();
  });

  it('shows a doc not yet translated in English, saying so in Spanish, its links staying in Spanish and its canonical the English page', async () => {
    const { context, page } = await openAt('/es/docs/settings/users/');
    await expect(page.locator('.version-banner').innerText()).resolves.toBe(es.translation.untranslated);
    await expect(page.locator('article .prose').getAttribute('lang')).resolves.toBe('en');
    const body = (await links(page, 'article .prose a[href^="/"]')).filter((href) => href.includes('/docs/') && !href.endsWith('.md'));
    expect(body.length).toBeGreaterThan(0);
    expect(body.filter((href) => !href.startsWith(`${BUILT_FOR}/es/docs/`))).toEqual([]);
    const canonical = await page.evaluate(() => document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? '');
    expect(new URL(canonical).pathname).toBe(`${BUILT_FOR}/docs/settings/users/`);
    await context.close();
  });

  it('says a translation older than its English doc (by git date) may be out of date, with a link to the English page', async () => {
    const { context, page } = await openAt('/es/docs/loginScreen/');
    const notice = page.locator('.version-banner');
    await expect(notice.locator('p').first().textContent()).resolves.toBe(es.translation.outOfDate);
    await expect(notice.getByRole('link', { name: es.translation.readEnglish }).getAttribute('href')).resolves.toBe(`${BUILT_FOR}/docs/loginScreen/`);
    // A translation its English doc has not overtaken carries no notice.
    await page.goto(at('/es/docs/settings/system/backup/'));
    expect(await page.locator('.version-banner').count()).toBe(0);
    await context.close();
  });

  it('switches to the same page in the other language from the language menu, and back', async () => {
    const { context, page } = await openAt('/docs/settings/system/backup/');
    await page.locator('.navbar button[aria-controls="navbar-language"]').click();
    await page.locator('#navbar-language').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(/\/es\/docs\/settings\/system\/backup\/$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Copia de seguridad');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.locator('.navbar button[aria-controls="navbar-language"]').click();
    await page.locator('#navbar-language').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/docs\/docs\/settings\/system\/backup\/$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Backup');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('searches the Spanish docs from a Spanish page, in Spanish, leading to Spanish pages', async () => {
    const { context, page } = await openAt('/es/docs/loginScreen/');
    await openModal(page);
    await expect(page.locator('.DocSearch-Input').getAttribute('placeholder')).resolves.toBe(searchStringsEs.placeholder);
    await typeQuery(page, 'copia de seguridad');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect.poll(async () => (await hit.count()) > 0 && (await hit.getAttribute('href'))).toMatch(new RegExp(`^${BUILT_FOR}/es/docs/settings/system/backup/`));
    // Each hit's section is on the page: the translation's headings answer the English ids.
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const sections = hrefs.filter((href) => href.startsWith(`${BUILT_FOR}/es/docs/settings/system/backup/#`));
    expect(sections.length).toBeGreaterThan(0);
    const backup = await (await fetch(at('/es/docs/settings/system/backup/'))).text();
    for (const href of sections) expect(backup).toContain(`id="${decodeURIComponent(href.split('#')[1])}"`);
    // DocSearch's own words are Spanish too.
    await expect(page.locator('.DocSearch-Footer').innerText()).resolves.toContain(docSearchWordsEs.footer?.navigateText);
    await expect(page.getByRole('button', { name: docSearchWordsEs.searchBox?.clearButtonAriaLabel }).count()).resolves.toBe(1);
    // "See all" leads to the Spanish search page, which lists the same Spanish pages in Spanish.
    const seeAll = page.locator('.fdr-see-all');
    await expect(seeAll.getAttribute('href')).resolves.toBe(`${BUILT_FOR}/es/search/?q=copia%20de%20seguridad`);
    await seeAll.click();
    await page.waitForURL(/\/es\/search\/\?q=/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(searchStringsEs.pageHeading('copia de seguridad'));
    const first = page.locator('main li a').first();
    await expect.poll(() => first.getAttribute('href')).toMatch(new RegExp(`^${BUILT_FOR}/es/docs/settings/system/backup/`));
    // Next sets the title once the navigation's metadata has arrived.
    await expect.poll(() => page.title()).toContain(searchStringsEs.pageTitle);
    // The language menu leads to the English search page.
    expect(await links(page, '.navbar a[hreflang="en"]')).toContain(`${BUILT_FOR}/search/`);
    // Nonsense finds nothing, and Spanish topics are suggested that do find something.
    await page.goto(at('/es/search/?q=pizza'));
    await page.getByText(searchStringsEs.noResults).waitFor();
    await expect(page.getByRole('link', { name: 'calibración', exact: true }).getAttribute('href')).resolves.toBe(`${BUILT_FOR}/es/search/?q=calibraci%C3%B3n`);
    await context.close();
  });

  it('lists each translation in the sitemap beside its English page, as its alternate', () => {
    const sitemap = readFileSync(join(copy, 'out', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>http://localhost:3000${BUILT_FOR}/es/docs/settings/system/backup/</loc>`);
    expect(sitemap).toContain(`hreflang="es" href="http://localhost:3000${BUILT_FOR}/es/docs/settings/system/backup/"`);
    // A doc shown in English only is no page of its own for search engines.
    expect(sitemap).not.toContain(`${BUILT_FOR}/es/docs/settings/users/`);
  });
});

describe('a doc renamed with redirect_from', () => {
  /** The renamed doc's title, as its frontmatter writes it. */
  const title = () => (parse(splitFrontmatter(readFileSync(join(copy, FOLDER, 'emergencyCard.mdx'), 'utf8'))?.yaml ?? '') as { title: string }).title;

  it('keeps its old address, with or without the slash, leading to the new page with its #fragment', async () => {
    const context = await chromium().newContext(contextOptions('mobile'));
    const page = await context.newPage();
    for (const old of [OLD_PAGE, OLD_PAGE.replace(/\/$/, '')]) {
      const response = await page.goto(at(`${old}#image-now`));
      expect(response?.request().redirectedFrom()?.url()).toBe(at(old));
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${new URL(at(NEW_PAGE)).pathname}#image-now`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title());
    }
    await context.close();
  });

  it('leaves a page at the old address of each version that leads on at once, within the site’s policy', async () => {
    for (const [old, now] of [
      [OLD_PAGE, NEW_PAGE],
      [OLD_PAGE.replace('/docs/', '/docs/2.11/'), NEW_PAGE.replace('/docs/', '/docs/2.11/')],
    ]) {
      const html = readFileSync(join(copy, 'out', old, 'index.html'), 'utf8');
      expect(html).toContain(`${redirectStrings.redirects.movedTo} <a href="${BUILT_FOR}${now}">`);
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    }
    const context = await chromium().newContext(contextOptions('mobile'));
    await recordCspViolations(context);
    const page = await context.newPage();
    // The file itself, as a host without redirects serves it.
    await page.goto(at(`${OLD_PAGE.replace('/docs/', '/docs/next/')}index.html`));
    await page.waitForURL(at(NEW_PAGE.replace('/docs/', '/docs/next/')));
    await expect.poll(() => page.locator('h1').textContent()).toBe(title());
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['nginx', serveWithNginx],
    ['Caddy', serveWithCaddy],
  ])('is redirected for good by %s with the configuration the build wrote', async (_, serve) => {
    const host = await serve(join(copy, 'out'), []);
    try {
      for (const old of [OLD_PAGE, OLD_PAGE.replace(/\/$/, '')]) {
        const response = await fetch(host.url(old), { redirect: 'manual' });
        expect([old, response.status, response.headers.get('location')]).toEqual([old, 301, `${BUILT_FOR}${NEW_PAGE}`]);
      }
      expect((await fetch(host.url('/_redirects'))).status).toBe(404);
    } finally {
      await host.stop();
    }
  });

  it('gives Netlify and Cloudflare Pages their redirect, and records the addresses in the copy, not in the project', () => {
    expect(readFileSync(join(copy, 'out', '_redirects'), 'utf8')).toContain(`${BUILT_FOR}${OLD_PAGE} ${BUILT_FOR}${NEW_PAGE} 301\n`);
    const record = readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8').split('\n');
    expect(record).toEqual(expect.arrayContaining([NEW_PAGE, OLD_PAGE, `/docs/next/${NEXT_ONLY.id}/`, '/docs/2.11/settings/users/']));
    expect(readFileSync(PUBLISHED_ADDRESSES_FILE, 'utf8')).toBe(realRecord);
  });
});

describe('a doc deleted without a redirect, and a broken link in 2.11 (last: they change the copy)', () => {
  it('stop the build at its first step, naming each lost address and the broken link, and leave the previous site as it was', { timeout: 120_000 }, async () => {
    const before = statSync(join(copy, 'out', 'index.html')).mtimeMs;
    const recordBefore = readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8');
    rmSync(join(copy, FOLDER, 'emergencyCard.mdx'));
    edit(`${FOLDER}/index.mdx`, `](/docs/${NEW_ID})`, '](/docs/)');
    // Every version is checked: a cut version's broken link stops the build like one in Next.
    const old = 'content/versions/2.11/docs/watermark.mdx';
    writeFileSync(join(copy, old), `${readFileSync(join(copy, old), 'utf8')}\nSee [the old page](/docs/no-such-doc).\n`);
    const built = await buildFor(copy, BUILT_FOR);
    expect(built.code).toBe(1);
    expect(built.output).toMatch(new RegExp(`${old}, line \\d+: the link "/docs/no-such-doc" names the doc "no-such-doc", which does not exist`));
    const [next, nextOld] = [NEW_PAGE, OLD_PAGE].map((page) => page.replace('/docs/', '/docs/next/'));
    expect(built.output).toContain('2 addresses published before would be lost');
    expect(built.output).toContain(`${next} was published before and is no longer a page of the site. If a doc replaced it, add \`redirect_from: [${NEW_ID}]\``);
    expect(built.output).toContain(`${nextOld} was published before and is no longer a page of the site.`);
    expect(built.output).toContain(`remove its line from ${PUBLISHED_ADDRESSES_FILE}`);
    expect(built.output).toContain('The previous site in out/ was left untouched.');
    // Stopped before Next was started.
    expect(built.output).not.toContain('Compiled successfully');
    expect(statSync(join(copy, 'out', 'index.html')).mtimeMs).toBe(before);
    expect(readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8')).toBe(recordBefore);
    expect((await fetch(at(next))).status).toBe(200);
  });
});
