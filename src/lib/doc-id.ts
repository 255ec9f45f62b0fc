import { MAIN_DOC_ID } from '../config/site';

/** `settings/calibration/fusion/index` -> `settings/calibration/fusion`; `settings/users` stays. */
export function docIdFromPath(flattenedPath: string): string {
  const withoutDocsDir = flattenedPath.replace(/^(?:(?:versions|i18n)\/[^/]+\/)?docs(\/|$)/, '').replace(/\.mdx?$/, '');
  return withoutDocsDir === 'index' ? '' : withoutDocsDir.replace(/\/index$/, '');
}

/**
 * The site path of a doc (without the base path), ending with a slash like every exported page; `base` is
 * its version's path (`/docs/next` for Next once a version is cut: src/config/versions.ts).
 */
export function docHref(docId: string, base = '/docs'): string {
  return docId === MAIN_DOC_ID || docId === '' ? `${base}/` : `${base}/${docId}/`;
}

/** The version a source file belongs to: `content/versions/2.12/docs/x.mdx` -> `2.12`; `current` for content/docs. */
export function versionOfSource(path: string): string {
  return /^(?:content\/)?versions\/([^/]+)\//.exec(path)?.[1] ?? 'current';
}

/** The locale a source file is written in: `content/i18n/es/docs/x.mdx` -> `es`; `en` for every other doc. */
export function localeOfSource(path: string): string {
  return /^(?:content\/)?i18n\/([^/]+)\//.exec(path)?.[1] ?? 'en';
}

/** The manual a source file belongs to: its version (`2.12`, `current`), or its locale's (`es`) for a translation. */
export function manualOfSource(path: string): string {
  const locale = localeOfSource(path);
  return locale === 'en' ? versionOfSource(path) : locale;
}

/** The folder a doc sits in (`settings/DICOM/worklist` -> `settings/DICOM`). Index pages belong to their own folder's parent. */
export function parentDir(docId: string): string {
  const cut = docId.lastIndexOf('/');
  return cut === -1 ? '' : docId.slice(0, cut);
}

/** The sidebar address of the page at a router path: with its trailing slash, the main doc at /docs/. */
export function docHrefOfPath(pathname: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  // The main doc's page is its version's /docs/ page (/docs/next/introduction/ -> /docs/next/).
  return path.startsWith('/docs/') && path.endsWith(`/${MAIN_DOC_ID}/`) ? path.slice(0, -MAIN_DOC_ID.length - 1) : path;
}

/** Where a doc's Markdown is (without the base path): its page's address plus `.md`, `/docs.md` for the main doc. */
export function docMarkdownHref(docId: string, versionPath = '/docs'): string {
  return `${docHref(docId, versionPath).replace(/\/$/, '')}.md`;
}
