/**
 * Writes the built-in search index into the export (`search-index.json` at the site's root, served
 * under /FusionDR/), from the docs contentlayer generated. Run by the build's finishing step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEX_FILE, searchFacets } from '../src/config/search';
import { buildSearchIndex, type IndexableDoc } from '../src/lib/search/index-file';
import type { SearchIndexFile } from '../src/lib/search/types';
import type { SidebarCategoryInput } from '../src/lib/sidebar';

interface GeneratedDoc {
  docId: string;
  href: string;
  title: string;
  sidebar_label?: string;
  sidebar_position: number;
  isIndex: boolean;
  body: { raw: string };
}

interface GeneratedCategory {
  dir: string;
  label: string;
  position: number;
  collapsed?: boolean;
}

/** The docs as contentlayer generated them (read from disk: Node caches imports, see STACK pitfall 3). */
export function readGeneratedDocs(root = process.cwd()): { docs: IndexableDoc[]; categories: SidebarCategoryInput[] } {
  const generated = join(root, '.contentlayer', 'generated');
  const docs = JSON.parse(readFileSync(join(generated, 'Doc', '_index.json'), 'utf8')) as GeneratedDoc[];
  const categories = JSON.parse(readFileSync(join(generated, 'Category', '_index.json'), 'utf8')) as GeneratedCategory[];
  return {
    docs: docs.map((d) => ({
      id: d.docId,
      href: d.href,
      title: d.title,
      sidebarLabel: d.sidebar_label,
      position: d.sidebar_position,
      isIndex: d.isIndex,
      body: d.body.raw,
    })),
    categories: categories.map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed })),
  };
}

export function searchIndexOfDocs(root = process.cwd()): SearchIndexFile {
  const { docs, categories } = readGeneratedDocs(root);
  return buildSearchIndex(docs, categories, searchFacets);
}

/** Writes the index into an export folder; returns its size in bytes. */
export function writeSearchIndex(dir: string, root = process.cwd()): number {
  const json = JSON.stringify(searchIndexOfDocs(root));
  writeFileSync(join(dir, SEARCH_INDEX_FILE), json);
  return Buffer.byteLength(json);
}

// `tsx scripts/search-index.ts public`: the index for the development server, which serves public/.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'public';
  const bytes = writeSearchIndex(dir);
  console.log(`Search index written to ${dir}/${SEARCH_INDEX_FILE.replace(/^\//, '')} (${Math.round(bytes / 1024)} KB).`);
}
