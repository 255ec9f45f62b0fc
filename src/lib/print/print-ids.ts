import { BASE_PATH, MAIN_DOC_ID } from '../../config/site';
import { PRINT_ID_SEPARATOR } from '../../config/print';

/** The id of a doc's section on the print page: `settings/DICOM/worklist` -> `settings-DICOM-worklist`. */
export function printDocId(docId: string): string {
  return docId.replace(/\//g, '-');
}

/** A heading's id on the print page: unique across all docs, since each is prefixed with its doc's. */
export function printHeadingId(docId: string, headingId: string): string {
  return `${printDocId(docId)}${PRINT_ID_SEPARATOR}${headingId}`;
}

/**
 * Where a link inside a doc points on the print page: a section of the same doc or a link to another
 * doc of the manual jumps to that place on the page; any other address stays as it is.
 */
export function printHref(href: string, fromDocId: string, docIds: ReadonlySet<string>): string {
  if (href.startsWith('#')) return href.length > 1 ? `#${printHeadingId(fromDocId, href.slice(1))}` : href;
  const docsPrefix = `${BASE_PATH}/docs/`;
  if (!href.startsWith(docsPrefix)) return href;
  const [path, hash = ''] = href.slice(docsPrefix.length).split('#');
  const docId = path.replace(/\/$/, '') || MAIN_DOC_ID;
  if (!docIds.has(docId)) return href;
  return `#${hash ? printHeadingId(docId, hash) : printDocId(docId)}`;
}
