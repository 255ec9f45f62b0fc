import { buildSidebar, categoryTrail, type SidebarCategoryInput, type SidebarDocInput } from '../sidebar';
import { buildChunkedIndex, type BuiltIndex } from './chunked/build';
import { recordsOf } from './records';
import type { SearchRecord } from './types';

export interface IndexableDoc extends SidebarDocInput {
  href: string;
  body: string;
}

/** The records of the whole doc tree: one per heading section, with the sidebar trail above each doc. */
export function searchRecordsOf(docs: IndexableDoc[], categories: SidebarCategoryInput[], facets: { language: string; docusaurus_tag: string }): SearchRecord[] {
  const sidebar = buildSidebar(docs, categories);
  return docs.flatMap((doc) =>
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
}

/** The built-in index of the whole doc tree, in the pieces a query fetches. */
export function buildSearchIndex(
  docs: IndexableDoc[],
  categories: SidebarCategoryInput[],
  facets: { language: string; docusaurus_tag: string },
  synonyms: string[][],
): BuiltIndex {
  return buildChunkedIndex(searchRecordsOf(docs, categories, facets), synonyms, facets);
}
