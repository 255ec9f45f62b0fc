/**
 * Screenshots of pages at 1280 px and 390 px, light and dark, into .cache/screenshots/ — for
 * reviewing a change by eye. Usage: npm run screenshots -- /docs/ /docs/settings/DICOM/worklist/
 * (`--full` for whole pages rather than the first screen).
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, contextOptions, launchBrowser } from '../tests/support/browser';
import { startServer } from './serve.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { full: { type: 'boolean', default: false } } });
const paths = positionals.length > 0 ? positionals : ['/', '/docs/'];
const outDir = '.cache/screenshots';
mkdirSync(outDir, { recursive: true });

const server = await startServer({ port: 0 });
const browser = await launchBrowser(CHROMIUM_PATH);
for (const path of paths) {
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext(contextOptions(viewport, scheme));
      const page = await context.newPage();
      await page.goto(new URL(path.replace(/^\//, ''), server.url).href, { waitUntil: 'networkidle' });
      const name = `${outDir}/${path.replace(/\W+/g, '_') || 'home'}-${viewport}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: values.full });
      console.log(name);
      await context.close();
    }
  }
}
await browser.close();
await server.close();
