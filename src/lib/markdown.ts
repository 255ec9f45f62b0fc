import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseDocBody, transformDocBody } from './mdx/preset';
import { jsxToMarkdown } from './mdx/remark-jsx-markdown';

/**
 * Parses a doc body the way the site compiles it (MDX, GFM tables, directives), with its fact
 * directives written out, so every reader of a body (table of contents, search, checks) sees the facts.
 */
export function parseMarkdown(markdown: string): Root {
  return transformDocBody(parseDocBody(markdown));
}

export interface BodyReference {
  kind: 'link' | 'image';
  url: string;
  line: number;
}

/** Every link and image a doc body points to, with its line; `<a href>` and `<img src>` count as the Markdown ones they stand for. */
export function bodyReferences(markdownOrTree: string | Root): BodyReference[] {
  const tree = typeof markdownOrTree === 'string' ? parseMarkdown(markdownOrTree) : structuredClone(markdownOrTree);
  jsxToMarkdown(tree);
  const refs: BodyReference[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      refs.push({ kind: node.type === 'image' ? 'image' : 'link', url: node.url, line: node.position?.start.line ?? 0 });
    }
  });
  return refs;
}
