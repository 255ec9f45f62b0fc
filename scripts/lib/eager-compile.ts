import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '../../src/config/site';
import { withEagerCompileHint } from '../../src/lib/html/compile-hint';

/**
 * Marks the scripts the pages start with (their `page-scripts` lists) for eager compilation
 * (src/lib/html/compile-hint.ts). Scripts loaded later, on intent (search, the drawer, the CMS), are left
 * as they are: much of their code may never run.
 */
export function markFirstLoadScripts(dir: string, sources: Iterable<string>): void {
  for (const src of new Set(sources)) {
    if (!src.startsWith(`${BASE_PATH}/`)) continue;
    const path = join(dir, src.slice(BASE_PATH.length + 1));
    writeFileSync(path, withEagerCompileHint(readFileSync(path, 'utf8')));
  }
}
