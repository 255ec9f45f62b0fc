/**
 * The build's finishing steps on the complete export: files nothing requests deleted, the head scripts
 * written into every page, the site's scripts marked for eager compilation, the print page
 * written, SVGs cleaned again, each page's Content-Security-Policy, the headers files, the writers' CMS,
 * then the configure step with the build's environment (the deployment's settings, their connect-src,
 * the offline manual's service worker, and last the compressed copies of the text files). The print page and the CMS are made in their own processes
 * while this one goes on (two cores).
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_PATH } from '../src/config/cms';
import { CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { docHref } from '../src/lib/doc-id';
import { buildAdmin } from './cms-export';
import { applyContentSecurityPolicy, htmlFiles } from './content-security-policy';
import { markSiteScripts } from './lib/eager-compile';
import { headScriptsWriter } from './lib/head-scripts';
import { readEnv } from '../src/config/env';
import { deferPageScripts } from '../src/lib/html/page-scripts';
import { withoutShownText } from '../src/lib/html/shown-text';
import { writeHeadersFiles } from './headers-files';
import { writePrintPage } from './print-page';
import { pruneExport } from './prune-export';
import { sanitizeExportSvgs } from './sanitize-export-svgs';
import { settingsFromEnv } from '../src/config/site-settings';
import { configureExport } from './configure';
import type { PrecompressReport } from './precompress-export';

export type { HeadersFile } from './headers-files';

/** Each doc page's file in the export (`docs/settings/users/index.html`) and its body's HTML, from the content snapshot. */
function docBodiesByPage(root = process.cwd()): Map<string, string> {
  const { docs } = JSON.parse(readFileSync(join(root, CONTENT_SNAPSHOT), 'utf8')) as { docs: { docId: string; html: string }[] };
  return new Map(docs.map((doc) => [`${docHref(doc.docId).slice(1)}index.html`, doc.html]));
}

/** Finishes the export in `dir`; `previous` is the export it will replace, whose compressed copies of unchanged files are reused. */
export async function finishExport(dir: string, previous?: string): Promise<PrecompressReport> {
  // First: every later step (policies, headers, the offline manual's list) sees only what is shipped.
  pruneExport(dir);
  // One pass over the pages: the payload loses the texts the page shows (src/lib/html/shown-text.ts),
  // each page's own scripts are listed to start after its first paint (src/lib/html/page-scripts.ts),
  // and the site's head scripts go first in its <head>. Before the
  // print page, which takes its head from the home page, and before the policy, which hashes them.
  const withHeadScripts = headScriptsWriter(readEnv().SITE_SCRIPT_MARK);
  const bodies = docBodiesByPage();
  for (const page of htmlFiles(dir)) {
    const path = join(dir, page);
    writeFileSync(path, withHeadScripts(deferPageScripts(withoutShownText(readFileSync(path, 'utf8'), bodies.get(page)))));
  }
  markSiteScripts(dir);
  // The CMS is built beside the export and moved in once the headers are written: the admin carries
  // its own policy (the CMS needs eval), and the policy and headers steps leave it alone.
  const adminDir = `${dir}-admin`;
  rmSync(adminDir, { recursive: true, force: true });
  const admin = buildAdmin(adminDir);
  admin.catch(() => undefined);
  const printPage = writePrintPage(dir);
  printPage.catch(() => undefined);
  for (const file of sanitizeExportSvgs(dir)) {
    console.warn(`  ! ${file}: scripts, event handlers or references to other files were removed from this SVG; clean the original in public/ too.`);
  }
  try {
    await printPage;
    // Keep this step after every change to the pages' scripts: their hashes must be taken from the pages as they are
    // shipped (the configure step below adds a JSON data block, which runs nothing and needs no hash).
    writeHeadersFiles(dir, applyContentSecurityPolicy(dir));
  } catch (error) {
    await Promise.allSettled([admin]);
    throw error;
  }
  await admin;
  rmSync(join(dir, CMS_PATH), { recursive: true, force: true });
  renameSync(adminDir, join(dir, CMS_PATH));
  // After the policy step: the worker's build name is a hash of the pages as they are shipped. Its last
  // step writes the compressed copies of the export's text files, so they hold the files as shipped.
  const { copies } = await configureExport(dir, settingsFromEnv(), { reuseCopiesFrom: previous });
  return copies;
}
