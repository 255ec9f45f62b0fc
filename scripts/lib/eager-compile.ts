import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withEagerCompileHint } from '../../src/lib/html/compile-hint';

/** Where Next writes the site's scripts in the export. */
const CHUNKS_DIR = join('_next', 'static', 'chunks');

/**
 * Marks every script of the site for eager compilation (src/lib/html/compile-hint.ts). Each is loaded
 * when its code is about to run: a page's first-load scripts as it starts, the others when the reader
 * reaches for what they do (the search modal, the drawer, the offline panel). The CMS keeps its own.
 */
export function markSiteScripts(dir: string): void {
  const chunks = join(dir, CHUNKS_DIR);
  for (const name of readdirSync(chunks)) {
    if (!name.endsWith('.js')) continue;
    const path = join(chunks, name);
    writeFileSync(path, withEagerCompileHint(readFileSync(path, 'utf8')));
  }
}
