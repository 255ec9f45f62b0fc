/**
 * A translated locale's docs: each doc of the latest version in its translation, else the English doc
 * made the locale's by `untranslated` (its links moved under the locale's path, for a page). The site's
 * catalogue, the export's finishing step and the build's prebuilt search index list a locale's docs this way.
 */
export function docsInLocale<D extends { docId: string }>(latest: readonly D[], translations: readonly D[], untranslated: (doc: D) => D): D[] {
  const translated = new Map(translations.map((d) => [d.docId, d]));
  return latest.map((d) => translated.get(d.docId) ?? untranslated(d));
}
