/**
 * The build's finishing steps, in order, on the complete export: files nothing requests deleted, SVGs
 * cleaned again, each page's Content-Security-Policy, the headers files, the writers' CMS, the offline
 * manual's service worker.
 */
import { join } from 'node:path';
import { CMS_PATH } from '../src/config/cms';
import { buildAdminSync } from './cms-export';
import { applyContentSecurityPolicy } from './content-security-policy';
import { writeHeadersFiles } from './headers-files';
import { pruneExport } from './prune-export';
import { sanitizeExportSvgs } from './sanitize-export-svgs';
import { writeServiceWorker } from './service-worker';

export type { HeadersFile } from './headers-files';

export async function finishExport(dir: string) {
  // First: every later step (policies, headers, the offline manual's list) sees only what is shipped.
  pruneExport(dir);
  for (const file of sanitizeExportSvgs(dir)) {
    console.warn(`  ! ${file}: scripts, event handlers or references to other files were removed from this SVG; clean the original in public/ too.`);
  }
  // Keep this step after every change to the pages: the script hashes must be taken from the pages as they are shipped.
  writeHeadersFiles(dir, applyContentSecurityPolicy(dir));
  // The admin carries its own policy (the CMS needs eval); the policy step above leaves its folder alone.
  buildAdminSync(join(dir, CMS_PATH));
  // After the policy step: the worker's build name is a hash of the pages as they are shipped.
  await writeServiceWorker(dir);
}
