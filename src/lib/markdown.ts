import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { memoByText } from './memo';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** Parses a doc body the way the site compiles it (MDX, GFM tables, directives). */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown) as Root;
}

export interface BodyReference {
  kind: 'link' | 'image';
  url: string;
  line: number;
}

/** Every link and image a doc body points to, with its line. */
export const bodyReferences = memoByText(referencesOf, (markdown: string) => markdown);

function referencesOf(markdown: string): BodyReference[] {
  const refs: BodyReference[] = [];
  visit(parseMarkdown(markdown), (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      refs.push({ kind: node.type === 'image' ? 'image' : 'link', url: node.url, line: node.position?.start.line ?? 0 });
    }
  });
  return refs;
}
