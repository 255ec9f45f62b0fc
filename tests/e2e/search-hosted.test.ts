/**
 * Search with the hosted DocSearch service and its Ask AI assistant, on the QA build: the browser
 * queries the hosted endpoints and the mock service worker answers with the scenario in the address
 * (?search-scenario=...), exactly as QA sees it with `npm run qa`.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contextOptions } from '../support/browser';
import { useBrowser } from '../support/site';
import { openModal, typeKeys, typeQuery } from '../support/search';

const chromium = useBrowser();

const qa = (path: string) => new URL(path.replace(/^\//, ''), inject('searchQaUrl')).href;

async function open(path: string, scenario: string): Promise<{ page: Page; searches: Request[]; close: () => Promise<void> }> {
  // The mock service worker answers the hosted service.
  const context = await chromium().newContext({ ...contextOptions('desktop'), serviceWorkers: 'allow' });
  const page = await context.newPage();
  const searches: Request[] = [];
  page.on('request', (request) => {
    if (/algolia(net)?\.(net|com)\/1\/indexes\//.test(request.url())) searches.push(request);
  });
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(qa(`${path}${separator}search-scenario=${scenario}`));
  return { page, searches, close: () => context.close() };
}

describe('hosted search service (QA build)', () => {
  it('queries the hosted service filtered by language and docs version, and shows its hits', async () => {
    const { page, searches, close } = await open('/docs/', 'results');
    await openModal(page);
    await typeQuery(page, 'worklist');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const sent = searches.map((r) => r.postDataJSON() as { requests: { facetFilters: string[]; indexName: string }[] });
    expect(new URL(searches[0].url()).hostname).toBe('qafusiondr-dsn.algolia.net');
    expect(sent.at(-1)?.requests[0]).toMatchObject({
      indexName: 'fusiondr-qa',
      facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'],
    });
    // Links of the hosted records (absolute) stay on the site being read.
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toMatch(/^\/FusionDR\/docs\//);
    await close();
  });

  it.each(['error', 'network'])('keeps showing the failure in the modal when every host fails (%s)', async (scenario) => {
    const { page, close } = await open('/docs/', scenario);
    await openModal(page);
    await typeQuery(page, 'worklist');
    const panel = page.locator('.fdr-modal-panel');
    await panel.getByText('Unable to fetch results').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    expect(await panel.getByText('You might want to check your network connection.').isVisible()).toBe(true);
    expect(await page.getByText(/No results found/).filter({ visible: true }).count()).toBe(0);
    await close();
  });

  it('streams Ask AI answers from the hosted assistant, and goes back to keyword search', async () => {
    const { page, close } = await open('/docs/', 'results');
    await openModal(page);
    await typeKeys(page, 'How do I connect the worklist?');
    // Every key reaches the search box, though DocSearch moves it while the reader types (keep-focus.ts).
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('How do I connect the worklist?');
    // Once the keyword search for the whole question has settled, Enter picks the first item: "Ask AI".
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Hit--AskAI').first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('To connect the modality worklist', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Worklist settings' }).first().waitFor();
    await page.getByRole('button', { name: 'Back to keyword search' }).click();
    await page.locator('.DocSearch-Hit--AskAI, .DocSearch-Hit').first().waitFor();
    await close();
  });

  it('shows the search page failing, then no results with suggestions, from the hosted service', async () => {
    const failing = await open('/search/?q=worklist', 'error');
    await failing.page.getByText('Unable to fetch results').waitFor({ timeout: 15_000 });
    await failing.page.getByText('You might want to check your network connection.').waitFor();
    await failing.close();

    const empty = await open('/search/?q=zebra', 'empty');
    await empty.page.getByText('No results found for “zebra”').waitFor();
    await empty.page.getByRole('link', { name: 'worklist', exact: true }).click();
    await empty.page.getByText(/^\d+ results?$/).waitFor();
    await empty.close();
  });
});
