/**
 * The build's finishing steps on the complete export: files nothing requests deleted, the site's scripts
 * marked for eager compilation, each page finished in one read and one write (its payload, its scripts, its
 * Content-Security-Policy, the deployment's settings), the print page written, SVGs cleaned again, the
 * headers files, the writers' CMS, then the configure step's other files (the headers files' connect-src,
 * the offline manual's service worker, and last the compressed copies of the text files). The print page
 * and the CMS are made in their own processes, and the compressed copies of every file but the pages in
 * a worker thread, while this one goes on (two cores).
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_PATH } from '../src/config/cms';
import { connectSrcFor } from '../src/config/csp';
import { CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { printPathOf } from '../src/config/print';
import { localeManuals, localeOfPath } from '../src/config/locales';
import { latestVersion, versionNamed, versions } from '../src/config/versions';
import { docLinksUnder } from '../src/lib/doc-links';
import { docsInLocale } from '../src/lib/locale-docs';
import { withPageLang } from '../src/lib/html/page-lang';
import { docHref } from '../src/lib/doc-id';
import { adminDir } from './cms-export';
import { htmlFiles, withPolicy } from './content-security-policy';
import { markSiteScripts } from './lib/eager-compile';
import { stepTimer } from './lib/step-timer';
import { headScriptsWriter } from './lib/head-scripts';
import { readEnv } from '../src/config/env';
import { deferPageScripts } from '../src/lib/html/page-scripts';
import { withoutShownText } from '../src/lib/html/shown-text';
import { configuredPage } from '../src/lib/settings/configure-page';
import { writeHeadersFiles } from './headers-files';
import { writePrintPage } from './print-page';
import { pruneExport } from './prune-export';
import { snapshotRedirects, writeRedirectPages, type SnapshotDoc } from './redirect-pages';
import { sanitizeExportSvgs } from './sanitize-export-svgs';
import { settingsFromEnv } from '../src/config/site-settings';
import { configureExport } from './configure';
import { precompressInWorker, type PrecompressReport } from './precompress-export';
import type { GeneratedWorker } from './service-worker';

export type { HeadersFile } from './headers-files';

const HOME_PAGE = 'index.html';
/** Each docs version's print page (print/index.html, print/next/index.html…). */
const PRINT_PAGES = versions.map((version) => `${printPathOf(version).replace(/^\/|\/$/g, '')}/index.html`);

export interface FinishReport {
  copies: PrecompressReport;
  /** Seconds of each part, in order ('pages', 2.1): what the build waited for, not each part's CPU. */
  parts: [string, number][];
}

/** The docs of the content snapshot the export was built from. */
function snapshotDocs(root = process.cwd()): (SnapshotDoc & { html: string })[] {
  return (JSON.parse(readFileSync(join(root, CONTENT_SNAPSHOT), 'utf8')) as { docs: (SnapshotDoc & { html: string })[] }).docs;
}

/**
 * Each doc page's file in the export (`docs/settings/users/index.html`, `docs/next/…`, `es/docs/…`) and
 * its body's HTML: a locale's page shows its translation, else the latest version's English body.
 */
function docBodiesByPage(docs: readonly { docId: string; version: string; html: string }[]): Map<string, string> {
  const fileOf = (docId: string, path: string) => `${docHref(docId, path).slice(1)}index.html`;
  const pages = new Map(
    docs.flatMap((doc) => {
      const version = versionNamed(doc.version);
      return version ? [[fileOf(doc.docId, version.path), doc.html] as const] : [];
    }),
  );
  for (const locale of localeManuals) {
    const inLocale = docLinksUnder(locale.path);
    const inVersion = (name: string) => docs.filter((d) => d.version === name);
    for (const doc of docsInLocale(inVersion(latestVersion.name), inVersion(locale.name), (d) => ({ ...d, html: inLocale(d.html) }))) {
      pages.set(fileOf(doc.docId, locale.path), doc.html);
    }
  }
  return pages;
}

/**
 * Finishes the export in `dir`; `previous` is the export it will replace, whose compressed copies of
 * unchanged files are reused. `admin`: the writers' CMS, being built into `adminDir(dir)` since the
 * build began (scripts/cms-export.ts: it needs nothing of the export). `workerAhead`: the offline
 * manual's worker, generated while Next built the export.
 */
export async function finishExport(dir: string, previous: string | undefined, admin: Promise<void>, workerAhead?: Promise<GeneratedWorker>): Promise<FinishReport> {
  const { steps: parts, done: partDone } = stepTimer();
  // First: every later step (policies, headers, the offline manual's list) sees only what is shipped.
  pruneExport(dir);
  markSiteScripts(dir);
  // Every file but the pages and the CMS (replaced below) is as shipped from here, or nearly: compressed
  // while the pages are finished (a file a later step writes is compressed again by the last step).
  const earlyCopies = precompressInWorker({ dir, reuseFrom: previous, except: ['.html', `${CMS_PATH.slice(1)}/`] });
  earlyCopies.catch(() => undefined);
  partDone('prune and script marks');

  const settings = settingsFromEnv();
  const connectSrc = connectSrcFor(settings);
  const withHeadScripts = headScriptsWriter(readEnv().SITE_SCRIPT_MARK);
  const policies: Record<string, string> = {};
  // One read and one write per page. The payload loses the texts the page shows (src/lib/html/shown-text.ts),
  // the page's own scripts start after its first paint (src/lib/html/page-scripts.ts), the site's head
  // scripts go first in its <head>; then its policy hashes its scripts as shipped, and its settings block
  // (JSON, which runs nothing and needs no hash) and connect-src are written.
  const finishPage = (file: string, finishScripts: (html: string) => string) => {
    const path = join(dir, file);
    const page = withPolicy(file, finishScripts(readFileSync(path, 'utf8')));
    policies[file] = page.policy;
    writeFileSync(path, configuredPage(page.html, settings, connectSrc));
  };
  let printPage: Promise<void> = Promise.resolve();
  try {
    const docs = snapshotDocs();
    const bodies = docBodiesByPage(docs);
    const scriptsOf = (file: string) => (html: string) => withPageLang(withHeadScripts(deferPageScripts(withoutShownText(html, bodies.get(file)))), localeOfPath(`/${file}`).code);
    const pages = htmlFiles(dir);
    // The home page first: the print page takes its stylesheets and head scripts from it.
    finishPage(HOME_PAGE, scriptsOf(HOME_PAGE));
    printPage = writePrintPage(dir);
    printPage.catch(() => undefined);
    for (const file of pages) if (file !== HOME_PAGE) finishPage(file, scriptsOf(file));
    // The pages at moved docs' old addresses are written whole (no script, no payload).
    const redirects = snapshotRedirects(docs);
    for (const file of writeRedirectPages(dir, redirects)) finishPage(file, (html) => html);
    partDone('pages');
    for (const file of sanitizeExportSvgs(dir)) {
      console.warn(`  ! ${file}: scripts, event handlers or references to other files were removed from this SVG; clean the original in public/ too.`);
    }
    partDone('SVGs');
    await printPage;
    // The print pages are written whole, their head scripts in place and no payload.
    for (const file of PRINT_PAGES) finishPage(file, (html) => html);
    writeHeadersFiles(dir, policies, Object.fromEntries(redirects.map(({ from, to }) => [from, to])));
    partDone('print page and headers');
  } catch (error) {
    // Nothing may still be writing into the export when the build removes it.
    await Promise.allSettled([admin, printPage, earlyCopies]);
    throw error;
  }
  await admin;
  rmSync(join(dir, CMS_PATH), { recursive: true, force: true });
  renameSync(adminDir(dir), join(dir, CMS_PATH));
  partDone('CMS');
  const { files: copiesDone } = await earlyCopies;
  partDone('compressed copies of the other files');
  // After the policy step: the worker's build name is a hash of the pages as they are shipped. Its last
  // step writes the compressed copies of the export's text files, so they hold the files as shipped.
  const { copies } = await configureExport(dir, settings, { reuseCopiesFrom: previous, pagesConfigured: true, workerAhead, copiesDone });
  partDone('configure and compressed copies');
  return { copies, parts };
}
