import { dirname, join } from 'node:path';
import type { BuiltIndex } from '@/lib/search/chunked/build';
import { allCategories, allDocs } from './docs';
import { buildIndexOf, indexableCategory, indexableDoc, readBuiltIndex, readSynonymsText, writeBuiltIndex, type IndexSource } from './search-index-source';
import { snapshotVersion } from './snapshot';

let built: { version: string; index: BuiltIndex } | undefined;

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
 * The built-in search index of the docs as they are now: built once per build (see
 * search-index-source.ts), and again under the development server whenever the docs change, so search
 * follows the writer's edits.
 */
export function searchIndex(): BuiltIndex {
  if (built?.version !== snapshotVersion) built = { version: snapshotVersion, index: builtOnceForTheBuild(snapshotIndexSource()) };
  return built.index;
}

/** What the index is built from, as the content snapshot gives it. */
export function snapshotIndexSource(): IndexSource {
  return {
    docs: allDocs.map((d) =>
      indexableDoc({ docId: d.docId, title: d.title, sidebarLabel: d.sidebar_label, position: d.sidebar_position, isIndex: d.isIndex, body: d.body.raw }),
    ),
    categories: allCategories.map(indexableCategory),
    synonymsText: readSynonymsText(),
  };
}
