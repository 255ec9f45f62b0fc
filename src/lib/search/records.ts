import type { Heading, Nodes, Root, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from '../tree-visit';
import { withBasePath } from '../../config/site';
import { parseMarkdown } from '../markdown';
import { extractHeadings } from '../toc';
import type { SearchRecord } from './types';

export interface SearchableDoc {
  docId: string;
  /** Site path without the base path, ending with a slash (`/docs/settings/users/`). */
  href: string;
  title: string;
  body: string;
  /** The body already parsed (as parseMarkdown parses it), when the caller has it. */
  tree?: Root;
  /** Sidebar categories above the doc, top first. */
  crumbs: string[];
}

interface Section {
  anchor: string | null;
  headings: string[];
  blocks: string[];
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function rowText(row: TableRow): string {
  return row.children.map((cell) => clean(toString(cell))).filter(Boolean).join(' — ');
}

/**
 * Splits a doc body into heading sections: the text before the first heading, then one section per
 * heading of any level. Anchors are the ids the page gives its headings (github-slugger, as rehype-slug).
 */
export function sectionsOf(markdown: string, tree: Root = parseMarkdown(markdown)): Section[] {
  const ids = extractHeadings(tree);
  const sections: Section[] = [{ anchor: null, headings: [], blocks: [] }];
  // A table row with its own anchor (a setting's definition) is a section of its own, named by its first cell.
  const rows: Section[] = [];
  const trail: { depth: number; text: string }[] = [];
  let headingIndex = 0;

  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        const heading = node as Heading;
        const entry = ids[headingIndex++];
        const text = clean(toString(heading));
        while (trail.length > 0 && trail[trail.length - 1].depth >= heading.depth) trail.pop();
        trail.push({ depth: heading.depth, text });
        sections.push({ anchor: entry?.id ?? null, headings: trail.map((t) => t.text), blocks: [] });
        return SKIP;
      }
      case 'paragraph':
      case 'code':
      case 'html': {
        const text = clean(node.type === 'paragraph' ? toString(node) : node.value);
        if (text) sections[sections.length - 1].blocks.push(text);
        return SKIP;
      }
      case 'table': {
        // The header row names the columns (searchable: "kVp"); each body row reads as one line.
        for (const row of node.children) {
          const text = rowText(row);
          const anchor = (row.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
          if (typeof anchor === 'string') {
            rows.push({ anchor, headings: [...trail.map((t) => t.text), clean(toString(row.children[0]))], blocks: [text] });
          } else if (text) sections[sections.length - 1].blocks.push(text);
        }
        return SKIP;
      }
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'image':
      case 'yaml':
        return SKIP;
      default:
        return undefined;
    }
  });
  return [...sections, ...rows];
}

/** One search record per heading section of a doc, plus one for its top (title and intro text). */
export function recordsOf(doc: SearchableDoc, facets: { language: string; docusaurus_tag: string }): SearchRecord[] {
  const base = withBasePath(doc.href);
  return sectionsOf(doc.body, doc.tree)
    .filter((section, index) => index === 0 || section.anchor !== null)
    .map((section) => ({
      id: section.anchor ? `${doc.docId}#${section.anchor}` : doc.docId,
      url: section.anchor ? `${base}#${section.anchor}` : base,
      docId: doc.docId,
      page: doc.title,
      crumbs: doc.crumbs,
      headings: section.headings,
      content: section.blocks.join('\n'),
      ...facets,
    }));
}
