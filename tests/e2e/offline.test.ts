import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { precompressExport } from '../../scripts/precompress-export';
import { writeServiceWorker } from '../../scripts/service-worker';
import { GET_BUILD } from '../../src/lib/offline/worker-build';
import { OFFLINE_MANUAL_FILE, offlineStorageKey } from '../../src/config/offline';
import { strings } from '../../src/config/strings';
import type { OfflineManual } from '../../src/lib/offline/manual-list';
import { cspViolations, emulateConnection, recordCspViolations, sleep, waitForHydration } from '../support/behaviours';
import { openModal, typeQuery } from '../support/search';
import { cacheNames, serveScratchCopy, waitForOfflineControl, workerContext } from '../support/offline';
import { useBrowser } from '../support/site';

const chromium = useBrowser();
let scratch: Awaited<ReturnType<typeof serveScratchCopy>>;

beforeAll(async () => {
  scratch = await serveScratchCopy();
});
afterAll(() => scratch?.close());

const manual = () => JSON.parse(readFileSync(join(scratch.dir, OFFLINE_MANUAL_FILE), 'utf8')) as OfflineManual;

describe('reading offline', () => {
  it('opens a page visited once again with the network off, with no CSP violation from the worker', async () => {
    const context = await workerContext(chromium());
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(scratch.url('/docs/settings/users/'));
    const title = await page.locator('h1').textContent();
    await waitForOfflineControl(page);
    expect(await cspViolations(page)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe(title);
    // Its code came from the cache too: the page is interactive offline.
    await waitForHydration(page);
    await context.close();
  });

  it('never keeps the CMS or the crash test page', async () => {
    const context = await workerContext(chromium());
    const page = await context.newPage();
    await page.goto(scratch.url('/docs/'));
    await waitForOfflineControl(page);
    await page.goto(scratch.url('/test-crash/'));
    await page.locator('h1').waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/FusionDR/docs/');
    expect(cached.filter((path) => path.startsWith('/FusionDR/test-crash/') || path.startsWith('/FusionDR/admin/'))).toEqual([]);
    await context.close();
  });

  it('makes the whole manual available offline with progress, then every doc, the search modal and the search page answer offline', async () => {
    const context = await workerContext(chromium());
    const page = await context.newPage();
    await page.goto(scratch.url('/docs/'));
    const control = await waitForOfflineControl(page);

    await control.getByRole('button', { name: new RegExp(`^${strings.offline.makeAvailable}`) }).click();
    await control.getByRole('progressbar', { name: strings.offline.progressLabel }).waitFor();
    expect(await control.textContent()).toMatch(/Downloading the manual for offline use: \d+%/);
    await control.getByText(strings.offline.available).waitFor({ timeout: 90_000 });
    expect(await control.textContent()).toMatch(/Available offline · docs of [A-Z][a-z]+ \d{1,2}, \d{4}/);

    await context.setOffline(true);
    const docs = manual().urls.filter((url) => /^\/FusionDR\/docs\/.*\/$/.test(url));
    expect(docs.length).toBeGreaterThan(80);
    // Every doc's page is in the offline copy, as the worker answers it...
    const stored = await page.evaluate(async (urls) => {
      const found: Record<string, boolean> = {};
      for (const url of urls) {
        const response = await caches.match(url, { ignoreSearch: true });
        found[url] = !!response && response.ok && /<article[\s\S]*<h1/.test(await response.text());
      }
      return found;
    }, docs);
    expect(Object.entries(stored).filter(([, ok]) => !ok).map(([url]) => url)).toEqual([]);
    // ...and the reader goes to docs from all over the manual while offline (a page load each).
    for (const url of docs.filter((_, i) => i % 20 === 0)) {
      // The heading is in the page's HTML: no need to wait for its scripts and images.
      const response = await page.goto(scratch.url(url), { waitUntil: 'domcontentloaded' });
      expect(response?.ok(), url).toBe(true);
      expect(await page.locator('article h1').count(), url).toBe(1);
    }

    await page.goto(scratch.url('/docs/'));
    await openModal(page);
    await typeQuery(page, 'worklist');
    await page.locator('.DocSearch-Hit').first().waitFor();

    await page.goto(scratch.url('/search/?q=worklist'));
    await page.getByRole('link', { name: /worklist/i }).first().waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('downloads nothing large on its own when the connection saves data', async () => {
    const context = await workerContext(chromium());
    await emulateConnection(context, { effectiveType: '4g', saveData: true });
    // The reader chose to keep the manual offline for an earlier build.
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [offlineStorageKey, JSON.stringify({ build: 'an-earlier-build', docsDate: '2025-01-01', keep: true })] as const,
    );
    const page = await context.newPage();
    await page.goto(scratch.url('/docs/'));
    const control = await waitForOfflineControl(page);
    await sleep(1000);
    expect(await control.getByRole('progressbar').count()).toBe(0);
    expect(await control.textContent()).toContain(strings.offline.savingData);
    const cachedFiles = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
    expect(cachedFiles).toBeLessThan(40);
    await context.close();
  });
});

/**
 * The build the worker that controls the page says it serves (its sw-build.js). Asked again each second: a
 * message sent while the controller is being replaced is never answered.
 */
async function workerBuild(page: Page): Promise<string> {
  const answer = await page.waitForFunction(
    (type) =>
      new Promise<string | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        navigator.serviceWorker.controller?.postMessage({ type }, [channel.port2]);
        setTimeout(() => resolve(null), 1000);
      }),
    GET_BUILD,
    { timeout: 20_000 },
  );
  return (await answer.jsonValue()) as string;
}

/** A rebuild of the scratch copy: one doc changed, and the finishing steps write the worker and the compressed copies again. */
async function rebuild(copy: typeof scratch): Promise<string | undefined> {
  appendFileSync(join(copy.dir, 'docs', 'settings', 'users', 'index.html'), '\n<!-- rebuilt -->\n');
  const build = (await writeServiceWorker(copy.dir))?.build;
  await precompressExport(copy.dir);
  await copy.redeploy();
  return build;
}

/** The reader is told of the new build, reloads into it, and only its caches remain. */
async function expectUpdatedTo(page: Page, build: string | undefined) {
  await page.reload();
  const prompt = page.getByRole('status').filter({ hasText: strings.offline.updateAvailable });
  await prompt.waitFor({ timeout: 30_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: strings.offline.reload }).click()]);
  await waitForOfflineControl(page);
  expect(await prompt.count()).toBe(0);
  expect(await workerBuild(page)).toBe(build);
  const names = await cacheNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.endsWith(`-${build}`))).toBe(true);
}

describe('a new build published', () => {
  it('tells a reader holding the older copy, and reloads into the new one with only its caches', async () => {
    const context = await workerContext(chromium());
    const page = await context.newPage();
    await page.goto(scratch.url('/docs/settings/users/'));
    await waitForOfflineControl(page);
    const before = manual().build;
    expect((await cacheNames(page)).every((name) => name.endsWith(before))).toBe(true);

    const after = await rebuild(scratch);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await expectUpdatedTo(page, after);
    await context.close();
  });

  it('reaches the reader too on a host that lets browsers cache every file for ten minutes, as GitHub Pages does', async () => {
    const host = await serveScratchCopy({ headers: { 'Cache-Control': 'public, max-age=600' } });
    try {
      const context = await workerContext(chromium());
      const page = await context.newPage();
      await page.goto(host.url('/docs/settings/users/'));
      await waitForOfflineControl(page);
      const before = (JSON.parse(readFileSync(join(host.dir, OFFLINE_MANUAL_FILE), 'utf8')) as OfflineManual).build;
      // The worker's files are in the browser's HTTP cache now, fresh for ten minutes.
      expect(await workerBuild(page)).toBe(before);

      const after = await rebuild(host);
      expect(after).not.toBe(before);
      await expectUpdatedTo(page, after);
      await context.close();
    } finally {
      await host.close();
    }
  });
});
