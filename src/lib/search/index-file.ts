import type { Root } from 'mdast';
import { buildSidebar, categoryTrail, type SidebarCategoryInput, type SidebarDocInput } from '../sidebar';
import { buildChunkedIndex, type BuiltIndex } from './chunked/build';
import { recordsOf } from './records';
import type { SearchRecord } from './types';

export interface IndexableDoc extends SidebarDocInput {
  href: string;
  body: string;
}

/** The records of the whole doc tree: one per heading section, with the sidebar trail above each doc. */
export function searchRecordsOf(
  docs: IndexableDoc[],
  categories: SidebarCategoryInput[],
  facets: { language: string; docusaurus_tag: string },
  trees?: ReadonlyMap<string, Root>,
): SearchRecord[] {
  const sidebar = buildSidebar(docs, categories);
  return docs.flatMap((doc) =>
    recordsOf(
      {
        docId: doc.id,
        href: doc.href,
        title: doc.title,
        body: doc.body,
        tree: trees?.get(doc.id),
        // A folder's own page heads its category: its trail stops above it.
        crumbs: categoryTrail(sidebar, doc.id)
          .filter((c) => c.docId !== doc.id)
          .map((c) => c.label),
      },
      facets,
    ),
  );
}

/** The built-in index of the whole doc tree, in the pieces a query fetches; `trees`: bodies already parsed, by doc id. */
export function buildSearchIndex(
  docs: IndexableDoc[],
  categories: SidebarCategoryInput[],
  facets: { language: string; docusaurus_tag: string },
  synonyms: string[][],
  trees?: ReadonlyMap<string, Root>,
): BuiltIndex {
  return buildChunkedIndex(searchRecordsOf(docs, categories, facets, trees), synonyms, facets);
}
