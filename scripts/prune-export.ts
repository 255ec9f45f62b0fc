import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isUnrequestedExportFile } from '../src/config/export-files';
import { exportFiles } from './lib/export-files';

/** Deletes the files of an export that nothing requests (src/config/export-files.ts); returns their count and bytes. */
export function pruneExport(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const file of exportFiles(dir).filter(isUnrequestedExportFile)) {
    const path = join(dir, file);
    bytes += statSync(path).size;
    rmSync(path);
    files += 1;
  }
  return { files, bytes };
}
