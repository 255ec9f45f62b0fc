import { searchFacetsOf } from '@/config/search';
import { latestVersion, type DocsVersion } from '@/config/versions';
import type { BuiltIndex } from '@/lib/search/chunked/build';
import { categoriesOf, docsOf } from './docs';
import { buildIndexOf, indexableCategory, indexableDoc, readSynonymsText, type IndexSource } from './search-index-source';
import { snapshotVersion } from './snapshot';

const built = new Map<string, { version: string; index: BuiltIndex }>();

/**
 * The built-in search index of a docs version as the development server serves it: built again
 * whenever the docs change, so search follows the writer's edits. The build writes its own from the
 * content check's parse (scripts/lib/search-index-files.ts); the two are the same index.
 */
export function searchIndex(version: DocsVersion = latestVersion): BuiltIndex {
  const cached = built.get(version.name);
  const current = snapshotVersion();
  if (cached?.version === current) return cached.index;
  const index = buildIndexOf(snapshotIndexSource(version));
  built.set(version.name, { version: current, index });
  return index;
}

/** What a version's index is built from, as the content snapshot gives it. */
export function snapshotIndexSource(version: DocsVersion = latestVersion): IndexSource {
  return {
    docs: docsOf(version).map((d) =>
      indexableDoc({ docId: d.docId, title: d.title, sidebarLabel: d.sidebar_label, position: d.sidebar_position, isIndex: d.isIndex, body: d.body.raw }, version.path),
    ),
    categories: categoriesOf(version).map(indexableCategory),
    synonymsText: readSynonymsText(),
    facets: searchFacetsOf(version),
  };
}
