import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cacheControl } from '../../src/config/http-headers';
import { isUnrequestedExportFile } from '../../src/config/export-files';
import { isPrecompressedCopy } from '../../src/lib/http/precompress';
import { SEARCH_INDEX_DIR } from '../../src/config/search';
import { DEV_CONTENT_EVENTS_PATH } from '../../src/config/dev-server';
import { BASE_PATH } from '../../src/config/site';
import { EAGER_COMPILE_HINT } from '../../src/lib/html/compile-hint';
import { contextOptions } from '../support/browser';
import { sleep, waitForHydration } from '../support/behaviours';
import { outDir } from '../support/export';
import { site, useBrowser } from '../support/site';

const chromium = useBrowser();

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), root) : [join(dir, e.name).slice(root.length + 1)],
  );
}

/** Hovers a link (the site prefetches on intent), then follows it and waits for its page's heading. */
async function follow(page: Page, name: RegExp, heading: string) {
  const link = page.getByRole('link', { name }).first();
  await link.hover();
  await sleep(300);
  await link.click();
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.includes(text), heading);
}

describe('the files of the export', () => {
  it('leaves out every page payload the router never asks for', () => {
    const files = filesUnder(outDir);
    expect(files.filter((f) => f.endsWith('.txt')).length).toBeGreaterThan(80);
    expect(files.filter(isUnrequestedExportFile)).toEqual([]);
  });

  it('ships nothing of the development site: no script or page names its refresh of open pages', () => {
    const text = filesUnder(outDir).filter((f) => /\.(js|html)$/.test(f));
    expect(text.length).toBeGreaterThan(100);
    expect(text.filter((f) => readFileSync(join(outDir, f), 'utf8').includes(DEV_CONTENT_EVENTS_PATH.replace(BASE_PATH, '')))).toEqual([]);
  });

  it('still has every payload a reader needs: links, prefetches, back and forward never ask for a missing file', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    const payloads: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.txt')) payloads.push({ url: response.url(), status: response.status() });
    });
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await follow(page, /Next.*Radiation safety/s, 'Radiation safety');
    await follow(page, /Next.*Cleaning and disinfection/s, 'Cleaning');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Radiation safety'));
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Introduction'));
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Radiation safety'));
    // A link followed without a prefetch first: the router asks for the page's whole payload.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href$="/docs/watermark/"]')?.click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.match(/watermark/i));
    // Soft navigations all: the document was never loaded again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(payloads.length).toBeGreaterThan(3);
    expect(payloads.filter((p) => p.status !== 200)).toEqual([]);
    await context.close();
  });
});

describe('the site\'s scripts', () => {
  it('reach the browser marked for eager compilation: those a page starts with, and the search modal\'s', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    const scripts: Promise<{ url: string; marked: boolean }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      scripts.push(response.text().then((body) => ({ url: response.url(), marked: body.startsWith(`${EAGER_COMPILE_HINT}\n`) })));
    });
    await page.goto(site('/docs/settings/DICOM/worklist/'));
    await waitForHydration(page);
    const firstLoad = await Promise.all(scripts);
    expect(firstLoad.length).toBeGreaterThan(3);
    expect(firstLoad.filter((s) => !s.marked)).toEqual([]);
    scripts.length = 0;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const onIntent = await Promise.all(scripts);
    expect(onIntent.length).toBeGreaterThan(0);
    expect(onIntent.filter((s) => !s.marked)).toEqual([]);
    await context.close();
  });
});

describe('caching', () => {
  it('keeps the sidebar tree and the hashed search pieces for good, and has the search index list and pages revalidated', async () => {
    // The build's compressed copies (sidebar.{hash}.json.br) are the same file again.
    const nav = readdirSync(join(outDir, 'nav')).filter((file) => !isPrecompressedCopy(file));
    const meta = JSON.parse(readFileSync(join(outDir, SEARCH_INDEX_DIR, 'meta.json'), 'utf8')) as { id: string };
    const cacheOf = async (path: string) => (await fetch(site(path))).headers.get('cache-control');
    expect(nav).toHaveLength(1);
    expect(await cacheOf(`/nav/${nav[0]}`)).toBe(cacheControl.hashedAsset);
    expect(await cacheOf(`${SEARCH_INDEX_DIR}${meta.id}.terms.json`)).toBe(cacheControl.hashedAsset);
    expect(await cacheOf(`${SEARCH_INDEX_DIR}${meta.id}.d0.json`)).toBe(cacheControl.hashedAsset);
    expect(await cacheOf(`${SEARCH_INDEX_DIR}meta.json`)).toBe(cacheControl.revalidate);
    expect(await cacheOf('/docs/settings/users/')).toBe(cacheControl.revalidate);
    expect(await cacheOf('/print/')).toBe(cacheControl.revalidate);
  });
});
