import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sanitizeSvg } from '../src/lib/svg/sanitize-svg';
import { exportFiles } from './lib/export-files';

/**
 * Every SVG of the export goes through the sanitiser again: one committed without the CMS, or edited
 * by hand after upload, is cleaned too, and the build says which.
 */
export function sanitizeExportSvgs(dir: string): string[] {
  const changed: string[] = [];
  for (const file of exportFiles(dir).filter((f) => f.endsWith('.svg'))) {
    const path = join(dir, file);
    const result = sanitizeSvg(readFileSync(path, 'utf8'));
    if (!result.changed) continue;
    writeFileSync(path, result.svg);
    changed.push(file);
  }
  return changed;
}
