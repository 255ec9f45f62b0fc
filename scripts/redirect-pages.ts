/**
 * Moved docs' old addresses in the export (README, "Moving or renaming a page"): a page at each one that
 * leads on at once, for hosts that cannot redirect; the hosts' own redirects are written from the same
 * list (scripts/headers-files.ts, scripts/host-configs.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BASE_PATH, site } from '../src/config/site';
import { versions } from '../src/config/versions';
import { docRedirects, type Redirect } from '../src/lib/redirects/doc-redirects';
import { redirectPage } from '../src/lib/redirects/redirect-page';

/** A doc of the content snapshot, as far as its redirects go. */
export interface SnapshotDoc {
  docId: string;
  /** Its docs version (`current`, `2.11`). */
  version: string;
  title: string;
  redirect_from?: string[];
  _raw?: { sourceFilePath?: string };
}

/** The redirects the checked docs of every version ask for, from the content snapshot the export was built from. */
export function snapshotRedirects(docs: readonly SnapshotDoc[]): Redirect[] {
  return versions.flatMap((version) =>
    docRedirects(
      docs
        .filter((doc) => doc.version === version.name)
        .map((doc) => ({ path: `content/${doc._raw?.sourceFilePath ?? ''}`, docId: doc.docId, title: doc.title, redirectFrom: doc.redirect_from })),
      version.path,
    ),
  );
}

/** Writes a page at each old address; returns their files ('docs/old/index.html'). Refuses to replace a page of the export. */
export function writeRedirectPages(dir: string, redirects: readonly Redirect[]): string[] {
  return redirects.map(({ from, to, title }) => {
    const file = `${from.slice(1)}index.html`;
    const path = join(dir, file);
    if (existsSync(path)) {
      throw new Error(`A doc's redirect_from names ${from}, but the site has a page there already: remove that old id from the doc that leads to ${to}.`);
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, redirectPage({ href: `${BASE_PATH}${to}`, canonical: `${site.url}${BASE_PATH}${to}`, title, lang: site.locale }));
    return file;
  });
}
