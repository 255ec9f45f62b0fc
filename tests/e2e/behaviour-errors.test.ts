import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { storageKeys } from '../../src/config/site';
import { strings } from '../../src/config/strings';
import { testCrash } from '../../src/config/strings/test-crash';
import { contextOptions } from '../support/browser';
import { LAZY_LOADER_DELAY_MS } from '../../src/config/behaviours';
import { pageScriptsOf } from '../../src/lib/html/page-scripts';
import { appearedAfter, blockLocalStorage, cspViolations, recordAppearance, recordCspViolations, sleep, waitForHydration } from '../support/behaviours';
import { interceptFromStart, useBrowser, openPage, site } from '../support/site';

const chromium = useBrowser();

const navigations = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
};

describe('a page crash', () => {
  it('shows "This page crashed." with the error message chain, titled "Page Error", inside the navbar and footer', async () => {
    const { context, page } = await openPage(chromium(), '/test-crash/');
    await waitForHydration(page);
    expect(await page.title()).toMatch(/^Crash test page \|/);

    await page.getByRole('button', { name: testCrash.crash }).click();
    await page.getByRole('heading', { name: strings.errors.crashed }).waitFor();
    expect(await page.title()).toBe(strings.errors.pageTitle);
    expect(await page.locator('[data-error-chain] li').allInnerTexts()).toEqual([
      `Error: ${testCrash.error.message}`,
      `${strings.errors.causedBy} TypeError: ${testCrash.error.cause}`,
      `${strings.errors.causedBy} Error: ${testCrash.error.rootCause}`,
    ]);
    expect(await page.getByRole('navigation', { name: strings.nav.main }).first().isVisible()).toBe(true);
    expect(await page.locator('footer').textContent()).toContain('Copyright');
    await context.close();
  });

  it('"Try again" renders the page again', async () => {
    const { context, page } = await openPage(chromium(), '/test-crash/');
    await waitForHydration(page);
    await page.getByRole('button', { name: testCrash.crash }).click();
    await page.getByRole('button', { name: strings.errors.tryAgain }).click();
    await page.getByRole('heading', { name: testCrash.title }).waitFor();
    expect(await page.getByText(strings.errors.crashed).count()).toBe(0);
    expect(await page.title()).toMatch(/^Crash test page \|/);
    await context.close();
  });

  it('gives way to the next page when the visitor follows a link, without a reload', async () => {
    const { context, page } = await openPage(chromium(), '/test-crash/');
    await waitForHydration(page);
    const loads = navigations(page);
    await page.getByRole('button', { name: testCrash.crash }).click();
    await page.getByRole('heading', { name: strings.errors.crashed }).waitFor();
    await page.getByRole('navigation', { name: strings.nav.main }).first().getByRole('link', { name: strings.nav.docs, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    expect(await page.getByText(strings.errors.crashed).count()).toBe(0);
    expect(await page.title()).not.toBe(strings.errors.pageTitle);
    expect(loads).toEqual([]);
    await context.close();
  });
});

describe('a failed page load (a lazily loaded part fails)', () => {
  it('shows the error text and a "Retry" button that loads the part again', async () => {
    const { context, page } = await openPage(chromium(), '/test-crash/', { routedLater: true });
    await waitForHydration(page);
    // The parts loaded once the page is idle (the offline manual's control) must be in before the network fails.
    await page.waitForLoadState('networkidle');
    const documents = navigations(page);
    // Every script requested from now on is the lazy part's chunk: the network fails it until the retry.
    let failing = true;
    await page.route('**/_next/static/chunks/*.js', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));

    await page.getByRole('button', { name: testCrash.loadPart }).click();
    const alert = page.getByRole('alert').filter({ hasText: strings.errors.loadFailed });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/ChunkLoadError: Failed to load chunk/);
    expect(await page.getByRole('heading', { name: testCrash.title }).isVisible()).toBe(true);

    failing = false;
    await page.getByRole('button', { name: strings.errors.retry }).click();
    await page.getByText(testCrash.partLoaded).waitFor();
    expect(await alert.count()).toBe(0);
    expect(documents).toEqual([]);
    await context.close();
  });
});

describe('the lazy loader', () => {
  async function loadPart(delayMs: number) {
    const context = await chromium().newContext(contextOptions('desktop'));
    await interceptFromStart(context);
    await recordAppearance(context, '[role="status"]');
    const page = await context.newPage();
    await page.goto(site('/test-crash/'));
    await waitForHydration(page);
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await sleep(delayMs);
      await route.continue();
    });
    await page.getByRole('button', { name: testCrash.loadPart }).click();
    await page.getByText(testCrash.partLoaded).waitFor();
    const appeared = await appearedAfter(page);
    await context.close();
    return appeared;
  }

  it('shows its loading text only when the part takes longer than 200 ms to arrive', async () => {
    const appeared = await loadPart(1200);
    expect(appeared).not.toBeNull();
    expect(appeared!).toBeGreaterThanOrEqual(LAZY_LOADER_DELAY_MS);
  });

  it('shows no loading text when the part arrives before its delay, even once the delay has passed', async () => {
    // The page's clock moves only when the test moves it, so "before its delay" does not depend on
    // the machine's load: the part is held back while 150 ms pass, then let through.
    const context = await chromium().newContext(contextOptions('desktop'));
    await interceptFromStart(context);
    await recordAppearance(context, '[role="status"]');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site('/test-crash/'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    let letThrough!: () => void;
    const heldBack = new Promise<void>((done) => (letThrough = done));
    let requested!: () => void;
    const partRequested = new Promise<void>((done) => (requested = done));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      requested();
      await heldBack;
      await route.continue();
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await page.getByRole('button', { name: testCrash.loadPart }).click();
    await partRequested;
    await page.clock.runFor(LAZY_LOADER_DELAY_MS - 50);
    letThrough();
    await page.getByText(testCrash.partLoaded).waitFor();
    await page.clock.runFor(LAZY_LOADER_DELAY_MS);
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await appearedAfter(page)).toBeNull();
    await context.close();
  });
});

describe('a route chunk that fails to load', () => {
  // The code only the docs pages use, as after a deployment that removed the old chunks.
  const scriptsOf = (file: string) => new Set(pageScriptsOf(readFileSync(file, 'utf8')));
  const homeScripts = scriptsOf('out/index.html');
  const docsOnly = [...scriptsOf('out/docs/index.html')].filter((src) => !homeScripts.has(src));

  it('makes the browser reload once, to the target page, which then works', async () => {
    expect(docsOnly.length).toBeGreaterThan(0);
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    let removed = true;
    await page.route((url) => docsOnly.includes(url.pathname), (route) => (removed ? route.abort() : route.continue()));
    await page.goto(site('/'));
    await waitForHydration(page);
    const documents = navigations(page);
    // The reload brings the new deployment: its chunks exist.
    page.on('request', (request) => {
      if (request.isNavigationRequest()) removed = false;
    });

    await page.getByRole('link', { name: strings.home.cta }).click();
    await page.waitForURL(site('/docs/'));
    await waitForHydration(page);
    expect(documents).toEqual([site('/docs/')]);
    expect(await page.locator('h1').first().textContent()).toMatch(/Introduction/);
    await context.close();
  });

  it('never reloads in a loop when the fresh page fails too', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    await page.route((url) => docsOnly.includes(url.pathname), (route) => route.abort());
    await page.goto(site('/'));
    await waitForHydration(page);
    const documents = navigations(page);

    await page.getByRole('link', { name: strings.home.cta }).click();
    await page.waitForURL(site('/docs/'));
    await sleep(4000);
    expect(documents).toEqual([site('/docs/')]);
    // The page's text is there to read, even though its code could not start.
    expect(await page.locator('h1').first().textContent()).toMatch(/Introduction/);
    await context.close();
  });
});

describe('browser storage unavailable (localStorage throws)', () => {
  it('warns once on the console and keeps the site working without remembering anything', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await blockLocalStorage(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      // The test browser blocks the offline manual's worker (contextOptions) and says so itself: not the site's warning.
      if (message.type() === 'warning' && !/blocked by Playwright/.test(message.text())) warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site('/docs/'));
    await waitForHydration(page);

    // Colour mode toggles.
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    await page.getByRole('button', { name: /Switch between dark and light/ }).click();
    const after = await html.getAttribute('data-theme-choice');
    expect(after).not.toBe(before);
    await page.getByRole('button', { name: /Switch between dark and light/ }).click();
    expect(await html.getAttribute('data-theme-choice')).not.toBe(after);

    // The announcement closes.
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    await bar.getByRole('button', { name: strings.announcement.close }).click();
    expect(await bar.isVisible()).toBe(false);

    // The preferred version is picked (and not remembered).
    await page.getByRole('button', { name: `${strings.nav.version}: Next` }).click();
    await page.getByRole('menuitem', { name: 'Next' }).or(page.getByRole('link', { name: 'Next', exact: true })).first().click();
    await page.waitForURL(site('/docs/'));

    // Client-side navigation goes on.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Watermark', exact: true }).click();
    await page.waitForURL(/\/docs\/watermark\/$/);

    expect(warnings.filter((w) => /storage/i.test(w))).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Browser storage is not available/);
    expect(errors).toEqual([]);

    // Nothing was remembered: a fresh load shows the announcement again.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    await context.close();
  });

  it('is really unavailable in that test (a control without the block remembers the dismissal)', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: strings.announcement.close }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.announcementDismissed)).toBe('true');
    await context.close();
  });
});

describe('the crash test page', () => {
  it('is left out of the sitemap and disallowed to crawlers', async () => {
    const sitemap = await (await fetch(site('/sitemap.xml'))).text();
    expect(sitemap).toContain('/FusionDR/docs/');
    expect(sitemap).not.toContain('test-crash');
    expect(await (await fetch(site('/robots.txt'))).text()).toContain('Disallow: /FusionDR/test-crash/');
    const { context, page } = await openPage(chromium(), '/test-crash/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await context.close();
  });
});

describe('a base-URL mismatch', () => {
  it('shows a banner that explains the configured base path and how to build for another when served elsewhere', async () => {
    const wrong = await startServer({ port: 0, mount: '/wrong' });
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordCspViolations(context);
    const page = await context.newPage();
    try {
      await page.goto(new URL('docs/', wrong.url).href, { waitUntil: 'load' });
      const banner = page.getByRole('alert').filter({ hasText: strings.baseUrl.heading });
      await banner.waitFor();
      const text = await banner.innerText();
      expect(text).toContain(strings.baseUrl.body('/FusionDR', '/wrong/docs/'));
      expect(text).toContain(strings.baseUrl.fix('/FusionDR'));
      expect(text).toContain('BASE_PATH=/path npm run build');
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
      await wrong.close();
    }
  });

  it('never shows when the site is served under /FusionDR/', async () => {
    for (const path of ['/', '/docs/', '/docs/settings/users/', '/no-such-page/']) {
      const { context, page } = await openPage(chromium(), path);
      await page.waitForLoadState('load');
      await sleep(200);
      expect(await page.locator('#base-url-banner').count()).toBe(0);
      await context.close();
    }
  });
});
