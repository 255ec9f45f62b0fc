/**
 * The export's weight by kind of file (HTML pages, page payloads, print page, search index, JS and CSS,
 * CMS, other): part of `npm run bench` for out/, and of the growth benchmark for its scratch export.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { megabytes } from '../src/lib/byte-size';
import { exportByKind, formatKinds } from '../src/lib/export/export-kinds';
import type { BenchRow } from './bench';
import { exportSizes } from './lib/export-files';

export function exportRows(dir: string, label: string): BenchRow[] {
  const files = exportSizes(dir);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return [
    { figure: `${label}: export`, value: `${megabytes(bytes)} in ${files.length} files` },
    { figure: `${label}: export by kind (MB / files)`, value: formatKinds(exportByKind(files)) },
  ];
}

export async function benchExport(): Promise<BenchRow[]> {
  const out = join(process.cwd(), 'out');
  return existsSync(out) ? exportRows(out, 'out/') : [];
}
