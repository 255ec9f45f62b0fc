// @vitest-environment jsdom
/**
 * The search page against the hosted service (answered by the QA-mode msw handlers): its results,
 * failure and no-results states, the query in the address, and a query made of markup.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The page's settings block, as the configure step writes it with the hosted search configured.
await vi.hoisted(async () => {
  const { settingsElement, UNCONFIGURED } = await import('@/lib/settings/site-settings');
  const search = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'fusiondr' };
  document.head.insertAdjacentHTML('beforeend', settingsElement({ ...UNCONFIGURED, search }));
});

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search), useRouter: () => ({ prefetch: () => {} }) }));

const { searchHandlers } = await import('@/mocks/search-handlers');
const { fixtureIndex } = await import('@/lib/search/__fixtures__/docs');
const { SearchPage } = await import('./SearchPage.client');
const { searchStrings } = await import('@/config/search');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** The count line on screen (the status announcing it to screen readers holds the same words). */
const shown = { selector: ':not([role=status])' };

function open(query: string, scenario: 'results' | 'empty' | 'error' | 'network') {
  server.use(...searchHandlers({ scenario, index: fixtureIndex }));
  window.history.replaceState(null, '', `/FusionDR/search/?q=${encodeURIComponent(query)}`);
  return render(<SearchPage loading="Loading results…" />);
}

describe('the search page with the hosted service', () => {
  // The file's first search pays for loading the page's modules: more than 5 s on a loaded machine.
  it('lists the hits with their count, breadcrumb, highlighted title and a link to the section', async () => {
    open('calibration history', 'results');
    expect(await screen.findByText(/^\d+ results?$/, shown)).toBeTruthy();
    const first = screen.getAllByRole('link', { name: /calibration history/i })[0];
    expect(first.getAttribute('href')).toBe('/FusionDR/docs/settings/calibration/#calibration-history');
    expect(first.querySelectorAll('mark').length).toBeGreaterThan(0);
    // Breadcrumb (the page), then the section's title, then the snippet.
    expect(first.textContent).toMatch(/^CalibrationCalibration historyEvery calibration is kept/);
  }, 20_000);

  it('shows a loading state while waiting', async () => {
    open('backup', 'results');
    expect(screen.getByText('Loading results…')).toBeTruthy();
    await screen.findByText(/^\d+ results?$/, shown);
  });

  it('says it could not fetch results when the service fails, and retries', async () => {
    open('worklist', 'error');
    expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
    expect(screen.getByText('You might want to check your network connection.')).toBeTruthy();
    expect(screen.queryByText(/No results found/)).toBeNull();
    server.use(...searchHandlers({ scenario: 'results', index: fixtureIndex }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^\d+ results?$/, shown)).toBeTruthy();
  });

  it('treats an unreachable service as a failure, not as no results', async () => {
    open('port', 'network');
    expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
  });

  it('says so when no section has every word, and shows the closest matches', async () => {
    open('worklist server zebra', 'results');
    expect(await screen.findByText(/^\d+ results?$/, shown)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(searchStrings.partial);
    cleanup();
    open('worklist port', 'results');
    expect(await screen.findByText(/^\d+ results?$/, shown)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no results with suggestions that do return results', async () => {
    open('zebra', 'empty');
    const empty = await screen.findByText(/No results found for/);
    expect(empty.textContent).toBe('No results found for “zebra”');
    expect(screen.getByText('Try searching for:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'worklist' }).getAttribute('href')).toBe('/FusionDR/search/?q=worklist');
  });

  it('writes the query into the address as the reader types', async () => {
    open('', 'results');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the documentation' }), { target: { value: 'restore' } });
    await waitFor(() => expect(window.location.search).toBe('?q=restore'), { timeout: 2000 });
    expect(await screen.findByText(/^\d+ results?$/, shown)).toBeTruthy();
  });

  it('shows a query made of markup as text', async () => {
    open('<img src=x onerror=alert(1)>', 'results');
    await screen.findByRole('heading', { name: 'Search results for “<img src=x onerror=alert(1)>”' });
    await screen.findByText(/^\d+ results?$/, shown);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('searchbox').getAttribute('value') ?? (screen.getByRole('searchbox') as HTMLInputElement).value).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('announces the number of results once the query stands, through a status that holds the count alone', async () => {
    open('', 'results');
    const status = screen.getByRole('status');
    const box = screen.getByRole('searchbox', { name: 'Search the documentation' });
    for (const typed of ['c', 'ca', 'cal', 'calibration']) fireEvent.change(box, { target: { value: typed } });
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ results?$/), { timeout: 3000 });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status.closest('ol')).toBeNull();
    cleanup();
    open('qxjvwk', 'results');
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 results'), { timeout: 3000 });
  });
});
