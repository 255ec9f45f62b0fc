import { describe, expect, it } from 'vitest';
import { openPage, site, useBrowser } from '../support/site';

const chromium = useBrowser();

describe('routes under /FusionDR/', () => {
  it('serves the home page with the product name and cards into the main areas', async () => {
    const { context, page } = await openPage(chromium(), '/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('FusionDR documentation');
    for (const area of ['Acquire & Review', 'Patients & Studies', 'Reports', 'Settings', 'Resources']) {
      expect(await page.getByRole('link', { name: new RegExp(area) }).count()).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('renders the introduction at /docs/', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/FusionDR/);
    expect(await page.title()).toMatch(/\| FusionDR$/);
    await context.close();
  });

  it('renders a nested doc and a folder index page at their doc ids', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Worklist/);
    await page.goto(site('/docs/settings/calibration/fusion/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Fusion/);
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const { context, page } = await openPage(chromium(), '/');
    const response = await page.goto(site('/docs/no-such-page/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
    // In the site's frame: its navbar, with search, and its footer.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Search/ }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('contentinfo').isVisible()).toBe(true);
    await expect(page.title()).resolves.toBe('Page Not Found | FusionDR');
    // Kept out of search engines, by one robots tag.
    await expect(page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))).resolves.toEqual(['noindex']);
    const outside = await page.goto(new URL('/elsewhere', site('/')).href);
    expect(outside?.status()).toBe(404);
    await context.close();
  });

  it('sends gzip, correct content types and the security headers', async () => {
    const response = await fetch(site('/docs/'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const svg = await fetch(site('/icon.svg'));
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('redirects the bare origin and a folder without its slash', async () => {
    const root = await fetch(new URL('/', site('/')), { redirect: 'manual' });
    expect(root.status).toBe(308);
    expect(root.headers.get('location')).toBe('/FusionDR/');
    const noSlash = await fetch(site('/docs/settings/users'), { redirect: 'manual' });
    expect(noSlash.headers.get('location')).toBe('/FusionDR/docs/settings/users/');
  });
});
