import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/config/site';
import { testCrash } from '../../src/config/strings/test-crash';
import { TEST_CRASH_PATH } from '../../src/config/test-crash';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, waitForHydration } from '../support/behaviours';
import { useBrowser, site } from '../support/site';

const chromium = useBrowser();

/** Every page of the site: the sitemap's, the not-found page and the crash test page. */
function allPages(): string[] {
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(BASE_PATH.length));
  return [...paths, '/no-such-page/', TEST_CRASH_PATH];
}

async function watchedContext(): Promise<{ context: BrowserContext; consoleErrors: string[] }> {
  const context = await chromium().newContext(contextOptions('desktop'));
  await recordCspViolations(context);
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) consoleErrors.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return { context, consoleErrors };
}

const scriptSrc = (policy: string) => policy.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '';

describe('the Content-Security-Policy', () => {
  it('is sent with each page and allows scripts only from the site and inline scripts only by hash, never eval', async () => {
    for (const path of ['/', '/docs/', '/docs/settings/users/']) {
      const response = await fetch(site(path));
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1].replace(/&#x27;|&apos;/g, "'") ?? '';
      const sources = scriptSrc(policy).split(' ').slice(1);
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).length).toBeGreaterThan(2);
      expect(sources.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(s))).toBe(true);
      expect(policy).not.toMatch(/unsafe-eval/);
      expect(scriptSrc(policy)).not.toMatch(/unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      // The same policy sits in the page for hosts that cannot send headers (without what a meta tag cannot carry).
      expect(meta).toBe(policy.replace(/;\s*frame-ancestors [^;]+/, ''));
    }
    const notFound = await fetch(site('/no-such-page/'));
    expect(notFound.status).toBe(404);
    expect(scriptSrc(notFound.headers.get('content-security-policy') ?? '')).toMatch(/sha256-/);
  });

  it('keeps the other security headers', async () => {
    const response = await fetch(site('/docs/'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('is satisfied by every page of the site in Chromium: no violation, no CSP console error', { timeout: 240_000 }, async () => {
    const pages = allPages();
    expect(pages.length).toBeGreaterThan(80);
    const { context, consoleErrors } = await watchedContext();
    const violations: string[] = [];
    const queue = [...pages];
    // Each page's own inline scripts (its payload, its head scripts) run as it loads, and its policy
    // hashes them. The scripts that come after are the same files on every page of a kind: they run
    // once for each kind (a folder of the address) and on every tenth page.
    const kindsSeen = new Set<string>();
    const worker = async (page: Page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await page.goto(site(path));
        const kind = path.split('/').slice(0, -2).join('/');
        if (!kindsSeen.has(kind) || pages.indexOf(path) % 10 === 0) {
          kindsSeen.add(kind);
          await waitForHydration(page);
        }
        violations.push(...(await cspViolations(page)).map((v) => `${path}: ${v}`));
      }
    };
    await Promise.all([await context.newPage(), await context.newPage(), await context.newPage()].map(worker));
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is satisfied while visiting: client-side navigation, progress bar, collapsibles, crash screen, lazy part', async () => {
    const { context, consoleErrors } = await watchedContext();
    const page = await context.newPage();
    await page.route(/\/docs\/radiationSafety\/.*\.txt/, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue().catch(() => undefined);
    });
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: "Expand sidebar category 'Settings'" }).click();
    await page.getByRole('link', { name: /Next.*Radiation safety/s }).click();
    await page.waitForSelector('#nprogress .bar');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Radiation safety'));
    await page.getByRole('button', { name: /Switch between dark and light/ }).click();
    expect(await cspViolations(page)).toEqual([]);

    await page.goto(site(TEST_CRASH_PATH));
    await waitForHydration(page);
    await page.getByRole('button', { name: testCrash.loadPart }).click();
    await page.getByText(testCrash.partLoaded).waitFor();
    await page.getByRole('button', { name: testCrash.crash }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('would report a violation (the listener works)', async () => {
    const { context, consoleErrors } = await watchedContext();
    const page = await context.newPage();
    await page.goto(site('/docs/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0);
    expect((await cspViolations(page))[0]).toMatch(/^script-src-elem blocked inline/);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    expect(consoleErrors.length).toBeGreaterThan(0);
    await context.close();
  });
});
