/**
 * Files `next build` writes into the export that no visitor's browser ever asks for. The finishing
 * step deletes them (scripts/prune-export.ts); tests/e2e/export-files.test.ts shows the router does
 * not miss them.
 *
 * `__next._full.txt`: the whole page payload again, byte for byte the same as the page's `index.txt`.
 * Next 16 writes it for every page of a static export, with no setting to turn it off
 * (`collectSegmentData` adds it unconditionally), but its router fetches `index.txt` for a navigation
 * and the `__next.*.txt` segment files for a prefetch, never `_full`.
 */
export const unrequestedExportFiles: readonly RegExp[] = [/(^|\/)__next\._full\.txt$/];

export function isUnrequestedExportFile(file: string): boolean {
  return unrequestedExportFiles.some((pattern) => pattern.test(file));
}
