/**
 * A doc is content, not code, seen in Chromium on the served export: a script that reached a page
 * anyway could not run, and an SVG with a script, opened on its own, runs nothing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { sanitizeExportSvgs } from '../../scripts/sanitize-export-svgs';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, waitForHydration } from '../support/behaviours';
import { site, useBrowser } from '../support/site';

const chromium = useBrowser();

/** An SVG as an attacker would upload it: its script stores a mark where the test can see it. */
const EVIL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" onload="localStorage.setItem(\'svg-onload\', \'ran\')">' +
  '<script>localStorage.setItem("svg-script", localStorage.getItem("decap-cms-user") || "ran")</script>' +
  '<rect width="100" height="100" fill="#1d4ed8"/></svg>';

describe('a script that reached a doc page could not run', () => {
  it('the page’s policy blocks an inline script the build did not hash, and the page’s own scripts run', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(site('/docs/settings/users/'));
    await waitForHydration(page);
    expect(await cspViolations(page)).toEqual([]);
    // The theme script ran (it set the colour mode before the first paint).
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__docScriptRan = localStorage.getItem('decap-cms-user') ?? 'ran'";
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __docScriptRan?: string }).__docScriptRan)).toBeUndefined();
    expect((await cspViolations(page)).join('\n')).toContain('script-src');
    await context.close();
  });
});

describe('an uploaded SVG with a script runs nothing when opened', () => {
  let dir: string;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    // The export's own pages and headers, plus the SVG as it would be if it had got past the upload.
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-svg-'));
    for (const file of ['index.html', '404.html', '_headers.json']) copyFileSync(join('out', file), join(dir, file));
    mkdirSync(join(dir, 'img', 'docs'), { recursive: true });
    writeFileSync(join(dir, 'img', 'docs', 'raw.svg'), EVIL_SVG);
    writeFileSync(join(dir, 'img', 'docs', 'built.svg'), EVIL_SVG);
    sanitizeExportSvgs(join(dir, 'img'));
    server = await startServer({ dir, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function marksAfterOpening(path: string, { withoutHeaders = false } = {}) {
    const context = await chromium().newContext(contextOptions('desktop'));
    const page = await context.newPage();
    if (withoutHeaders) {
      // What a host without the file policy would do: the same bytes, no Content-Security-Policy.
      await page.route('**/*.svg', async (route) => route.fulfill({ contentType: 'image/svg+xml', body: EVIL_SVG }));
    }
    await page.goto(new URL('img/docs/token-probe/', server.url).href).catch(() => undefined);
    await page.evaluate(() => localStorage.setItem('decap-cms-user', '{"token":"secret"}'));
    const response = await page.goto(new URL(path, server.url).href);
    await page.waitForTimeout(300);
    await page.goto(new URL('img/docs/token-probe/', server.url).href).catch(() => undefined);
    const marks = await page.evaluate(() => [localStorage.getItem('svg-script'), localStorage.getItem('svg-onload')]);
    await context.close();
    return { marks, policy: response?.headers()['content-security-policy'] };
  }

  it('is served as a sandboxed file: its script and its onload do not run', async () => {
    const { marks, policy } = await marksAfterOpening('img/docs/raw.svg');
    expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(marks).toEqual([null, null]);
  });

  it('comes out of the build without its script at all', async () => {
    const built = readFileSync(join(dir, 'img', 'docs', 'built.svg'), 'utf8');
    expect(built).toContain('<rect width="100" height="100" fill="#1d4ed8"/>');
    expect(built).not.toMatch(/script|onload|localStorage/);
  });

  it('would have read the token without that policy (the test can see a script run)', async () => {
    const { marks } = await marksAfterOpening('img/docs/raw.svg', { withoutHeaders: true });
    expect(marks).toEqual(['{"token":"secret"}', 'ran']);
  });
});
