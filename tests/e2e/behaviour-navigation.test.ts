import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeProgress } from '../../src/config/behaviours';
import { strings } from '../../src/config/strings';
import { collapseDuration } from '../../src/lib/collapse';
import { contextOptions } from '../support/browser';
import { emulateConnection, progressRecord, recordProgressBar, sleep, waitForHydration } from '../support/behaviours';
import { useBrowser, openPage, site } from '../support/site';

const chromium = useBrowser();

/** The bar's position in percent: nprogress draws it translated by (progress - 1) * 100 %. */
const percent = (transform: string) => Number(/translate3d\((-?[\d.]+)%/.exec(transform)?.[1]);

describe('the route-change progress bar', () => {
  it('appears only after 200 ms of a slow route change, starts at 0.08, trickles, and finishes when the new page shows', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordProgressBar(context);
    const page = await context.newPage();
    // The next page's data is held back until the test lets it through: a throttled route.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/docs\/radiationSafety\/.*\.txt/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(site('/docs/'));
    await waitForHydration(page);

    await page.getByRole('link', { name: /Next.*Radiation safety/s }).click();
    await page.waitForSelector('#nprogress .bar', { timeout: 3000 });
    const { clickAt, shownAt } = await progressRecord(page);
    expect(shownAt! - clickAt!).toBeGreaterThanOrEqual(routeProgress.delayMs);
    expect(shownAt! - clickAt!).toBeLessThan(routeProgress.delayMs + 1000);

    await sleep(routeProgress.trickleMs * 2 + routeProgress.speedMs);
    const { transforms, transition } = await progressRecord(page);
    // Shown at the minimum (0.08 of the width), then trickling forward.
    const positions = transforms.map(percent).filter((p) => p !== -100);
    expect(positions[0]).toBeCloseTo(-(1 - routeProgress.minimum) * 100, 5);
    expect(positions.length).toBeGreaterThan(1);
    expect(positions.slice(1).every((p, i) => p > positions[i])).toBe(true);
    expect(transition).toContain(`${routeProgress.speedMs}ms`);
    expect(await page.locator('h1').first().textContent()).toMatch(/Introduction/);

    release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Radiation safety'));
    await page.waitForSelector('#nprogress', { state: 'detached', timeout: 3000 });
    const finished = await progressRecord(page);
    expect(finished.transforms.map(percent)).toContain(0);
    expect(finished.removedAt).not.toBeNull();
    await context.close();
  });

  it('does not appear when the route change is quick', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordProgressBar(context);
    const page = await context.newPage();
    // The page's clock moves only when the test moves it: "quick" does not depend on the machine's load.
    await page.clock.install();
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    // The pointer resting on the link prefetches its page (intent), as a reader's would before a click.
    const prefetched = page.waitForRequest((r) => /\/docs\/radiationSafety\/__next\..*__PAGE__\.txt/.test(r.url()));
    await page.getByRole('link', { name: /Next.*Radiation safety/s }).hover();
    await (await prefetched).response();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // The new page shows while less than 200 ms have passed on the page's clock; then the delay passes.
    await page.getByRole('link', { name: /Next.*Radiation safety/s }).click();
    await page.clock.runFor(routeProgress.delayMs - 50);
    await page.getByRole('heading', { level: 1, name: /Radiation safety/ }).waitFor();
    await page.clock.runFor(routeProgress.delayMs + 300);
    expect((await progressRecord(page)).shownAt).toBeNull();
    expect(await page.locator('#nprogress').count()).toBe(0);
    await context.close();
  });
});

describe("a page's own scripts", () => {
  it('are fetched once its text is on screen, then make it interactive', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    await waitForHydration(page);
    const { paintedAt, scriptsRequestedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptsRequestedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paintedAt).not.toBeNull();
    expect(scriptsRequestedAt.length).toBeGreaterThan(0);
    expect(Math.min(...scriptsRequestedAt)).toBeGreaterThanOrEqual(paintedAt!);
    // Interactive: the sidebar's open category collapses on a click.
    await page.getByRole('button', { name: "Collapse sidebar category 'DICOM'" }).click();
    await page.getByRole('button', { name: "Expand sidebar category 'DICOM'" }).waitFor();
    await context.close();
  });
});

describe('the hideable navbar', () => {
  /** Whether the navbar shows entirely in the viewport, or has slid out of it above. */
  const navbar = (page: Page) =>
    page
      .locator('header')
      .first()
      .evaluate((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        return top >= 0 ? 'shown' : bottom <= 1 ? 'hidden' : `partly shown (top ${top}px)`;
      });
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await sleep(350); // the slide lasts 200 ms
  };

  it('hides when scrolling down, shows when scrolling up, and stays visible near the top', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    await waitForHydration(page);
    const height = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().height);

    await scrollTo(page, height / 2);
    expect(await navbar(page)).toBe('shown');
    await scrollTo(page, 900);
    await expect.poll(() => navbar(page)).toBe('hidden');
    await expect(page.locator('header').first().getAttribute('data-hidden')).resolves.toBe('true');
    await scrollTo(page, 700);
    await expect.poll(() => navbar(page)).toBe('shown');
    await scrollTo(page, 1400);
    await expect.poll(() => navbar(page)).toBe('hidden');
    await scrollTo(page, 10);
    await expect.poll(() => navbar(page)).toBe('shown');
    await context.close();
  });

  it('comes back when a key moves the focus into it', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    await waitForHydration(page);
    await scrollTo(page, 900);
    await expect.poll(() => navbar(page)).toBe('hidden');
    await page.getByRole('link', { name: 'FusionDR home' }).focus();
    await expect.poll(() => navbar(page)).toBe('shown');
    // And slides away again at the next scroll down.
    await scrollTo(page, 1500);
    await expect.poll(() => navbar(page)).toBe('hidden');
    await context.close();
  });

  it('stays while the mobile drawer is open', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/', { viewport: 'mobile' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Main' }).waitFor();
    await scrollTo(page, 900);
    expect(await navbar(page)).toBe('shown');
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await scrollTo(page, 1500);
    await expect.poll(() => navbar(page)).toBe('hidden');
    await context.close();
  });
});

describe('collapsible sidebar sections', () => {
  /**
   * Toggles a category and returns the height animation its section ran (recorded as it starts, so a
   * busy machine cannot miss it) and the section's full height.
   */
  async function toggleAndMeasure(page: Page, scope: string, label: string, action: 'Expand' | 'Collapse') {
    await page.evaluate(() => {
      const w = window as unknown as { __animations?: unknown[] };
      if (w.__animations) return;
      w.__animations = [];
      const original = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        w.__animations!.push({ id: this.id, keyframes, duration: typeof options === 'number' ? options : options?.duration });
        return original.call(this, keyframes, options);
      };
    });
    const button = page.locator(scope).getByRole('button', { name: `${action} sidebar category '${label}'` });
    const id = await button.getAttribute('aria-controls');
    await button.click();
    const handle = await page.waitForFunction(
      (sectionId) => {
        const recorded = (window as unknown as { __animations: { id: string; keyframes: { height: string }[]; duration: number }[] }).__animations;
        return recorded.filter((a) => a.id === sectionId).pop();
      },
      id,
    );
    const animation = (await handle.jsonValue()) as { keyframes: { height: string }[]; duration: number };
    await page.evaluate(() => (window as unknown as { __animations: unknown[] }).__animations.splice(0));
    const [from, to] = animation.keyframes.map((k) => Number.parseFloat(k.height));
    const height = await page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId!)!;
      const hidden = section.hidden;
      section.hidden = false;
      const full = section.scrollHeight;
      section.hidden = hidden;
      return full;
    }, id);
    return { from, to, height, duration: animation.duration, dataDuration: await page.locator(`[id="${id}"]`).getAttribute('data-duration').then(Number) };
  }

  it('expand and collapse with an animated height whose duration follows the height (desktop sidebar)', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    await waitForHydration(page);
    const sidebar = 'nav[aria-label="Docs sidebar"]';
    const opened = await toggleAndMeasure(page, sidebar, 'Settings', 'Expand');
    expect(opened.height).toBeGreaterThan(100);
    expect([opened.from, opened.to]).toEqual([0, opened.height]);
    expect(opened.duration).toBe(collapseDuration(opened.height, false));
    expect(opened.dataDuration).toBe(opened.duration);
    await expect.poll(() => page.locator(sidebar).getByRole('link', { name: 'Users', exact: true }).isVisible(), { timeout: opened.duration + 5000 }).toBe(true);

    const closed = await toggleAndMeasure(page, sidebar, 'Settings', 'Collapse');
    expect([closed.from, closed.to]).toEqual([opened.height, 0]);
    expect(closed.duration).toBe(collapseDuration(opened.height, false));
    await expect.poll(() => page.locator(sidebar).getByRole('link', { name: 'Users', exact: true }).isVisible(), { timeout: closed.duration + 5000 }).toBe(false);
    await context.close();
  });

  it('animate in the mobile drawer too', async () => {
    const { context, page } = await openPage(chromium(), '/docs/', { viewport: 'mobile' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const opened = await toggleAndMeasure(page, 'dialog[open]', 'Reports', 'Expand');
    expect(opened.height).toBeGreaterThan(50);
    expect([opened.from, opened.to]).toEqual([0, opened.height]);
    expect(opened.duration).toBe(collapseDuration(opened.height, false));
    await context.close();
  });

  it('take 1 ms when the visitor prefers reduced motion', async () => {
    const context = await chromium().newContext({ ...contextOptions('desktop'), reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    const sidebar = 'nav[aria-label="Docs sidebar"]';
    const opened = await toggleAndMeasure(page, sidebar, 'Settings', 'Expand');
    expect(opened.height).toBeGreaterThan(100);
    expect(opened.duration).toBe(1);
    await sleep(50);
    expect(await page.locator(sidebar).getByRole('link', { name: 'Users', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('link prefetching', () => {
  const isPrefetch = (request: Request) => request.resourceType() === 'fetch' || /__next\..*\.txt/.test(request.url());

  /** Loads the docs, waits, hovers a few links; returns the prefetch requests seen. */
  async function prefetchesOn(connection: { effectiveType: string; saveData: boolean }) {
    const context = await chromium().newContext(contextOptions('desktop'));
    await emulateConnection(context, connection);
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) seen.push(request.url());
    });
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await sleep(1000);
    for (const name of ['Login screen', 'Notifications', 'Watermark']) {
      await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name, exact: true }).hover();
      await sleep(200);
    }
    await sleep(500);
    await context.close();
    return seen;
  }

  it('prefetches nothing while the reader only reads: no page payloads on load', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await emulateConnection(context, { effectiveType: '4g', saveData: false });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) seen.push(request.url());
    });
    await page.goto(site('/docs/settings/DICOM/worklist/'));
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
    await sleep(1500);
    expect(seen).toEqual([]);
    await context.close();
  });

  it('prefetches a page when the pointer rests on its link on a fast connection', async () => {
    expect((await prefetchesOn({ effectiveType: '4g', saveData: false })).length).toBeGreaterThan(0);
  });

  it('skips prefetching on slow-2g and 2g connections', async () => {
    expect(await prefetchesOn({ effectiveType: 'slow-2g', saveData: false })).toEqual([]);
    expect(await prefetchesOn({ effectiveType: '2g', saveData: false })).toEqual([]);
  });

  it('skips prefetching when data saver is on', async () => {
    expect(await prefetchesOn({ effectiveType: '4g', saveData: true })).toEqual([]);
  });

  it('never prefetches the one-page manual, even when the pointer rests on its link', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await emulateConnection(context, { effectiveType: '4g', saveData: false });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: strings.footer.printManual }).hover();
    // A link beside it, hovered the same way, is prefetched: the test can tell the two apart.
    const docs = page.waitForRequest((r) => isPrefetch(r) && r.url().includes('/docs/'));
    await page.locator('footer').getByRole('link', { name: strings.nav.docs, exact: true }).hover();
    await docs;
    await sleep(500);
    expect(seen.filter((url) => url.startsWith(site('/print/')))).toEqual([]);
    // Clicked, the browser loads it as a page: the one-page manual has no React payload to fetch.
    await Promise.all([page.waitForURL(site('/print/')), page.locator('footer').getByRole('link', { name: strings.footer.printManual }).click()]);
    await page.waitForLoadState('load');
    expect(seen.filter((url) => url.startsWith(site('/print/')) && url !== site('/print/'))).toEqual([]);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await context.close();
  });

  it('still navigates without prefetching', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await emulateConnection(context, { effectiveType: '2g', saveData: false });
    const page = await context.newPage();
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Watermark', exact: true }).click();
    await page.waitForURL(/\/docs\/watermark\/$/);
    expect(await page.locator('h1').first().textContent()).toMatch(/Watermark/);
    await context.close();
  });
});
