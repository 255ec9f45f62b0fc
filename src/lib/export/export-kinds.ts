/**
 * What an export is made of, by kind of file: where the megabytes go as the catalogue grows
 * (`npm run bench`, `npm run bench -- --pages 1000`).
 */
import { megabytes } from '../byte-size';

export const exportKinds = ['HTML pages', 'page payloads (.txt)', 'print page', 'search index', 'JS and CSS', 'CMS', 'other'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The kind of a file of the export, by its path in it ('docs/users/index.txt'). */
export function exportKindOf(file: string): ExportKind {
  if (file.startsWith('print/')) return 'print page';
  if (file.startsWith('admin/')) return 'CMS';
  if (file.startsWith('search-index/')) return 'search index';
  if (file.startsWith('_next/')) return 'JS and CSS';
  if (file.endsWith('.html')) return 'HTML pages';
  if (/(^|\/)(index|__next\.[^/]*)\.txt$/.test(file)) return 'page payloads (.txt)';
  return 'other';
}

export interface KindTotal {
  kind: ExportKind;
  files: number;
  bytes: number;
}

/** Files and bytes per kind, in the order of exportKinds, kinds with no file left out. */
export function exportByKind(files: readonly { path: string; bytes: number }[]): KindTotal[] {
  const totals = new Map<ExportKind, KindTotal>(exportKinds.map((kind) => [kind, { kind, files: 0, bytes: 0 }]));
  for (const { path, bytes } of files) {
    const total = totals.get(exportKindOf(path))!;
    total.files += 1;
    total.bytes += bytes;
  }
  return [...totals.values()].filter((t) => t.files > 0);
}

/** '99.1 MB in 1,021 files' style: one line per kind. */
export function formatKinds(totals: readonly KindTotal[]): string {
  return totals.map((t) => `${t.kind} ${megabytes(t.bytes)} / ${t.files.toLocaleString('en')}`).join(' · ');
}
