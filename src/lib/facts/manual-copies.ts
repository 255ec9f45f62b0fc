/**
 * Copies of the whole manual kept beside it, such as an archived edition (content/docs/v1/…): a top-level
 * folder whose docs all repeat the manual's own paths and which holds its own copy of every screen's page.
 * A copy is a manual of its own: its settings are defined once, on its own screen pages, and its
 * schematics stand on its own screen pages, as in the manual. Any other folder follows the manual's homes.
 */

/** The folders (`v1/`) of the docs that are copies of the manual. */
export function manualCopies(docIds: Iterable<string>, facts: { screens: readonly { doc: string }[] }): string[] {
  const ids = new Set(docIds);
  const folders = new Set([...ids].filter((id) => id.includes('/')).map((id) => id.slice(0, id.indexOf('/') + 1)));
  return [...folders].filter((folder) => {
    const inside = [...ids].filter((id) => id.startsWith(folder) || `${id}/` === folder);
    const mirrors = inside.every((id) => ids.has(id.slice(folder.length)));
    return mirrors && facts.screens.every((screen) => ids.has(folder + screen.doc));
  });
}

/** The copy of the manual a doc belongs to ('' for the manual itself). */
export function copyOf(docId: string, copies: string[]): string {
  return copies.find((folder) => docId.startsWith(folder) || `${docId}/` === folder) ?? '';
}
