/**
 * A reader on a slow connection acts as soon as the page's text shows, before its scripts have run: every
 * script of the site is held back 2.5 s, and each tap or key is made once the heading is visible. Each is
 * answered once the scripts run: none is lost.
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
const timeout = SCRIPT_DELAY_MS * 4;

describe('taps and keys made before the scripts run', () => {
  it('a tap on the menu button at 390 px opens the menu', async () => {
    const page = await earlyPage('mobile');
    await page.locator('button[data-drawer-button]').click();
    await expectStillEarly(page);
    await page.getByRole('dialog').getByRole('link').first().waitFor({ timeout });
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ])('%s opens search, with the letters typed meanwhile in the box', async (_, shortcut) => {
    const page = await earlyPage('desktop');
    await page.keyboard.press(shortcut);
    await page.keyboard.type('worklist');
    await expectStillEarly(page);
    await searchBox(page).waitFor({ timeout });
    expect(await searchBox(page).inputValue()).toBe('worklist');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout });
    await page.context().close();
  });

  it('a click on the search button opens search, with what was typed after it', async () => {
    const page = await earlyPage('desktop');
    await page.locator('header button[data-search-button]').click();
    await page.keyboard.type('pacs');
    await expectStillEarly(page);
    await searchBox(page).waitFor({ timeout });
    expect(await searchBox(page).inputValue()).toBe('pacs');
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
