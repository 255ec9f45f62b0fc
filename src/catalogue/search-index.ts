import { dirname, join } from 'node:path';
import { searchFacetsOf } from '@/config/search';
import { latestVersion, type DocsVersion } from '@/config/versions';
import type { BuiltIndex } from '@/lib/search/chunked/build';
import { categoriesOf, docsOf } from './docs';
import { buildIndexOf, indexableCategory, indexableDoc, readBuiltIndex, readSynonymsText, writeBuiltIndex, type IndexSource } from './search-index-source';
import { snapshotVersion } from './snapshot';

const built = new Map<string, { version: string; index: BuiltIndex }>();

/**
 * During `next build`: the copy in the build's scratch folder, or one built and left there. The folder is
 * new for each build, so a copy made by an older version of the index's code is never read.
 */
function builtOnceForTheBuild(source: IndexSource): BuiltIndex {
  const distDir = process.env.NEXT_PHASE === 'phase-production-build' ? process.env.NEXT_DIST_DIR : undefined;
  if (!distDir) return buildIndexOf(source);
  const folder = join(process.cwd(), dirname(distDir));
  const ready = readBuiltIndex(folder, source);
  if (ready) return ready;
  const index = buildIndexOf(source);
  writeBuiltIndex(folder, source, index);
  return index;
}

/**
 * The built-in search index of a docs version as it is now: built once per build (see
 * search-index-source.ts), and again under the development server whenever the docs change, so search
 * follows the writer's edits.
 */
export function searchIndex(version: DocsVersion = latestVersion): BuiltIndex {
  const cached = built.get(version.name);
  if (cached?.version === snapshotVersion) return cached.index;
  const index = builtOnceForTheBuild(snapshotIndexSource(version));
  built.set(version.name, { version: snapshotVersion, index });
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
