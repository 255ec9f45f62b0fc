/**
 * What the built-in search index is built from, by either source: the content check's parse (the build,
 * scripts/lib/search-index-files.ts) or the content snapshot (the development server,
 * src/catalogue/search-index.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { SEARCH_SYNONYMS_FILE } from '../config/search';
import { docHref } from '../lib/doc-id';
import type { BuiltIndex } from '../lib/search/chunked/build';
import { buildSearchIndex, type IndexableDoc } from '../lib/search/index-file';
import { parseSynonyms } from '../lib/search/synonyms-file';
import type { SidebarCategoryInput } from '../lib/sidebar';

export interface IndexSource {
  docs: IndexableDoc[];
  categories: SidebarCategoryInput[];
  synonymsText: string;
  /** The facets its records carry: the language and the docs version's tag. */
  facets: { language: string; docusaurus_tag: string };
}

/** A doc as the index takes it, from either source (the content snapshot, the content check); `versionPath` is where its version is served. */
export function indexableDoc(
  doc: { docId: string; title: string; sidebarLabel?: string; position: number; isIndex: boolean; body: string },
  versionPath = '/docs',
): IndexableDoc {
  return { id: doc.docId, href: docHref(doc.docId, versionPath), title: doc.title, sidebarLabel: doc.sidebarLabel, position: doc.position, isIndex: doc.isIndex, body: doc.body };
}

/** A folder as the index takes it (its place in the trail above each doc). */
export function indexableCategory(category: SidebarCategoryInput): SidebarCategoryInput {
  return { dir: category.dir, label: category.label, position: category.position, collapsed: category.collapsed };
}

export function readSynonymsText(root = process.cwd()): string {
  return readFileSync(join(root, SEARCH_SYNONYMS_FILE), 'utf8');
}

/** The index of `source`; `trees` are doc bodies already parsed (by doc id), which are then not parsed again. */
export function buildIndexOf(source: IndexSource, trees?: ReadonlyMap<string, Root>): BuiltIndex {
  return buildSearchIndex(source.docs, source.categories, source.facets, parseSynonyms(source.synonymsText, SEARCH_SYNONYMS_FILE), trees);
}
