/**
 * Search with the built-in index (the default export): the modal and its shortcuts, results, the
 * "See all" link, Ask AI quoting the docs, the search page's three states, escaping, and nothing of
 * search in a doc page's first load.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, site } from '../support/site';
import { forbidDialogs, openModal, typeQuery } from '../support/search';
import { searchStrings } from '../../src/config/search';

const chromium = useBrowser();

const DOC = '/docs/settings/DICOM/worklist/';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const MODAL_SOURCES = new URL('../../src/components/search/modal/', import.meta.url);

describe('search modal (built-in index)', () => {
  it("keeps the search code, styles and index out of a doc page's first load, and loads them on intent", async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    // Each response is recorded as it arrives; its body is read before anything is checked.
    const responses: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet', 'fetch', 'xhr'].includes(response.request().resourceType())) {
        responses.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: '' })));
      }
    });
    await page.goto(site(DOC), { waitUntil: 'networkidle' });
    const loaded = await Promise.all(responses);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, body } of loaded) {
      expect(url).not.toMatch(/search-index\//);
      expect(body, url).not.toMatch(/DocSearch-Modal|DocSearch-Container|fdr-modal-panel|MiniSearch|fusiondr-local-search/);
    }
    // Hovering the button is intent: the modal's code, styles and the index arrive then (awaited from
    // before the hover: on a quick machine the index arrives while the hover is still being reported).
    const indexArrives = page.waitForResponse(/search-index\//);
    await page.hover('button[aria-keyshortcuts]');
    await indexArrives;
    await page.waitForLoadState('networkidle');
    const later = (await Promise.all(responses)).slice(loaded.length);
    expect(later.some(({ body }) => body.includes('DocSearch-Container'))).toBe(true);
    await context.close();
  });

  it('opens with Ctrl+K, Cmd+K and /, placeholder "Search docs", and the button names what it shows', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    const button = page.getByRole('button', { name: /^Search/ });
    expect(await button.textContent()).toBe('SearchCtrl K');
    const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(axe.violations).toEqual([]);

    await openModal(page, 'Control+k');
    expect(await page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page).count()).resolves.toBe(0);
    // Focus goes back to the navbar button.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-keyshortcuts') === 'Control+K Meta+K /');

    await openModal(page, 'Meta+k');
    await page.keyboard.press('Meta+k');
    await expect(modal(page).count()).resolves.toBe(0);

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await openModal(page, '/');
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('');
    await page.keyboard.press('Control+k');
    await expect(modal(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('does not open on / while the reader types in a field', async () => {
    const { context, page } = await openPage(chromium(), '/search/');
    const input = page.getByRole('searchbox', { name: 'Search the documentation' });
    await input.click();
    await page.keyboard.type('a/b');
    expect(await input.inputValue()).toBe('a/b');
    await page.waitForTimeout(300);
    expect(await modal(page).count()).toBe(0);
    await context.close();
  });

  it('shows results grouped by page, with the section, its breadcrumb and the words highlighted', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'connect worklist');
    // Results arrive as the reader types; wait for those of the whole query.
    await page.locator('.DocSearch-Hit-title', { hasText: 'Connect the worklist' }).first().waitFor();
    const firstGroup = page.locator('.DocSearch-Hits').first();
    expect(await firstGroup.locator('.DocSearch-Hit-source').textContent()).toBe('Worklist settings');
    const hit = firstGroup.locator('.DocSearch-Hit').first();
    expect(await hit.locator('.DocSearch-Hit-title').textContent()).toBe('Connect the worklist');
    expect(await hit.locator('.DocSearch-Hit-title mark').allTextContents()).toEqual(['Connect', 'worklist']);
    expect(await hit.locator('.DocSearch-Hit-path').textContent()).toBe('Worklist settings');
    expect(await hit.locator('a').getAttribute('href')).toBe('/FusionDR/docs/settings/DICOM/worklist/#connect-the-worklist');
    await hit.click();
    await page.waitForURL(/\/docs\/settings\/DICOM\/worklist\/#connect-the-worklist$/);
    await context.close();
  });

  /** The doc page with the modal open on the hits for "calibration": the first is on another page. */
  async function openOnAnotherPagesHits() {
    const { context, page } = await openPage(chromium(), DOC, { routedLater: true });
    await openModal(page);
    await typeQuery(page, 'calibration');
    const first = page.locator('.DocSearch-Hit a').first();
    await first.waitFor();
    const target = new URL((await first.getAttribute('href')) ?? '', site('/')).pathname;
    expect(target).not.toBe(new URL(site(DOC)).pathname);
    return { context, page, target };
  }

  it('goes to the hit chosen with the keyboard in place, without loading the page again', async () => {
    const { context, page, target } = await openOnAnotherPagesHits();
    // A page load would lose this mark.
    await page.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await context.close();
  });

  it('shows the progress bar while a slow page chosen with the keyboard loads', async () => {
    const { context, page, target } = await openOnAnotherPagesHits();
    // The chosen page's data is held back until the progress bar shows.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route((url) => url.pathname.startsWith(target) && url.pathname.endsWith('.txt'), async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.keyboard.press('Enter');
    // The page's data is held until the bar shows, so the bar has all the time it needs (a loaded
    // machine took more than 3 s to run the page's script, twice in the suite's history).
    await page.waitForSelector('#nprogress .bar');
    release();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => page.locator('#nprogress').count()).toBe(0);
    await context.close();
  });

  it('links "See all N results" to the search page, which finds the same N', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'calibration');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(1);
    expect(await seeAll.getAttribute('href')).toBe('/FusionDR/search/?q=calibration');
    await seeAll.click();
    await page.waitForURL(/\/search\/\?q=calibration$/);
    await page.getByText(`${count} results`, { exact: true }).waitFor();
    await context.close();
  });

  it('shows no results with suggestions that work, and no "See all" link', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'zzqqxx');
    await page.getByText('No results found for “zzqqxx”').waitFor();
    await page.getByText('Try searching for:').waitFor();
    expect(await page.getByRole('link', { name: /^See all/ }).count()).toBe(0);
    await page.locator('.fdr-modal-panel').getByRole('button', { name: 'worklist' }).click();
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('worklist');
    // Opened again later, the modal starts empty.
    await page.keyboard.press('Escape');
    await expect(modal(page).count()).resolves.toBe(0);
    await openModal(page);
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('');
    await context.close();
  });

  it('finds what staff type: word forms and synonyms, and the closest matches said as such', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'horse foot radiograph');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toContain('/docs/resources/equineTechniqueChart/');
    await typeQuery(page, 'worklist server zebra');
    await page.locator('.fdr-modal-panel').getByRole('note').waitFor();
    expect(await page.locator('.fdr-modal-panel').getByRole('note').textContent()).toBe(searchStrings.partial);
    expect(await page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps saying the search failed when the index cannot be loaded, and retries', async () => {
    const { context, page } = await openPage(chromium(), DOC, { routedLater: true });
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await openModal(page);
    await typeQuery(page, 'worklist');
    await page.locator('.fdr-modal-panel').getByText('Unable to fetch results').waitFor();
    await page.waitForTimeout(1500);
    const panel = page.locator('.fdr-modal-panel');
    expect(await panel.getByText('Unable to fetch results').isVisible()).toBe(true);
    expect(await panel.getByText('You might want to check your network connection.').isVisible()).toBe(true);
    expect(await page.getByText(/No results found/).filter({ visible: true }).count()).toBe(0);
    await page.unroute('**/search-index/**');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await panel.getByText('Unable to fetch results').count()).toBe(0);
    await context.close();
  });

  it('shows a query made of markup as text in the modal', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    const dialogs: string[] = [];
    forbidDialogs(page, dialogs);
    await openModal(page);
    await typeQuery(page, '<img src=x onerror=alert(1)>');
    await page.getByText('No results found for “<img src=x onerror=alert(1)>”').waitFor();
    expect(await modal(page).locator('img').count()).toBe(0);
    // Half its words are words of the docs ("alert", "2"), not more: no results, and nothing of the query runs.
    await typeQuery(page, '"><svg onload=alert(2)>');
    await page.getByText('No results found for “"><svg onload=alert(2)>”').waitFor();
    expect(await modal(page).locator('img, svg[onload], script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('switches to Ask AI and back: quotes from the docs, labelled as quotes, linked to their sections', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.getByText('Type a question in the search box above, then press Enter.').waitFor();
    expect(await page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe(searchStrings.askAi.placeholder);
    await page.locator('.DocSearch-Input').pressSequentially('How do I restore a backup?');
    await page.keyboard.press('Enter');
    const quotes = page.getByRole('region', { name: 'Quotes from the documentation' });
    await quotes.waitFor();
    await page.getByText('these are quotes from the documentation that best match your question', { exact: false }).waitFor();
    const links = await quotes.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href?.startsWith('/FusionDR/docs/'))).toBe(true);
    expect(await quotes.locator('mark').count()).toBeGreaterThan(0);
    // Still open: Enter asked a question, it did not follow a result.
    expect(page.url()).toBe(site(DOC));
    await page.getByRole('button', { name: 'Back to keyword search' }).click();
    await page.locator('.DocSearch-Hit, .fdr-state--empty').first().waitFor();
    expect(await quotes.count()).toBe(0);
    expect(await page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    await context.close();
  });

  it('leaves Ask AI with Escape, keeping the question in the search box, and closes with a second Escape', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'restore a backup');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.getByRole('region', { name: 'Quotes from the documentation' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask AI' }).waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('restore a backup');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(modal(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('leaves Ask AI with Escape also when the focus is not in the search box (on a quote\'s link, or nowhere)', async () => {
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'restore a backup');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const quotes = page.getByRole('region', { name: 'Quotes from the documentation' });
    await quotes.waitFor();
    await quotes.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask AI' }).waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('restore a backup');
    expect(await modal(page).count()).toBe(1);
    // Nothing focused (the button just clicked is gone as the modal is made anew): Escape leaves Ask AI too.
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await quotes.waitFor();
    // Checked in the same task as the removal: the Ask AI view, still rendering on a loaded machine, may
    // focus one of its own elements a moment later (Escape must leave it from there too).
    const nothingFocused = await page.evaluate(() => {
      const gone = document.createElement('button');
      document.querySelector('.DocSearch-Modal')?.append(gone);
      gone.focus();
      gone.remove();
      return document.activeElement === document.body;
    });
    expect(nothingFocused).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask AI' }).waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('restore a backup');
    expect(await modal(page).count()).toBe(1);
    await context.close();
  });

  // DocSearch 5.2 has no option for these two: its error screen gives way to "No results" as soon as the
  // failed request settles, and its own "Try searching for" list never renders (algolia/docsearch#2922).
  // When either assertion fails, DocSearch has fixed it and the modal's panel can leave it to DocSearch.
  it("pins the gaps the modal's panel fills: DocSearch forgets a failure and offers no suggestions", async () => {
    const { context, page } = await openPage(chromium(), DOC, { routedLater: true });
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await openModal(page);
    await typeQuery(page, 'worklist');
    await page.locator('.fdr-modal-panel').getByText('Unable to fetch results').waitFor();
    await page.waitForTimeout(1000);
    expect(await modal(page).locator('.DocSearch-ErrorScreen').count()).toBe(0);
    await page.unroute('**/search-index/**');
    await page.locator('.fdr-modal-panel').getByRole('button', { name: 'Try again' }).click();
    await page.locator('.DocSearch-Hit').first().waitFor();
    await typeQuery(page, 'zzqqxx');
    await page.getByText('No results found for “zzqqxx”').waitFor();
    expect(await modal(page).locator('.DocSearch-NoResults').count()).toBe(1);
    expect(await modal(page).locator('.DocSearch-NoResults-Prefill-List').count()).toBe(0);
    await context.close();
  });

  // DocSearch's class names are not part of its API (README, "Libraries relied on beyond their public
  // API"): this fails when an upgrade renames one that the modal's styles or scripts name.
  it("finds every DocSearch class the modal's styles and scripts name, and the styles take effect", async () => {
    const named = new Set(
      ['modal.css', 'search-dialog.ts', 'open-search.ts'].flatMap((file) => readFileSync(new URL(file, MODAL_SOURCES), 'utf8').match(/\.DocSearch-[\w-]+/g) ?? []),
    );
    expect(named.size).toBeGreaterThan(0);
    const { context, page } = await openPage(chromium(), DOC);
    await openModal(page);
    await typeQuery(page, 'worklist');
    await page.locator('.DocSearch-Hit').first().waitFor();
    for (const selector of named) expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
    const style = (selector: string, property: 'position' | 'display' | 'visibility') =>
      page.locator(selector).first().evaluate((el, name) => getComputedStyle(el)[name], property);
    // The panel is placed against the modal, and the built-in index shows no "Powered by" logo.
    expect(await style('.DocSearch-Footer', 'position')).toBe('static');
    expect(await style('.DocSearch-Logo', 'display')).toBe('none');
    await typeQuery(page, 'zzqqxx');
    await page.getByText('No results found for “zzqqxx”').waitFor();
    // What the panel covers is hidden from the keyboard and screen readers.
    await expect.poll(() => style('.DocSearch-Dropdown', 'visibility')).toBe('hidden');
    await context.close();
  });
});

describe('search page (built-in index)', () => {
  it('shows the query, the count and the hits, each linking to its section', async () => {
    const { context, page } = await openPage(chromium(), '/search/?q=query%20filters');
    const count = page.getByText(/^\d+ results?$/);
    await count.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search the documentation' }).inputValue()).toBe('query filters');
    const first = page.locator('.search-hit').first();
    expect(await first.getAttribute('href')).toBe('/FusionDR/docs/settings/DICOM/worklist/#how-the-query-filters-work');
    expect(await first.textContent()).toMatch(/^Settings › DICOM › Worklist settingsHow the query filters work/);
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('updates the address as the reader types, after a pause', async () => {
    const { context, page } = await openPage(chromium(), '/search/');
    await page.getByRole('searchbox').pressSequentially('backup');
    await page.waitForURL(/\/search\/\?q=backup$/);
    await page.getByText(/^\d+ results?$/).waitFor();
    await context.close();
  });

  it('says the search failed when the index is unreachable, and retries', async () => {
    const { context, page } = await openPage(chromium(), '/', { routedLater: true });
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto(site('/search/?q=worklist'));
    await page.getByText('Unable to fetch results').waitFor();
    await page.getByText('You might want to check your network connection.').waitFor();
    await page.unroute('**/search-index/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/^\d+ results?$/).waitFor();
    await context.close();
  });

  it('shows no results with suggestions that do return results', async () => {
    const { context, page } = await openPage(chromium(), '/search/?q=zzqqxx');
    await page.getByText('No results found for “zzqqxx”').waitFor();
    await page.getByText('Try searching for:').waitFor();
    await page.getByRole('link', { name: 'worklist', exact: true }).click();
    await page.waitForURL(/\?q=worklist$/);
    await page.getByText(/^\d+ results?$/).waitFor();
    await context.close();
  });

  it('finds nothing for nonsense, a word the manual does not use, or too many typos, and says so', async () => {
    const { context, page } = await openPage(chromium(), '/search/?q=asdfgh');
    for (const query of ['asdfgh', 'pizza', 'kangaroo', 'football', 'zzqxjvvk', 'wrklsst']) {
      if (query !== 'asdfgh') await page.getByRole('searchbox', { name: 'Search the documentation' }).fill(query);
      await page.getByText(`No results found for “${query}”`).waitFor();
      await page.getByText('Try searching for:').waitFor();
    }
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('wrklists');
    await page.getByText(/^\d+ results?$/).waitFor();
    await context.close();
  });

  it('shows a query made of markup as text', async () => {
    const { context, page } = await openPage(chromium(), '/');
    const dialogs: string[] = [];
    forbidDialogs(page, dialogs);
    await page.goto(site(`/search/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`));
    await page.getByRole('heading', { name: 'Search results for “<img src=x onerror=alert(1)>”' }).waitFor();
    await page.getByText(/No results found for|^\d+ results?$/).first().waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
