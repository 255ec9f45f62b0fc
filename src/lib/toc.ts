import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from './tree-visit';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../config/site';
import { parseMarkdown } from './markdown';

export interface TocEntry {
  /** Heading text. */
  value: string;
  /** The heading's id, as rehype-slug gives it on the page. */
  id: string;
  depth: number;
}

/** Every heading of a doc body with its id, in order (ids are unique per page, as on the page). */
export function extractHeadings(markdown: string | Root): TocEntry[] {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown;
  const slugger = new GithubSlugger();
  const headings: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const value = toString(node).trim();
    // A heading a fact directive writes carries its own id (rehype-slug keeps it and skips the slugger).
    const given = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    headings.push({ value, id: typeof given === 'string' ? given : slugger.slug(value), depth: node.depth });
  });
  return headings;
}

/** The table of contents: headings of levels 2 to 3 only. */
export function extractToc(tree: Root, min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL): TocEntry[] {
  return extractHeadings(tree).filter((h) => h.depth >= min && h.depth <= max);
}

/** Every id a body gives an element: its headings', and the rows and entries fact directives write. */
export function anchorIds(tree: Root): string[] {
  const ids = extractHeadings(tree).map((h) => h.id);
  visit(tree, (node) => {
    const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === 'string' && node.type !== 'heading') ids.push(id);
  });
  return ids;
}

/**
 * A translation's headings take the ids of its English doc's headings, place by place, so that a link to
 * a section (`/docs/x#troubleshooting`, written in either language) and the language menu land on the
 * same section. Returns why it cannot, when the two docs' headings do not match one to one.
 */
export function adoptHeadingIds(translated: Root, english: Root): string | undefined {
  const ids = extractHeadings(english);
  const nodes: Heading[] = [];
  visit(translated, 'heading', (node: Heading) => {
    nodes.push(node);
  });
  const levels = (depths: number[]) => depths.map((d) => `h${d}`).join(' ');
  if (nodes.length !== ids.length || nodes.some((node, i) => node.depth !== ids[i].depth)) {
    return `its headings (${levels(nodes.map((n) => n.depth)) || 'none'}) do not match the English doc's (${levels(ids.map((h) => h.depth)) || 'none'})`;
  }
  nodes.forEach((node, i) => {
    const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
    data.hProperties = { ...data.hProperties, id: ids[i].id };
  });
  return undefined;
}
