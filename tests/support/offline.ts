/**
 * The offline tests' own copy of the export: a scratch folder they may change (a "new build"),
 * served like the real one, and browser contexts in which the site's service worker runs.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { BASE_PATH } from '../../src/config/site';
import { strings } from '../../src/config/strings';
import { contextOptions } from './browser';
import { outDir } from './export';

/** `headers`: sent with every file, after the export's own (a host that caches everything, say). */
export async function serveScratchCopy({ headers }: { headers?: Record<string, string> } = {}) {
  const dir = mkdtempSync(join(outDir, '..', '.cache', 'out-offline-'));
  cpSync(outDir, dir, { recursive: true, filter: (source) => !source.startsWith(join(outDir, 'admin')) });
  let server = await startServer({ dir, port: 0, headers });
  const port = Number(new URL(server.url).port);
  return {
    dir,
    /** A site path, with or without the base path, on the scratch server. */
    url: (path: string) => new URL(path.replace(new RegExp(`^${BASE_PATH}`), '').replace(/^\//, ''), server.url).href,
    /** Serves the folder afresh at the same address, as a host does after a deployment. */
    redeploy: async () => {
      await server.close();
      server = await startServer({ dir, port, headers });
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A context in which service workers run (the other browser tests block them). */
export function workerContext(browser: Browser) {
  return browser.newContext({ ...contextOptions('desktop'), serviceWorkers: 'allow' });
}

/** The footer's offline control once the worker controls the page and the control is ready. */
export async function waitForOfflineControl(page: Page) {
  const region = page.getByRole('region', { name: strings.offline.region });
  await region.getByRole('button', { name: new RegExp(`^${strings.offline.makeAvailable}`) }).or(region.getByText(strings.offline.available)).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return region;
}

/** The names of the site's caches in this browser. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}
