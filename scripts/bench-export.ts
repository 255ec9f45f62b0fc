/**
 * The export's weight by kind of file (HTML pages, page payloads, print page, search index, JS and CSS,
 * CMS, other): part of `npm run bench` for out/, and of the growth benchmark for its scratch export.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exportByKind, formatKinds } from '../src/lib/export/export-kinds';
import type { BenchRow } from './bench';
import { exportFiles } from './lib/export-files';

/** Every file of an export folder with its size, for exportByKind. */
export function exportSizes(dir: string): { path: string; bytes: number }[] {
  return exportFiles(dir).map((path) => ({ path, bytes: statSync(join(dir, path)).size }));
}

export function exportRows(dir: string, label: string): BenchRow[] {
  const files = exportSizes(dir);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return [
    { figure: `${label}: export`, value: `${(bytes / 1024 / 1024).toFixed(1)} MB in ${files.length} files` },
    { figure: `${label}: export by kind (MB / files)`, value: formatKinds(exportByKind(files)) },
  ];
}

export async function benchExport(): Promise<BenchRow[]> {
  const out = join(process.cwd(), 'out');
  return existsSync(out) ? exportRows(out, 'out/') : [];
}
