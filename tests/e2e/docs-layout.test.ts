import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT } from '../../src/config/site';
import { strings } from '../../src/config/strings';
import { contextOptions } from '../support/browser';
import { openPage, site, useBrowser } from '../support/site';

const chromium = useBrowser();

describe('docs layout', () => {
  it('shows the docs sidebar from the desktop breakpoint (996 px) up, and the menu button below it', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).first();
    const menuButton = page.getByRole('button', { name: strings.nav.openMenu });
    await page.setViewportSize({ width: DESKTOP_BREAKPOINT, height: 800 });
    await page.goto(site('/docs/'));
    expect(await sidebar.isVisible()).toBe(true);
    expect(await menuButton.isVisible()).toBe(false);
    await page.setViewportSize({ width: DESKTOP_BREAKPOINT - 1, height: 800 });
    await sidebar.waitFor({ state: 'hidden' });
    expect(await menuButton.isVisible()).toBe(true);
    await context.close();
  });

  it('marks the current page in the sidebar and opens its categories', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Worklist');
    expect(await sidebar.getByRole('button', { name: "Collapse sidebar category 'DICOM'" }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('button', { name: "Expand sidebar category 'Reports'" }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('collapses and expands a category', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Reports'" }).click();
    await sidebar.getByRole('link', { name: 'Billing report', exact: true }).waitFor({ state: 'visible' });
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Reports'" }).click();
    await sidebar.getByRole('link', { name: 'Billing report', exact: true }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('uses a folder index page as the category link', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/calibration/fusion/');
    const link = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[aria-current="page"]');
    expect(await link.getAttribute('href')).toBe('/FusionDR/docs/settings/calibration/fusion/');
    await context.close();
  });

  it('shows breadcrumbs, one h1, and headings with anchors', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toMatch(/Settings › DICOM › Worklist/);
    expect(await page.locator('h1').count()).toBe(1);
    const firstH2 = page.locator('article h2').first();
    const id = await firstH2.getAttribute('id');
    expect(await firstH2.locator(`a[href="#${id}"]`).count()).toBe(1);
    await context.close();
  });

  it("keeps the article's width while the page arrives: the table of contents' column is held before it is read", async () => {
    // A browser paints a long page before it has read all of it; the table of contents comes after the article.
    const widthOf = async (cutAfterArticle: boolean) => {
      const context = await chromium().newContext({ ...contextOptions('desktop'), viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.route('**/docs/settings/DICOM/worklist/', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const end = html.indexOf('</article>') + '</article>'.length;
        await route.fulfill({ response, body: cutAfterArticle ? html.slice(0, end) : html });
      });
      await page.goto(site('/docs/settings/DICOM/worklist/'));
      const width = await page.locator('.doc-article').evaluate((el) => el.getBoundingClientRect().width);
      const toc = await page.locator('.toc-aside').count();
      await context.close();
      return { width, toc };
    };
    const whole = await widthOf(false);
    const arriving = await widthOf(true);
    expect(whole.toc).toBe(1);
    expect(arriving.toc).toBe(0);
    expect(arriving.width).toBe(whole.width);
  });

  it('lists h2 and h3 in the table of contents, never h4, and highlights the section in view', async () => {
    const { context, page } = await openPage(chromium(), '/docs/dicomQueue/');
    expect(await page.locator('article h4').count()).toBeGreaterThan(0);
    const toc = page.getByRole('navigation', { name: 'On this page' }).last();
    const depths = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('data-depth')));
    expect([...new Set(depths)].sort()).toEqual(['2', '3']);
    const headingIds = await page.locator('article :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
    const tocIds = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    expect(tocIds).toEqual(headingIds);
    const h4InToc = await page.locator('article h4').evaluateAll((hs, ids) => hs.filter((h) => ids.includes(h.id)).length, tocIds);
    expect(h4InToc).toBe(0);

    const target = tocIds[3];
    await page.locator(`[id="${target}"]`).evaluate((el) => el.scrollIntoView());
    await expect.poll(() => toc.locator('[aria-current="location"]').getAttribute('href')).toBe(`#${target}`);
    await context.close();
  });

  it('links to the previous and next page and shows the last update date', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.locator('a[rel="prev"]').getAttribute('href')).toBe('/FusionDR/docs/settings/DICOM/dicomGeneral/');
    expect(await pager.locator('a[rel="next"]').count()).toBe(1);
    expect(await page.getByText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/).count()).toBe(1);
    await context.close();
  });

  it('resolves links written in Markdown under the base path and navigates without a reload', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    const hrefs = await page.locator('article .prose a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href.startsWith('/FusionDR/')).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article .prose a[href^="/FusionDR/docs/"]').first().click();
    await page.waitForURL((url) => url.pathname !== '/FusionDR/docs/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });

  it("sends a doc's body once: the page's payload leaves it out, and the body stays after the page starts and on a return", async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    const body = page.locator('[data-doc-body]');
    const shownBody = await body.innerHTML();
    expect(shownBody).toContain('Each filter narrows the');
    const payload = await page.evaluate(() => [...document.scripts].map((script) => script.textContent).join(''));
    expect(payload).toContain('Worklist settings');
    expect(payload).not.toContain('Each filter narrows the');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await body.getByRole('link', { name: 'DICOM general' }).first().click();
    await page.waitForURL(/\/dicomGeneral\/$/);
    expect(await body.getAttribute('data-doc-body')).toBe('settings/DICOM/dicomGeneral');
    await page.goBack();
    await page.waitForURL(/\/worklist\/$/);
    await expect.poll(() => body.getAttribute('data-doc-body')).toBe('settings/DICOM/worklist');
    expect(await body.innerHTML()).toBe(shownBody);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });

  it("carries the site's frame once: for a page not found, its payload holds the message alone", async () => {
    const payload = await (await fetch(site('/docs/settings/DICOM/worklist/index.txt'))).text();
    const count = (text: string, part: string) => text.split(part).length - 1;
    // The navbar and the footer: the page's own, not the 404 page's frame again.
    expect(count(payload, '"aria-label":"Main"')).toBe(1);
    expect(count(payload, '"className":"footer"')).toBe(1);
    expect(payload).toContain('Page Not Found');
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    const inline = await page.evaluate(() => [...document.scripts].map((script) => script.textContent).join(''));
    expect(count(inline, '\\"aria-label\\":\\"Main\\"')).toBe(1);
    await context.close();
  });

  it('serves doc images under the base path with alt text', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/dicomGeneral/');
    const img = page.locator('article img').first();
    expect(await img.getAttribute('src')).toMatch(/^\/FusionDR\/img\/docs\/.+\.svg$/);
    expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(10);
    const response = await fetch(site((await img.getAttribute('src'))!.replace('/FusionDR', '')));
    expect(response.status).toBe(200);
    await context.close();
  });
});
