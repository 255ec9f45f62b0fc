import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchFacets, SEARCH_SYNONYMS_FILE } from '@/config/search';
import { buildSearchIndex } from '@/lib/search/index-file';
import { parseSynonyms } from '@/lib/search/synonyms-file';
import type { BuiltIndex } from '@/lib/search/chunked/build';
import { allCategories, allDocs } from './docs';
import { snapshotVersion } from './snapshot';

let built: { version: string; index: BuiltIndex } | undefined;

/**
 * The built-in search index of the docs as they are now: built once per build, and again under the
 * development server whenever the docs change, so search follows the writer's edits.
 */
export function searchIndex(): BuiltIndex {
  if (built?.version !== snapshotVersion) {
    const synonyms = parseSynonyms(readFileSync(join(process.cwd(), SEARCH_SYNONYMS_FILE), 'utf8'), SEARCH_SYNONYMS_FILE);
    const docs = allDocs.map((d) => ({
      id: d.docId,
      href: d.href,
      title: d.title,
      sidebarLabel: d.sidebar_label,
      position: d.sidebar_position,
      isIndex: d.isIndex,
      body: d.body.raw,
    }));
    const categories = allCategories.map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed }));
    built = { version: snapshotVersion, index: buildSearchIndex(docs, categories, searchFacets, synonyms) };
  }
  return built.index;
}
