/**
 * What the built-in search index is built from, and a build's one copy of it. `next build` asks for the
 * index in several processes (its pages' data, then each static-generation worker). The build script
 * builds it first, from the docs the content check has just read, while contentlayer still generates
 * them (scripts/build.ts); whoever builds it leaves it in the build's scratch folder, named by a hash of
 * what it is built from, and the others read it there.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** Names what an index is built from: the same docs, folders and synonyms give the same name. */
export function indexSourceKey(source: IndexSource): string {
  return createHash('sha256')
    .update(JSON.stringify([source.docs, source.categories, source.facets, source.synonymsText]))
    .digest('hex')
    .slice(0, 16);
}

/** The index of `source`; `trees` are doc bodies already parsed (by doc id), which are then not parsed again. */
export function buildIndexOf(source: IndexSource, trees?: ReadonlyMap<string, Root>): BuiltIndex {
  return buildSearchIndex(source.docs, source.categories, source.facets, parseSynonyms(source.synonymsText, SEARCH_SYNONYMS_FILE), trees);
}

const fileOf = (folder: string, source: IndexSource) => join(folder, `search-index.${indexSourceKey(source)}.json`);

/** The index of `source` a process of this build has left in `folder`, if any. */
export function readBuiltIndex(folder: string, source: IndexSource): BuiltIndex | undefined {
  try {
    const { meta, files } = JSON.parse(readFileSync(fileOf(folder, source), 'utf8')) as { meta: BuiltIndex['meta']; files: [string, string][] };
    return { meta, files: new Map(files) };
  } catch {
    return undefined;
  }
}

/** Leaves the index of `source` in `folder` for the build's other processes, whole or not at all. */
export function writeBuiltIndex(folder: string, source: IndexSource, index: BuiltIndex): void {
  const file = fileOf(folder, source);
  const aside = `${file}.${process.pid}.tmp`;
  mkdirSync(folder, { recursive: true });
  writeFileSync(aside, JSON.stringify({ meta: index.meta, files: [...index.files] }));
  renameSync(aside, file);
}
