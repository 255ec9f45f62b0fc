import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ANALYTICS_TITLE_WAIT_MS } from '../../src/config/behaviours';
import type { PageViewEvent } from '../../src/lib/analytics/page-views';
import { E2E_ANALYTICS_DOMAIN, E2E_ANALYTICS_ENDPOINT } from '../support/analytics-build';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, sleep, waitForHydration } from '../support/behaviours';
import { useBrowser, site } from '../support/site';

const chromium = useBrowser();

/** A page of the export built with ANALYTICS_ENDPOINT set. */
const analyticsSite = (path: string) => new URL(path.replace(/^\//, ''), inject('analyticsSiteUrl')).href;

/** The analytics service, intercepted in the browser: each page view the site sends. */
async function analyticsService(context: BrowserContext, status: () => number = () => 202) {
  const sent: PageViewEvent[] = [];
  await context.route(`${new URL(E2E_ANALYTICS_ENDPOINT).origin}/**`, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as PageViewEvent);
    await route.fulfill({ status: status(), body: '' });
  });
  return sent;
}

async function until(condition: () => boolean, what = 'the analytics service', timeout = 5000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}.`);
    await sleep(25);
  }
}

/** The scripts a page loads that carry the page-view reporter's code (its event name, "pageview"). */
function reporterScripts(page: Page) {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('"pageview"')) found.push(response.url());
  });
  return found;
}

const h1 = (page: Page) => page.locator('h1').first().textContent();

describe('page-view analytics (configured at build time)', () => {
  it('reports a page view when the path, the query or the hash changes, after the new title is set', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordCspViolations(context);
    const sent = await analyticsService(context);
    const page = await context.newPage();
    const reporter = reporterScripts(page);
    await page.goto(analyticsSite('/docs/'));
    await waitForHydration(page);
    await until(() => sent.length === 1);
    await until(() => reporter.length === 1, 'the page-view reporter’s code');
    expect(sent[0]).toEqual({
      name: 'pageview',
      url: analyticsSite('/docs/'),
      domain: E2E_ANALYTICS_DOMAIN,
      referrer: null,
      props: { title: await page.title() },
    });

    // Path: a link to another page.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Watermark', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Watermark'));
    await until(() => sent.length === 2);
    expect(sent[1].url).toBe(analyticsSite('/docs/watermark/'));
    // The event carries document.title as it was when sent: already the new page's.
    expect(sent[1].props.title).toMatch(/^Watermark/);
    expect(sent[1].props.title).toBe(await page.title());

    // Query: the address gains ?view=print.
    await page.evaluate(() => window.history.pushState(null, '', '?view=print'));
    await until(() => sent.length === 3);
    expect(sent[2].url).toBe(analyticsSite('/docs/watermark/?view=print'));

    // Hash: a link to a heading of the page.
    const tocLink = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first();
    const hash = await tocLink.getAttribute('href');
    await tocLink.click();
    await until(() => sent.length === 4);
    expect(sent[3].url).toBe(analyticsSite(`/docs/watermark/?view=print${hash}`));

    // Back: the previous address again.
    await page.goBack();
    await until(() => sent.length === 5);
    expect(sent[4].url).toBe(analyticsSite('/docs/watermark/?view=print'));

    // Re-renders that keep the address send nothing.
    await page.getByRole('button', { name: /Switch between dark and light/ }).click();
    await page.getByRole('button', { name: "Expand sidebar category 'Settings'" }).click();
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
    await sleep(ANALYTICS_TITLE_WAIT_MS + 500);
    expect(sent).toHaveLength(5);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('never lets a failing analytics service affect the page', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const sent = await analyticsService(context, () => 500);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(analyticsSite('/docs/'));
    await waitForHydration(page);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Notifications'));
    await until(() => sent.length === 2);
    expect(await h1(page)).toMatch(/Notifications/);
    expect(errors).toEqual([]);

    // No answer at all (the service is down): the site still navigates. The newest route answers first; the
    // service's is kept, since removing every route turns the interception off and on again (see interceptFromStart).
    await context.route(`${new URL(E2E_ANALYTICS_ENDPOINT).origin}/**`, (route) => route.abort('connectionrefused'));
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Watermark', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Watermark'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without analytics configured (the default build)', () => {
  it('sends nothing, loads nothing from another origin, and does not load the reporter’s code', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    const reporter = reporterScripts(page);
    const elsewhere: string[] = [];
    const origin = new URL(site('/')).origin;
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Watermark', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Watermark'));
    await page.evaluate(() => window.history.pushState(null, '', '?view=print#top'));
    await sleep(500);
    expect(elsewhere).toEqual([]);
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(scripts.every((src) => new URL(src).origin === origin)).toBe(true);
    expect(reporter).toEqual([]);
    await context.close();
  });
});
