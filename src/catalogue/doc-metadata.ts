import { latestVersion, type DocsVersion } from '@/config/versions';
import { docHref } from '@/lib/doc-id';
import { pageMetadata } from '@/lib/metadata';
import { getDoc } from './docs';
import type { SiteDoc } from './snapshot';

/** Where a doc is read for good: in the latest version when it is there, else where it is. */
export function canonicalHref(docId: string, version: DocsVersion): string {
  return docHref(docId, (getDoc(docId, latestVersion) ? latestVersion : version).path);
}

/** A doc page's title, description and canonical address (the main doc's is its version's /docs/ page). */
export function docPageMetadata(doc: SiteDoc, version: DocsVersion) {
  return pageMetadata({ path: canonicalHref(doc.docId, version), title: doc.title, description: doc.description });
}
