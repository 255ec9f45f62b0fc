import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withEagerCompileHint } from '../../src/lib/html/compile-hint';
import { VENDOR_DIR } from '../../src/config/shared-assets';

/** Where Next writes the site's scripts in the export, and where DocSearch's are served from. */
const SCRIPT_DIRS = [join('_next', 'static', 'chunks'), VENDOR_DIR];

/**
 * Marks every script of the site for eager compilation (src/lib/html/compile-hint.ts). Each is loaded
 * when its code is about to run: a page's first-load scripts as it starts, the others when the reader
 * reaches for what they do (the search modal, the drawer, the offline panel). The CMS keeps its own.
 */
export function markSiteScripts(dir: string): void {
  for (const scripts of SCRIPT_DIRS.map((folder) => join(dir, folder)).filter((folder) => existsSync(folder))) {
    for (const name of readdirSync(scripts)) {
      if (!name.endsWith('.js')) continue;
      const path = join(scripts, name);
      writeFileSync(path, withEagerCompileHint(readFileSync(path, 'utf8')));
    }
  }
}
