/**
 * The build's print pages: each docs version's whole manual as one plain HTML file (print/index.html in
 * the export; print/next/index.html and print/2.11/index.html once versions are cut),
 * rendered from the checked content with the site's MDX components and stylesheets. No React payload
 * and no client script but the print button's: at 1,000 docs Next would ship the manual four times
 * (the HTML and three payloads, about 60 MB); this is the HTML alone.
 *   tsx scripts/print-page.ts <export dir>     (the build runs it in its own process, as production)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printPathOf } from '../src/config/print';
import { versions } from '../src/config/versions';
import { layoutAssets } from '../src/lib/print/layout-assets';
import { projectRoot, runAsMain, toolPath } from './lib/cli';

/** Renders each docs version's print page into an export folder whose home page is written (for its stylesheets). */
export async function renderPrintPage(dir: string): Promise<string[]> {
  // Imported here, so the command line can choose React's production build first.
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { PrintPage } = await import('../src/components/print/PrintPage');
  const assets = layoutAssets(readFileSync(join(dir, 'index.html'), 'utf8'));
  return versions.map((version) => {
    const folder = join(dir, printPathOf(version));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), `<!DOCTYPE html>${renderToStaticMarkup(createElement(PrintPage, { assets, version }))}`);
    return join(folder, 'index.html');
  });
}

/** Writes the print page in its own process (React in production mode); rejects when it fails. */
export function writePrintPage(dir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(toolPath('tsx'), [join(projectRoot, 'scripts', 'print-page.ts'), dir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`the print page could not be written (exit ${code}).`))));
  });
}

await runAsMain(import.meta.url, async () => {
  const dir = process.argv[2];
  if (!dir) throw new Error('Name the export folder: tsx scripts/print-page.ts out');
  await renderPrintPage(dir);
});
