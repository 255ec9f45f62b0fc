/**
 * JavaScript a visitor's browser downloads on a first visit to a page: every script resource Chromium
 * fetches until the page is idle, as transferred (gzip from the server), plus the inline scripts.
 */
import { CHROMIUM_PATH, contextOptions, launchBrowser } from '../tests/support/browser';
import { runAsMain } from './lib/cli';

export interface FirstLoad {
  files: number;
  transferredBytes: number;
  decodedBytes: number;
  inlineBytes: number;
}

export async function firstLoadJs(siteUrl: string, paths: string[]): Promise<Map<string, FirstLoad>> {
  const browser = await launchBrowser(CHROMIUM_PATH);
  const results = new Map<string, FirstLoad>();
  try {
    for (const path of paths) {
      const context = await browser.newContext(contextOptions('desktop'));
      const page = await context.newPage();
      await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href, { waitUntil: 'networkidle' });
      const load = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js')) as PerformanceResourceTiming[];
        const inline = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('');
        return {
          files: scripts.length,
          transferredBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
          decodedBytes: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
          inlineBytes: new Blob([inline]).size,
        };
      });
      results.set(path, load);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npx tsx scripts/bench-first-load.ts [path...]`: the figures for out/ (served as `npm start` does), in
 * bytes, for comparing two builds; by default the home page and a doc page.
 */
await runAsMain(import.meta.url, async () => {
  const { startServer } = await import('./serve.mjs');
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/docs/settings/DICOM/worklist/'];
  const server = await startServer({ port: 0 });
  try {
    const loads = await firstLoadJs(server.url, paths);
    for (const [path, load] of loads) {
      console.log(`${path}: ${load.transferredBytes} B gzip in ${load.files} files (${load.decodedBytes} B decoded) + ${load.inlineBytes} B inline`);
    }
  } finally {
    await server.close();
  }
});
