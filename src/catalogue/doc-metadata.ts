import { localeManuals } from '@/config/locales';
import { latestVersion, type DocsVersion } from '@/config/versions';
import { docHref } from '@/lib/doc-id';
import { pageMetadata } from '@/lib/metadata';
import { getDoc, isUntranslated } from './docs';
import type { SiteDoc } from './snapshot';

/**
 * Where a doc is read for good: a translation where it is; else in the latest version (in English) when
 * it is there, else where it is.
 */
export function canonicalHref(doc: SiteDoc, version: DocsVersion): string {
  if (version.locale && !isUntranslated(doc, version)) return docHref(doc.docId, version.path);
  return docHref(doc.docId, (getDoc(doc.docId, latestVersion) ? latestVersion : version).path);
}

/** The doc's page in each language it is written in (hreflang alternates): English, and each translation. */
export function languagesOf(docId: string): Record<string, string> {
  if (!getDoc(docId, latestVersion)) return {};
  const translations = localeManuals.flatMap((manual) => {
    const doc = getDoc(docId, manual);
    return doc && !isUntranslated(doc, manual) ? [[manual.locale as string, docHref(docId, manual.path)] as const] : [];
  });
  return { en: docHref(docId, latestVersion.path), ...Object.fromEntries(translations) };
}

/** A doc page's title, description, canonical address (the main doc's is its version's /docs/ page) and languages. */
export function docPageMetadata(doc: SiteDoc, version: DocsVersion) {
  const translated = version.locale && !isUntranslated(doc, version) ? version.locale : undefined;
  return pageMetadata({ path: canonicalHref(doc, version), title: doc.title, description: doc.description, languages: languagesOf(doc.docId), locale: translated });
}
