/**
 * The build's search index, built from the docs the content check has just read while contentlayer
 * still generates them, and written into the export by the build itself: through Next's static
 * generation its pieces (over 1,000 files at 1,000 docs) took a third of that step. The development
 * site serves the same files through a route (src/app/search-index/[...file]/route.dev.ts), written by
 * its content check (scripts/content-publish-worker.ts).
 */
import type { Root } from 'mdast';
import { indexableCategory, indexableDoc, readSynonymsText, buildIndexOf, type IndexSource } from '../../src/catalogue/search-index-source';
import type { CheckedDoc } from '../../src/lib/content-check';
import type { SidebarCategoryInput } from '../../src/lib/sidebar';
import { byFilePath } from '../content-snapshot';
import { docsInLocale } from '../../src/lib/locale-docs';
import { SEARCH_INDEX_DIR, searchFacetsOf, searchIndexDirOf } from '../../src/config/search';
import type { DocsVersion } from '../../src/config/versions';

interface CheckedManual {
  version: DocsVersion;
  docs: CheckedDoc[];
  categories: SidebarCategoryInput[];
}

/** A version's index source from what the check read, and the bodies it parsed (by doc id). */
export function indexSourceOfCheck(root: string, checked: CheckedManual, sorted = true): { source: IndexSource; trees: Map<string, Root> } {
  const { version } = checked;
  const docs = sorted ? [...checked.docs].sort((a, b) => byFilePath(a.path, b.path)) : checked.docs;
  const categoryFile = (c: SidebarCategoryInput) => `${version.contentDir}/docs/${c.dir}/_category_.json`;
  const categories = [...checked.categories].sort((a, b) => byFilePath(categoryFile(a), categoryFile(b)));
  return {
    source: {
      docs: docs.flatMap((d) =>
        d.frontmatter
          ? [indexableDoc({ docId: d.docId, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position, isIndex: d.isIndex, body: d.body }, version.path)]
          : [],
      ),
      categories: categories.map(indexableCategory),
      synonymsText: readSynonymsText(root),
      facets: searchFacetsOf(version),
    },
    trees: new Map(docs.flatMap((d) => (d.tree ? [[d.docId, d.tree] as const] : []))),
  };
}

/**
 * A translated locale's docs as its pages show them: the latest version's docs, each replaced by its
 * translation where there is one (whose headings carry the English ids the check gave them: its search
 * hits lead to the sections on the page).
 */
function localeManualOfCheck(locale: CheckedManual, latest: CheckedManual): CheckedManual {
  const docs = docsInLocale([...latest.docs].sort((a, b) => byFilePath(a.path, b.path)), locale.docs, (d) => d);
  // The latest version's folders under the locale's labels (the check gives them).
  return { version: locale.version, docs, categories: locale.categories };
}

/**
 * Each version's and locale's index, built from what the check read, as files of the export by path
 * (`search-index/meta.json`, `search-index/2.11/meta.json`, `search-index/es/…`).
 */
export function searchIndexFiles(root: string, checked: { manuals: CheckedManual[] }): Map<string, string> {
  const latest = checked.manuals.find((m) => m.version.isLast && !m.version.locale) ?? checked.manuals[0];
  const files = new Map<string, string>();
  for (const manual of checked.manuals) {
    const { source, trees } = indexSourceOfCheck(root, manual.version.locale ? localeManualOfCheck(manual, latest) : manual, !manual.version.locale);
    const folder = `${SEARCH_INDEX_DIR.slice(1)}${searchIndexDirOf(manual.version)}`;
    for (const [file, body] of buildIndexOf(source, trees).files) files.set(`${folder}${file}`, body);
  }
  return files;
}
