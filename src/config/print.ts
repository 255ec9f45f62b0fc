/** The whole manual on one page, to print or save as a PDF (see README, "Printing"). */
export const PRINT_PATH = '/print/';

/** A docs version's print page: the latest version's at /print/, the others' at /print/next/, /print/2.11/. */
export function printPathOf(version: { isLast: boolean; path: string }): string {
  return version.isLast ? PRINT_PATH : `${PRINT_PATH}${version.path.replace(/^\/docs\//, '')}/`;
}

/** Ids on the print page are the doc's id, then the heading's own id: `settings-users--roles`. */
export const PRINT_ID_SEPARATOR = '--';

/** The folder of the quick-reference cards: each card prints on one sheet (tighter print styles). */
export const QUICK_REFERENCE_FOLDER = 'resources/quickReference/';

export function isQuickReferenceCard(docId: string): boolean {
  return docId.startsWith(QUICK_REFERENCE_FOLDER);
}
