import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

/** Reading the built export (out/) as files: every page, its ids, links and images. */
export const outDir = join(import.meta.dirname, '..', '..', 'out');

export interface ExportedPage {
  /** Site path, e.g. /docs/settings/users/ */
  path: string;
  root: HTMLElement;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

let pages: ExportedPage[] | undefined;

export function exportedPages(): ExportedPage[] {
  pages ??= htmlFiles(outDir).map((file) => ({
    path: file.slice(outDir.length).replace(/index\.html$/, '').replace(/\.html$/, ''),
    root: parse(readFileSync(file, 'utf8')),
  }));
  return pages;
}

/** Does a site path (without the base path) exist in the export, as a file or a folder page? */
export function existsInExport(path: string): boolean {
  const clean = decodeURIComponent(path.split('#')[0].split('?')[0]);
  return existsSync(join(outDir, clean)) && (!clean.endsWith('/') || existsSync(join(outDir, clean, 'index.html')));
}
