import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announcement, storageKeys } from '../../src/config/site';
import { openPage, site, useBrowser } from '../support/site';

const chromium = useBrowser();

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

describe('colour mode', () => {
  it('cycles light, dark, system and says the current mode in its name', async () => {
    const { context, page } = await openPage(chromium(), '/', { colorScheme: 'dark', storage: { [storageKeys.theme]: 'light' } });
    expect(await theme(page)).toBe('light');
    await expect.poll(() => toggle(page).getAttribute('aria-label')).toMatch(/currently light mode/);
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    expect(await toggle(page).getAttribute('aria-label')).toMatch(/currently dark mode/);
    await toggle(page).click();
    // System mode follows the system preference, dark here.
    expect(await toggle(page).getAttribute('aria-label')).toMatch(/currently system mode/);
    expect(await theme(page)).toBe('dark');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  it('remembers the choice under the "theme" key across pages', async () => {
    const { context, page } = await openPage(chromium(), '/', { colorScheme: 'light' });
    await expect.poll(() => toggle(page).isEnabled()).toBe(true);
    while (!(await toggle(page).getAttribute('aria-label'))?.includes('currently dark mode')) await toggle(page).click();
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.theme)).toBe('dark');
    await page.goto(site('/docs/'));
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  it('keeps the stored mode on the not-found page, which React renders afresh', async () => {
    const { context, page } = await openPage(chromium(), '/docs/no-such-page/', { colorScheme: 'light', storage: { [storageKeys.theme]: 'dark' } });
    await page.waitForLoadState('networkidle');
    await expect.poll(() => toggle(page).getAttribute('aria-label')).toMatch(/currently dark mode/);
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  it('applies the stored mode before the first paint, with no flash of the other mode', async () => {
    const context = await chromium().newContext({ colorScheme: 'light' });
    await context.addInitScript((k) => localStorage.setItem(k, 'dark'), storageKeys.theme);
    // Hold back every script file: what shows is what the HTML alone paints.
    await context.route('**/_next/static/**/*.js', () => undefined);
    const page = await context.newPage();
    await page.goto(site('/docs/'), { waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toBe('dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const beforeScripts = await background();
    await context.close();
    // The same page, fully loaded in dark mode, paints the same background.
    const loaded = await openPage(chromium(), '/docs/', { colorScheme: 'light', storage: { [storageKeys.theme]: 'dark' } });
    expect(await loaded.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(beforeScripts);
    const light = await openPage(chromium(), '/docs/', { colorScheme: 'light', storage: { [storageKeys.theme]: 'light' } });
    expect(await light.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(beforeScripts);
    await loaded.context.close();
    await light.context.close();
  });

  it('shows the icon of the stored mode before any script runs, and the next one after a click', async () => {
    const context = await chromium().newContext({ colorScheme: 'light' });
    await context.addInitScript((k) => localStorage.setItem(k, 'dark'), storageKeys.theme);
    await context.route('**/_next/static/**/*.js', () => undefined);
    const page = await context.newPage();
    await page.goto(site('/docs/'), { waitUntil: 'domcontentloaded' });
    const shownIcons = (p: Page) => p.locator('header [data-mode-icon]:visible').evaluateAll((icons) => icons.map((i) => i.getAttribute('data-mode-icon')));
    expect(await shownIcons(page)).toEqual(['dark']);
    await context.close();
    const loaded = await openPage(chromium(), '/docs/', { colorScheme: 'light', storage: { [storageKeys.theme]: 'dark' } });
    await expect.poll(() => toggle(loaded.page).isEnabled()).toBe(true);
    await toggle(loaded.page).click();
    expect(await shownIcons(loaded.page)).toEqual(['system']);
    await loaded.context.close();
  });
});

describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

  it('announces 2.12.0 in white on blue, with a link to the update page', async () => {
    const { context, page } = await openPage(chromium(), '/');
    expect(await bar(page).innerText()).toMatch(/version 2\.12\.0 is available/);
    const colours = await bar(page).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(['rgb(29, 78, 216)', 'rgb(255, 255, 255)']);
    await bar(page).getByRole('link', { name: 'Check it out!' }).click();
    await page.waitForURL('**/docs/settings/system/update/');
    expect(await page.locator('h1').innerText()).toMatch(/2\.12\.0|[Uu]pdate/);
    await context.close();
  });

  it('stays closed after a reload once dismissed, without a layout shift', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await bar(page).isVisible()).toBe(false);
    await page.reload();
    expect(await bar(page).isVisible()).toBe(false);
    const shift = await page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((done) => {
          let total = 0;
          const moved: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
              total += entry.value;
              // What moved, for the failure message: its tag, id and classes.
              for (const source of entry.sources ?? []) {
                const el = source.node instanceof Element ? source.node : source.node?.parentElement;
                if (el) moved.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`);
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done({ total, moved }), 300);
        }),
    );
    expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBe(0);
    await context.close();
  });

  it('appears again when the announcement id changes', async () => {
    const { context, page } = await openPage(chromium(), '/', {
      storage: { [storageKeys.announcementDismissed]: 'true', [storageKeys.announcementId]: 'release-2.11.0' },
    });
    expect(await bar(page).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), storageKeys.announcementId)).toBe(announcement.id);
    await context.close();
  });
});

describe('navbar', () => {
  it('links to the docs, the help site and the feedback forum', async () => {
    const { context, page } = await openPage(chromium(), '/');
    const nav = page.locator('header');
    expect(await nav.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/FusionDR/docs/');
    expect(await nav.getByRole('link', { name: 'Help' }).getAttribute('target')).toBe('_blank');
    expect(await nav.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await nav.getByRole('link', { name: 'FusionDR home' }).getAttribute('href')).toBe('/FusionDR/');
    await context.close();
  });

  it('has a version dropdown with the one version, Next, remembered when chosen', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/users/');
    const button = page.locator('header').getByRole('button', { name: 'Version: Next' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const items = page.locator('header').getByRole('link', { name: 'Next' });
    expect(await items.count()).toBe(1);
    await items.click();
    await page.waitForURL('**/FusionDR/docs/');
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.preferredVersion)).toBe('current');
    await context.close();
  });

  it('has a language dropdown with English only, closed by Escape', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    const button = page.locator('header').getByRole('button', { name: 'Language: English' });
    await button.click();
    expect(await page.locator('header').getByRole('link', { name: 'English' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('closes a menu on a click outside it, and keeps the reader on the page when English is chosen', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/users/');
    const button = page.locator('header').getByRole('button', { name: 'Language: English' });
    const english = page.locator('header').getByRole('link', { name: 'English' });
    await button.click();
    expect(await english.isVisible()).toBe(true);
    await page.locator('main h1').click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await english.isVisible()).toBe(false);
    await button.click();
    await english.click();
    await expect.poll(() => english.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/FusionDR/docs/settings/users/');
    expect(await page.locator('main h1').textContent()).toBe('Users and roles');
    await context.close();
  });
});

describe('small screens', () => {
  it('moves the sidebar into a drawer with the docs menu and "Back to main menu"', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/', { viewport: 'mobile' });
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    expect(await drawer.locator('[aria-current="page"]').textContent()).toBe('Worklist');
    await drawer.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await drawer.getByRole('link', { name: 'Docs' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: /Help/ }).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL('**/FusionDR/docs/');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });

  it('closes the drawer when a doc is chosen', async () => {
    const { context, page } = await openPage(chromium(), '/docs/', { viewport: 'mobile' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login screen' }).click();
    await page.waitForURL('**/docs/loginScreen/');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    await context.close();
  });
});

describe('search engines', () => {
  it('sets the language, a distinct title, description, canonical and hreflang alternates', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/users/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const title = await page.title();
    expect(title).toMatch(/\| FusionDR$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/FusionDR\/docs\/settings\/users\/$/);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(canonical);
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toBe(canonical);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(20);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    await page.goto(site('/docs/settings/DICOM/worklist/'));
    expect(await page.title()).not.toBe(title);
    await context.close();
  });

  it('lists every page in sitemap.xml, weekly, priority 0.5, and points robots.txt at it', async () => {
    const xml = await (await fetch(site('/sitemap.xml'))).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(80);
    expect(urls).toContain(urls.find((u) => u.endsWith('/FusionDR/docs/settings/DICOM/worklist/')));
    expect(urls.every((u) => /^https?:\/\/[^/]+\/FusionDR\//.test(u))).toBe(true);
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(urls.length);
    expect(xml.match(/<priority>0.5<\/priority>/g)?.length).toBe(urls.length);
    const robots = await (await fetch(site('/robots.txt'))).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/FusionDR\/sitemap\.xml/);
  });

  it('serves an icon under the base path', async () => {
    const { context, page } = await openPage(chromium(), '/');
    const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(href).toMatch(/^\/FusionDR\//);
    expect((await fetch(new URL(href!, site('/')))).status).toBe(200);
    await context.close();
  });
});
