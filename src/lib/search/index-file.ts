import { buildSidebar, categoryTrail, type SidebarCategoryInput, type SidebarDocInput } from '../sidebar';
import { recordsOf } from './records';
import type { SearchIndexFile } from './types';

export interface IndexableDoc extends SidebarDocInput {
  href: string;
  body: string;
}

/** The built-in index of the whole doc tree: a record per heading section, with the sidebar trail above each doc. */
export function buildSearchIndex(
  docs: IndexableDoc[],
  categories: SidebarCategoryInput[],
  facets: { language: string; docusaurus_tag: string },
): SearchIndexFile {
  const sidebar = buildSidebar(docs, categories);
  const records = docs.flatMap((doc) =>
    recordsOf(
      {
        docId: doc.id,
        href: doc.href,
        title: doc.title,
        body: doc.body,
        // A folder's own page heads its category: its trail stops above it.
        crumbs: categoryTrail(sidebar, doc.id)
          .filter((c) => c.docId !== doc.id)
          .map((c) => c.label),
      },
      facets,
    ),
  );
  return { version: 1, records };
}
