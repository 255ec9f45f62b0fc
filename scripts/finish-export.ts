/**
 * The build's finishing steps, in order, on the complete export: SVGs cleaned again, each page's
 * Content-Security-Policy, the headers files, the writers' CMS, then the configure step with the
 * build's environment (the deployment's settings, their connect-src, the offline manual's service worker).
 */
import { join } from 'node:path';
import { CMS_PATH } from '../src/config/cms';
import { buildAdminSync } from './cms-export';
import { applyContentSecurityPolicy } from './content-security-policy';
import { writeHeadersFiles } from './headers-files';
import { sanitizeExportSvgs } from './sanitize-export-svgs';
import { settingsFromEnv } from '../src/config/site-settings';
import { configureExport } from './configure';

export type { HeadersFile } from './headers-files';

export async function finishExport(dir: string) {
  for (const file of sanitizeExportSvgs(dir)) {
    console.warn(`  ! ${file}: scripts, event handlers or references to other files were removed from this SVG; clean the original in public/ too.`);
  }
  // Keep this step after every change to the pages' scripts: their hashes must be taken from the pages as they are
  // shipped (the configure step below adds a JSON data block, which runs nothing and needs no hash).
  writeHeadersFiles(dir, applyContentSecurityPolicy(dir));
  // The admin carries its own policy (the CMS needs eval); the policy step above leaves its folder alone.
  buildAdminSync(join(dir, CMS_PATH));
  // After the policy step: the worker's build name is a hash of the pages as they are shipped.
  await configureExport(dir, settingsFromEnv());
}
