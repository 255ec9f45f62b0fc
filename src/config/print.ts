/** The whole manual on one page, to print or save as a PDF (see README, "Printing"). */
export const PRINT_PATH = '/print/';

/** Ids on the print page are the doc's id, then the heading's own id: `settings-users--roles`. */
export const PRINT_ID_SEPARATOR = '--';

/** The folder of the quick-reference cards: each card prints on one sheet (tighter print styles). */
export const QUICK_REFERENCE_FOLDER = 'resources/quickReference/';

export function isQuickReferenceCard(docId: string): boolean {
  return docId.startsWith(QUICK_REFERENCE_FOLDER);
}
