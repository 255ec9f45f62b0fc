/**
 * A translated locale's docs: each doc of the latest version in its translation, else the English doc
 * made the locale's by `untranslated` (its links moved under the locale's path). The site's catalogue and
 * the export's finishing step both list a locale's pages this way.
 */
export function docsInLocale<D extends { docId: string; version: string }>(docs: readonly D[], latest: string, locale: string, untranslated: (doc: D) => D): D[] {
  const translated = new Map(docs.filter((d) => d.version === locale).map((d) => [d.docId, d]));
  return docs.filter((d) => d.version === latest).map((d) => translated.get(d.docId) ?? untranslated(d));
}
