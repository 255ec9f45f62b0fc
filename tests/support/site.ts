import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contextOptions, launchBrowser, viewports } from './browser';
import { COLOUR_TOGGLE, waitForHydration } from './behaviours';

/** URL of a site path on the served export: site('/docs/') -> http://127.0.0.1:PORT/FusionDR/docs/ */
export function site(path = '/'): string {
  return new URL(path.replace(/^\//, ''), inject('siteUrl')).href;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: keyof typeof viewports;
    colorScheme?: 'light' | 'dark';
    storage?: Record<string, string>;
    /** The test will route the page's requests once it is open (see interceptFromStart). */
    routedLater?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(options.viewport ?? 'desktop', options.colorScheme ?? 'light'));
  if (options.routedLater) await interceptFromStart(context);
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, options.storage);
  }
  const page = await context.newPage();
  await page.goto(site(path));
  // A page's scripts start after its first paint, possibly after its load event: a reader's click is
  // answered once they have made the page interactive (pages of the site shell have the colour toggle).
  if (await page.locator(COLOUR_TOGGLE).count()) await waitForHydration(page);
  return { context, page };
}

/**
 * Turns Playwright's request interception on before a context's pages open, for a test that routes a page's
 * requests only once it is open. Turned on then (by the first page.route()), it can let the page's next
 * requests through unseen by the route and by page.on('request'): the search modal's progress-bar test lost
 * its held request so in 1 to 3 tries of 10 to 30, and in none of 160 with interception on from the start.
 */
export async function interceptFromStart(context: BrowserContext) {
  await context.route(() => false, (route) => route.fallback());
}

export { launchBrowser };

/** One Chromium for the test file: started before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not started yet.');
    return browser;
  };
}
