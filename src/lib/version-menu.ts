import { docIdOfPath, versionOfPath, type DocsVersion } from '../config/versions';
import { docHref } from './doc-id';

export interface VersionMenuItem {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

/**
 * The version menu on the page at `pathname` (a site path without the base path). On a doc page, each
 * version leads to the same doc when that version has it (`available`), else to its main doc; elsewhere
 * (home, search), the version shown is the reader's preferred one, and each leads to its main doc.
 */
export function versionMenu(
  all: readonly DocsVersion[],
  pathname: string,
  available: readonly string[] | null,
  preferred: string | null,
): { current: DocsVersion; items: VersionMenuItem[] } {
  const onDocs = /^\/docs(\/|$)/.test(pathname);
  const latest = all.find((v) => v.isLast) ?? all[0];
  const current = onDocs ? versionOfPath(pathname, all) : (all.find((v) => v.name === preferred) ?? latest);
  const docId = onDocs ? docIdOfPath(pathname, all) : '';
  const items = all.map((v) => ({
    key: v.name,
    label: v.label,
    href: docId && available?.includes(v.name) ? docHref(docId, v.path) : `${v.path}/`,
    active: v.name === current.name,
  }));
  return { current, items };
}

/** Where the navbar's Docs link leads: the main doc of the reader's preferred version, else of the latest. */
export function preferredDocsHref(all: readonly DocsVersion[], preferred: string | null): string {
  const version = all.find((v) => v.name === preferred) ?? all.find((v) => v.isLast) ?? all[0];
  return `${version.path}/`;
}
