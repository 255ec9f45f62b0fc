import { MAIN_DOC_ID } from '../config/site';

/** `settings/calibration/fusion/index` -> `settings/calibration/fusion`; `settings/users` stays. */
export function docIdFromPath(flattenedPath: string): string {
  const withoutDocsDir = flattenedPath.replace(/^docs(\/|$)/, '').replace(/\.mdx?$/, '');
  return withoutDocsDir === 'index' ? '' : withoutDocsDir.replace(/\/index$/, '');
}

/** The site path of a doc (without the base path), ending with a slash like every exported page. */
export function docHref(docId: string): string {
  return docId === MAIN_DOC_ID || docId === '' ? '/docs/' : `/docs/${docId}/`;
}

/** The folder a doc sits in (`settings/DICOM/worklist` -> `settings/DICOM`). Index pages belong to their own folder's parent. */
export function parentDir(docId: string): string {
  const cut = docId.lastIndexOf('/');
  return cut === -1 ? '' : docId.slice(0, cut);
}

/** The sidebar address of the page at a router path: with its trailing slash, the main doc at /docs/. */
export function docHrefOfPath(pathname: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === `/docs/${MAIN_DOC_ID}/` ? docHref(MAIN_DOC_ID) : path;
}

/** Where a doc's Markdown is (without the base path): its page's address plus `.md`, `/docs.md` for the main doc. */
export function docMarkdownHref(docId: string): string {
  return `${docHref(docId).replace(/\/$/, '')}.md`;
}
