import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { strings } from '../../src/config/strings/feedback';
import type { FeedbackEvent } from '../../src/lib/analytics/feedback';
import { E2E_ANALYTICS_DOMAIN, E2E_ANALYTICS_ENDPOINT } from '../support/analytics-build';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, sleep, waitForHydration } from '../support/behaviours';
import { site, useBrowser } from '../support/site';

const chromium = useBrowser();

/** A page of the export configured with ANALYTICS_ENDPOINT (tests/support/analytics-build.ts). */
const analyticsSite = (path: string) => new URL(path.replace(/^\//, ''), inject('analyticsSiteUrl')).href;

/** The analytics service, intercepted in the browser: each answer about a page it receives (page views aside). */
async function analyticsService(context: BrowserContext) {
  const answers: FeedbackEvent[] = [];
  await context.route(`${new URL(E2E_ANALYTICS_ENDPOINT).origin}/**`, async (route) => {
    const event = JSON.parse(route.request().postData() ?? '{}') as FeedbackEvent | { name: 'pageview' };
    if (event.name !== 'pageview') answers.push(event as FeedbackEvent);
    await route.fulfill({ status: 202, body: '' });
  });
  return answers;
}

const question = (page: Page) => page.getByRole('group', { name: strings.feedback.question });

describe('"Was this page helpful?" (analytics configured)', () => {
  it('sends the page and the answer once, thanks the reader in place of the buttons, and remembers it on return', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordCspViolations(context);
    const answers = await analyticsService(context);
    const page = await context.newPage();
    await page.goto(analyticsSite('/docs/watermark/'));
    await waitForHydration(page);
    await question(page).getByRole('button', { name: strings.feedback.no }).click();
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toEqual({ name: 'Feedback', url: analyticsSite('/docs/watermark/'), domain: E2E_ANALYTICS_DOMAIN, props: { page: '/docs/watermark/', answer: 'no' } });
    expect(await question(page).getByRole('status').textContent()).toBe(strings.feedback.thanks);
    expect(await question(page).getByRole('button').count()).toBe(0);

    // Back on the page later: the thank-you, no question, nothing sent.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => question(page).getByRole('status').count()).toBe(1);
    expect(await question(page).getByRole('button').count()).toBe(0);
    // Another page asks again.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Notifications'));
    await question(page).getByRole('button', { name: strings.feedback.yes }).click();
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1].props).toEqual({ page: '/docs/notifications/', answer: 'yes' });
    await sleep(300);
    expect(answers).toHaveLength(2);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('"Was this page helpful?" without analytics (the default build)', () => {
  it('is not on the page', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    await page.goto(site('/docs/watermark/'));
    await waitForHydration(page);
    await sleep(500);
    expect(await page.getByText(strings.feedback.question).count()).toBe(0);
    await context.close();
  });
});
