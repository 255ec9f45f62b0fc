/** The real docs of content/docs, read from disk, for the relevance test and the search benchmark. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { searchFacets, SEARCH_SYNONYMS_FILE } from '../../../config/search';
import { checkCategory, checkDoc } from '../../content-check';
import { docHref } from '../../doc-id';
import type { SidebarCategoryInput } from '../../sidebar';
import { buildSearchIndex, type IndexableDoc } from '../index-file';
import { parseSynonyms } from '../synonyms-file';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

export function readContentDocs(root = process.cwd()): { docs: IndexableDoc[]; categories: SidebarCategoryInput[] } {
  const docs: IndexableDoc[] = [];
  const categories: SidebarCategoryInput[] = [];
  for (const file of walk(join(root, 'content', 'docs'))) {
    const path = relative(root, file).split('\\').join('/');
    const text = readFileSync(file, 'utf8');
    if (path.endsWith('.mdx')) {
      const { doc } = checkDoc({ path, text });
      if (!doc?.frontmatter) throw new Error(`${path} does not pass the content check.`);
      const { title, sidebar_label, sidebar_position } = doc.frontmatter;
      docs.push({ id: doc.docId, href: docHref(doc.docId), title, sidebarLabel: sidebar_label, position: sidebar_position, isIndex: doc.isIndex, body: doc.body });
    } else if (path.endsWith('_category_.json')) {
      const { category } = checkCategory({ path, text });
      if (category) categories.push(category);
    }
  }
  return { docs, categories };
}

/** The built-in index of the real docs, with the real synonym list. */
export function contentSearchIndex(root = process.cwd()) {
  const { docs, categories } = readContentDocs(root);
  const synonyms = parseSynonyms(readFileSync(join(root, SEARCH_SYNONYMS_FILE), 'utf8'), SEARCH_SYNONYMS_FILE);
  return buildSearchIndex(docs, categories, searchFacets, synonyms);
}
