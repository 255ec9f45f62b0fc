import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
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
    headings.push({ value, id: slugger.slug(value), depth: node.depth });
  });
  return headings;
}

/** The table of contents: headings of levels 2 to 3 only. */
export function extractToc(markdown: string, min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL): TocEntry[] {
  return extractHeadings(markdown).filter((h) => h.depth >= min && h.depth <= max);
}
