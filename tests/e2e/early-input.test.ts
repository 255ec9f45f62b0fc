/**
 * A reader on a slow connection acts as soon as the page's text shows, before its scripts have run: every
 * script of the site is held back 2.5 s, and each tap or key is made once the heading is visible. The menu
 * and the search answer at once, with no script of the page; every other control answers once the scripts
 * run: nothing is lost.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/config/site';
import { contextOptions, type viewports } from '../support/browser';
import { COLOUR_TOGGLE, sleep } from '../support/behaviours';
import { site, useBrowser } from '../support/site';

const chromium = useBrowser();
const SCRIPT_DELAY_MS = 2500;
const DOC = '/docs/settings/DICOM/worklist/';

/** A page whose scripts all arrive late, once its heading shows, with the shell's controls not yet started. */
async function earlyPage(viewport: keyof typeof viewports, path = DOC, storage: Record<string, string> = {}): Promise<Page> {
  const context = await chromium().newContext(contextOptions(viewport, 'light'));
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
  }, storage);
  await context.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await sleep(SCRIPT_DELAY_MS);
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  await page.goto(site(path), { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectStillEarly(page);
  return page;
}

/** The shell's controls do not listen yet (the colour button gets its tooltip when they start): what was done is early. */
async function expectStillEarly(page: Page) {
  expect(await page.locator(COLOUR_TOGGLE).getAttribute('title'), 'the page’s scripts ran before the reader acted').toBeNull();
}

const searchBox = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');
const earlyBox = (page: Page) => page.getByRole('dialog', { name: 'Search docs' }).getByRole('searchbox');
const timeout = SCRIPT_DELAY_MS * 4;
const scriptsRun = (page: Page) => page.locator(`${COLOUR_TOGGLE}[title]`).waitFor({ timeout });

describe('taps and keys made before the scripts run', () => {
  it('a tap on the menu button at 390 px shows the docs at once, which stay the menu once the scripts run', async () => {
    const page = await earlyPage('mobile');
    const button = page.locator('button[data-drawer-button]');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = menu.getByRole('link', { name: 'Worklist' });
    expect(await current.isVisible()).toBe(true);
    expect(await current.evaluate((link) => link === document.activeElement)).toBe(true);
    await expectStillEarly(page);
    // The scripts run: the menu is the page's own sidebar, its categories now open and close.
    await scriptsRun(page);
    expect(await current.isVisible()).toBe(true);
    const calibration = menu.getByRole('button', { name: /Expand sidebar category 'Calibration'/ });
    await calibration.click();
    await menu.getByRole('button', { name: /Collapse sidebar category 'Calibration'/ }).waitFor({ timeout });
    expect(await current.isVisible()).toBe(true);
    // Escape closes it and gives the focus back to the button, which from then on opens the drawer.
    await page.keyboard.press('Escape');
    expect(await current.isVisible()).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await button.click();
    await page.getByRole('dialog').getByRole('link').first().waitFor({ timeout });
    await page.context().close();
  });

  it('a tap outside the early menu closes it without following what is under it', async () => {
    const page = await earlyPage('mobile', '/');
    await page.locator('button[data-drawer-button]').click();
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    expect(await docs.isVisible()).toBe(true);
    await page.mouse.click(380, 600);
    expect(await docs.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe(new URL(site('/')).pathname);
    await expectStillEarly(page);
    await page.context().close();
  });

  it.each([
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ])('%s opens a search box at once, whose words the search modal takes once the scripts run', async (_, shortcut) => {
    const page = await earlyPage('desktop');
    await page.keyboard.press(shortcut);
    await page.keyboard.type('worklist');
    expect(await earlyBox(page).inputValue()).toBe('worklist');
    await expectStillEarly(page);
    await searchBox(page).waitFor({ timeout });
    expect(await searchBox(page).inputValue()).toBe('worklist');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout });
    expect(await page.locator('dialog.early-search').count()).toBe(0);
    await page.context().close();
  });

  it('the early search box opens the search page with the words, with no script of the page', async () => {
    const page = await earlyPage('desktop');
    await page.locator('header button[data-search-button]').click();
    await page.keyboard.type('pacs');
    await expectStillEarly(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\?q=pacs$/, { timeout });
    await page.getByRole('link', { name: /PACS/ }).first().waitFor({ timeout });
    await page.context().close();
  });

  it('Escape closes the early search box, and the search does not open when the scripts run', async () => {
    const page = await earlyPage('desktop');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('dicom');
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog.early-search[open]').count()).toBe(0);
    await scriptsRun(page);
    await sleep(500);
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.context().close();
  });

  it('the colour button, the announcement’s close button and the version menu each answer', async () => {
    // Light mode chosen: the next is dark.
    const page = await earlyPage('desktop', DOC, { [storageKeys.theme]: 'light' });
    await page.locator(COLOUR_TOGGLE).click();
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button').click();
    const version = page.locator('header').getByRole('button', { name: 'Version: Next' });
    await version.click();
    await expectStillEarly(page);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', null, { timeout });
    await expect.poll(() => version.getAttribute('aria-expanded'), { timeout }).toBe('true');
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.announcementDismissed)).toBe('true');
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.theme)).toBe('dark');
    await page.context().close();
  });

  it('the language menu answers', async () => {
    const page = await earlyPage('desktop', '/');
    const language = page.locator('header').getByRole('button', { name: 'Language: English' });
    await language.click();
    await expectStillEarly(page);
    await expect.poll(() => language.getAttribute('aria-expanded'), { timeout }).toBe('true');
    expect(await page.locator('header').getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
