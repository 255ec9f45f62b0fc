/**
 * The build's search index, built from the docs the content check has just read while contentlayer
 * still generates them: at 1,000 docs that wait is about 20 s of an otherwise idle core, and the index
 * took 16 s on Next's critical path (its workers collecting the pages' data). Next's processes read
 * this copy (src/catalogue/search-index-source.ts). The source is the one the content snapshot gives,
 * in its order: if they ever differed, the copy would go unread and Next would build its own.
 */
import type { Root } from 'mdast';
import { indexableCategory, indexableDoc, readSynonymsText, writeBuiltIndex, buildIndexOf, type IndexSource } from '../../src/catalogue/search-index-source';
import type { CheckedDoc } from '../../src/lib/content-check';
import type { SidebarCategoryInput } from '../../src/lib/sidebar';
import { byFilePath } from '../content-snapshot';
import { docsInLocale } from '../../src/lib/locale-docs';
import { searchFacetsOf } from '../../src/config/search';
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

/** Builds each version's and locale's index from what the check read and leaves it in the build's scratch folder. */
export function prebuildSearchIndex(folder: string, root: string, checked: { manuals: CheckedManual[] }): void {
  const latest = checked.manuals.find((m) => m.version.isLast && !m.version.locale) ?? checked.manuals[0];
  for (const manual of checked.manuals) {
    const { source, trees } = indexSourceOfCheck(root, manual.version.locale ? localeManualOfCheck(manual, latest) : manual, !manual.version.locale);
    writeBuiltIndex(folder, source, buildIndexOf(source, trees));
  }
}
