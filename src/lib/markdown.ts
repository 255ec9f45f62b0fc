import type { Root } from 'mdast';
import { visit } from './tree-visit';
import { parseDocBody, transformDocBody } from './mdx/preset';

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

const referencesOf = new WeakMap<Root, BodyReference[]>();

/**
 * Every link and image a doc body points to, with its line; `<a href>` and `<img src>` count as the
 * Markdown ones they stand for (the preset's transforms, which a parsed body has been through, wrote them so).
 */
export function bodyReferences(markdownOrTree: string | Root): BodyReference[] {
  const tree = typeof markdownOrTree === 'string' ? parseMarkdown(markdownOrTree) : markdownOrTree;
  const known = referencesOf.get(tree);
  if (known) return known;
  const refs: BodyReference[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      refs.push({ kind: node.type === 'image' ? 'image' : 'link', url: node.url, line: node.position?.start.line ?? 0 });
    }
  });
  referencesOf.set(tree, refs);
  return refs;
}
