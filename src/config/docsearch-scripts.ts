/**
 * DocSearch's own code, served as the package publishes it prebuilt and minified (its UMD builds, the
 * files its package.json names as `main` and `unpkg`), not bundled again by Next: compiling its ESM
 * sources cost a cold build about 4 s of Next's 15 s compile. Each is served at
 * /vendor/<name>-<hash>.js (src/app/vendor/[file]/route.ts), named by its content, so a browser keeps
 * it for good and an upgrade changes the address. Node only: the build and the route read the files;
 * the browser gets the names through next.config's env (DOCSEARCH_SCRIPTS).
 * Relies on @docsearch/js (pinned) shipping these two files, each setting `globalThis.docsearch`:
 * src/config/docsearch-scripts.test.ts fails when an upgrade changes that.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The modal alone, and the modal with the hosted Ask AI assistant (the package's main entry). */
export type DocSearchBuild = 'modal' | 'assistant';

const BUILDS: Record<DocSearchBuild, { file: string; name: string }> = {
  modal: { file: 'dist/umd/docsearch.js', name: 'docsearch' },
  assistant: { file: 'dist/umd/index.js', name: 'docsearch-ai' },
};

export interface DocSearchScript {
  build: DocSearchBuild;
  /** Its file under /vendor/ ('docsearch-0123456789ab.js'). */
  name: string;
  path: string;
}

/** The installed package's folder, found as Node finds a package: in node_modules here or in a folder above. */
function packageDir(root: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '@docsearch', 'js');
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`@docsearch/js is not installed in ${root} or a folder above it: run npm install.`);
  }
}

/** Each prebuilt script of the installed @docsearch/js, named by the hash of its content. */
export function docSearchScripts(root = process.cwd()): DocSearchScript[] {
  const dir = packageDir(root);
  return (Object.keys(BUILDS) as DocSearchBuild[]).map((build) => {
    const path = join(dir, BUILDS[build].file);
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12);
    return { build, name: `${BUILDS[build].name}-${hash}.js`, path };
  });
}

/** What the browser's loader reads: each build's file name under /vendor/. */
export function docSearchScriptNames(root = process.cwd()): Record<DocSearchBuild, string> {
  return Object.fromEntries(docSearchScripts(root).map((script) => [script.build, script.name])) as Record<DocSearchBuild, string>;
}
