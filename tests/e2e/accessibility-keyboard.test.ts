/**
 * What axe cannot see: the keyboard paths, the accessibility tree, and forced colours (Windows contrast
 * themes), checked in Chromium as a keyboard, screen-reader or low-vision reader meets them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchStrings } from '../../src/config/search';
import { strings } from '../../src/config/strings';
import { openPage, useBrowser } from '../support/site';
import { openModal } from '../support/search';

const chromium = useBrowser();
const WORKLIST = '/docs/settings/DICOM/worklist/';

/** What has the focus: its tag, text, and whether it sits in the main region or the search dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') || el?.textContent || '').trim(),
      inMain: !!el?.closest('main#main'),
      inDialog: !!el?.closest('dialog.fdr-search'),
      isBody: el === document.body || el === null,
    };
  });

/** The first element of the main region a Tab reaches (in document order, shown, not tabindex -1). */
const firstStopInMain = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main#main')!;
    const stops = main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
    const first = [...stops].find((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert], [hidden]'));
    return (first?.getAttribute('aria-label') || first?.textContent || '').trim();
  });

describe('the skip link', () => {
  for (const path of [WORKLIST, '/']) {
    it(`lands in the page's main region on ${path}: the next Tab is the first link inside it`, async () => {
      const { context, page } = await openPage(chromium(), path);
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(strings.skipToContent);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inMain).toBe(true);
      expect(now.text).toBe(await firstStopInMain(page));
      await context.close();
    });
  }
});

describe('focus after an in-site page change', () => {
  it('moves to the new page\'s heading after the paginator, and the next Tab stays in the doc', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    const next = page.locator('main').getByRole('link', { name: /^Next/ });
    const title = (await next.innerText()).replace(/^Next\s*/, '').replace(/\s*»$/, '');
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/settings\/DICOM\/mpps\//);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    const heading = await focused(page);
    expect(heading.inMain).toBe(true);
    expect(heading.text.length).toBeGreaterThan(0);
    // The heading is announced by its name: it is the page's h1, in the accessibility tree.
    expect(await page.locator('main h1').ariaSnapshot()).toContain(`heading "${heading.text}" [level=1]`);
    expect(title.length).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    // Back goes to the page before, with the focus on its heading again.
    await page.goBack();
    await page.waitForURL(/\/worklist\/$/);
    await expect.poll(async () => (await focused(page)).text).toBe(await page.locator('main h1').innerText());
    await context.close();
  });

  it('moves to the section a search hit names', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('automatic backup');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/automaticBackup\/#/);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(hash);
    expect((await focused(page)).inMain).toBe(true);
    await context.close();
  });
});

describe('the search modal is a modal dialog', () => {
  it('is a named dialog with the page behind it inert, keeps the focus inside, and gives it back on Escape', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    const opener = page.locator('main').getByRole('link', { name: 'modality' }).first();
    await opener.focus();
    await openModal(page);
    const dialog = page.getByRole('dialog', { name: searchStrings.dialogLabel });
    const tree = await dialog.ariaSnapshot();
    expect(tree).toMatch(/^- dialog "Search docs":/);
    expect(tree).toContain('searchbox');
    // No button wraps the dialog's content (DocSearch's wrapper posed as one).
    expect(await page.locator('.DocSearch-Container').getAttribute('role')).toBeNull();
    expect(await page.locator('.DocSearch-Container').getAttribute('tabindex')).toBeNull();
    expect(await page.evaluate(() => document.querySelector('dialog.fdr-search')?.matches(':modal'))).toBe(true);
    await page.locator('.DocSearch-Input').fill('worklist');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // Tab never reaches the page behind: only the dialog's controls (or the browser's own UI, the body here).
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog || now.isBody, `Tab ${i + 1} reached ${now.tag} "${now.text}"`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog.fdr-search')?.hasAttribute('open'))).toBe(false);
    expect((await focused(page)).text).toBe('modality');
    await context.close();
  });

  it('opens again at once after Escape, shown and with the focus in its search box', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    for (const query of ['worklist', 'backup', 'calibration']) {
      await openModal(page);
      expect(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.fdr-search')?.open)).toBe(true);
      await page.locator('.DocSearch-Input').fill(query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
      // No pause: DocSearch tells of the close after its next render, which may come after the new open.
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  it('announces the number of results once per query, in a polite status holding only the count', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    await openModal(page);
    const status = page.locator('dialog.fdr-search [role="status"]');
    // The site's panel (and its status) mounts just after DocSearch's search box: empty, before any result.
    await status.waitFor({ state: 'attached' });
    expect(await status.textContent()).toBe('');
    await page.evaluate(() => {
      const w = window as unknown as { __said: string[] };
      w.__said = [];
      const region = document.querySelector('dialog.fdr-search [role="status"]')!;
      new MutationObserver(() => region.textContent && w.__said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
    });
    await page.locator('.DocSearch-Input').pressSequentially('calibration', { delay: 60 });
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toMatch(/^\d+ results?$/);
    await page.waitForTimeout(1000);
    const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^\d+ results?$/);
    expect(await page.locator('dialog.fdr-search [aria-live], dialog.fdr-search [role="status"], dialog.fdr-search [role="alert"]').count()).toBe(1);
    await context.close();
  });

  it('the search page keeps one live region, holding the count line only', async () => {
    const { context, page } = await openPage(chromium(), '/search/');
    const live = page.locator('main [aria-live], main [role="status"]');
    await page.getByRole('searchbox', { name: searchStrings.inputLabel }).pressSequentially('calibration', { delay: 60 });
    await expect.poll(() => live.last().textContent(), { timeout: 5000 }).toMatch(/^\d+ results?$/);
    expect(await live.count()).toBe(1);
    await context.close();
  });
});

describe('the "/" shortcut (WCAG 2.1.4)', () => {
  it('opens search from the page, and leaves the key to a focused link', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    await page.locator('button[aria-keyshortcuts]').waitFor();
    await page.locator('main').getByRole('link', { name: 'modality' }).first().focus();
    await page.keyboard.press('/');
    await page.waitForTimeout(800);
    expect(await page.locator('dialog.fdr-search[open]').count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await page.locator('dialog.fdr-search[open] .DocSearch-Input').waitFor();
    await context.close();
  });
});

describe('no dropped focus', () => {
  it('Escape in the version and language menus gives the focus back to the menu button', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    for (const name of ['Version: Next', 'Language: English']) {
      const button = page.locator('header').getByRole('button', { name });
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect((await focused(page)).tag).toBe('a');
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect((await focused(page)).text).toBe(name);
    }
    await context.close();
  });

  it("closing the announcement moves the focus to what follows it, the navbar's first link", async () => {
    const { context, page } = await openPage(chromium(), WORKLIST);
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: strings.announcement.close }).focus();
    await page.keyboard.press('Enter');
    const now = await focused(page);
    expect(now.isBody).toBe(false);
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
    await context.close();
  });

  it('"Show more results" moves the focus to the first hit it added', async () => {
    const { context, page } = await openPage(chromium(), '/search/?q=calibration');
    const more = page.getByRole('button', { name: searchStrings.loadMore });
    await more.waitFor();
    const before = await page.locator('main ol > li').count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(before);
    await expect.poll(() => page.evaluate((n) => document.activeElement === document.querySelectorAll('main ol > li > a')[n], before)).toBe(true);
    await context.close();
  });

  it('"Back to main menu" in the drawer moves the focus to the main menu\'s first item', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST, { viewport: 'mobile' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const back = page.getByRole('dialog').getByRole('button', { name: /Back to main menu/ });
    await back.focus();
    await page.keyboard.press('Enter');
    const now = await focused(page);
    expect(now.isBody).toBe(false);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-menu="primary"]'))).toBe(true);
    await context.close();
  });
});

/** A CSS colour as the sRGB the screen shows (Tailwind's colours are oklch), through a canvas. */
const contrastOf = (page: Page, selector: string, backgroundOf: string) =>
  page.evaluate(
    ([sel, bgSel]) => {
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgb = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (c: number[]) =>
        c.map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
      const solidBackground = (el: Element | null): string => {
        for (let e = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
        }
        return 'white';
      };
      const control = document.querySelector(sel)!;
      const [a, b] = [luminance(rgb(getComputedStyle(control).borderTopColor)), luminance(rgb(solidBackground(document.querySelector(bgSel))))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    [selector, backgroundOf],
  );

describe('control boundaries of at least 3:1', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`the search fields' borders against what surrounds them, in ${scheme} mode`, async () => {
      const { context, page } = await openPage(chromium(), '/search/', { colorScheme: scheme, storage: { theme: scheme } });
      expect(await contrastOf(page, 'main input[type="search"]', 'main')).toBeGreaterThanOrEqual(3);
      expect(await contrastOf(page, 'button[data-search-button]', 'header')).toBeGreaterThanOrEqual(3);
      await context.close();
    });
  }
});

describe('forced colours (Windows contrast themes)', () => {
  it('keep every shell icon visible, the mobile menu button included', async () => {
    const { context, page } = await openPage(chromium(), WORKLIST, { viewport: 'mobile' });
    await page.emulateMedia({ forcedColors: 'active' });
    const icons = await page.evaluate(() => {
      const canvas = getComputedStyle(document.body).backgroundColor;
      const shown = (el: Element) => el.getClientRects().length > 0;
      const paint = (el: Element, pseudo?: string) => getComputedStyle(el, pseudo).backgroundColor;
      return [
        ...[...document.querySelectorAll('.shell-icon')].filter(shown).map((el) => ({ what: el.className, colour: paint(el) })),
        ...[...document.querySelectorAll('.admonition-title')].map((el) => ({ what: 'admonition icon', colour: paint(el, '::before') })),
      ].map((icon) => ({ ...icon, visible: icon.colour !== canvas && icon.colour !== 'rgba(0, 0, 0, 0)' }));
    });
    expect(icons.some((icon) => icon.what.includes('shell-icon-menu'))).toBe(true);
    expect(icons.filter((icon) => !icon.visible)).toEqual([]);
    await context.close();
  });
});

describe('admonitions say their kind', () => {
  it('in text and in their accessible name, on the page and in the print manual', async () => {
    const { context, page } = await openPage(chromium(), '/docs/watermark/');
    const danger = page.locator('main .admonition-danger').first();
    const title = (await danger.locator('.admonition-title').textContent())!.trim();
    // The title shows the kind first ("Danger: Patient safety"), and the note is named the same way.
    expect(title).toMatch(/^Danger: \S/);
    expect(await page.getByRole('note', { name: title, exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('main').ariaSnapshot()).toContain(`note "${title}"`);
    await context.close();
    const manual = readFileSync(join('out', 'print', 'index.html'), 'utf8');
    expect(manual).toContain(`role="note" aria-label="${title}"`);
  });
});

describe('data tables', () => {
  it('read each cell of a technique chart with its body region (row headers)', async () => {
    const { context, page } = await openPage(chromium(), '/docs/resources/smallAnimalTechniqueGuideline/');
    const table = page.locator('main table').first();
    const tree = await table.ariaSnapshot();
    expect(tree).toMatch(/rowheader "Thorax, lateral or VD\/DV"/);
    expect(await table.locator('tbody td').first().innerText()).not.toMatch(/Thorax/);
    await context.close();
  });
});
