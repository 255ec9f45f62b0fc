/**
 * What a doc body may hold beyond Markdown: the five admonitions, the site's registered components
 * with plain-text attributes, and no `{ }` code. The content check (so the build and the development site) and the CMS preview both
 * apply these rules, so they give one verdict.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { ADMONITION_KINDS } from './remark-admonitions';

/** The components a doc may use; the site maps the same names (src/components/mdx/MdxContent.tsx). */
export const MDX_COMPONENT_NAMES = ['ReleaseDate'] as const;

export interface BodyProblem {
  message: string;
  /** Line in the text that was parsed. */
  line?: number;
}

export function bodyProblems(tree: Root): BodyProblem[] {
  const problems: BodyProblem[] = [];
  visit(tree, (node) => {
    if (node.type === 'containerDirective' && !(ADMONITION_KINDS as readonly string[]).includes(node.name)) {
      const kinds = ADMONITION_KINDS.map((k) => `:::${k}`).join(', ');
      problems.push({ message: `":::${node.name}" is not an admonition. Use one of ${kinds}.`, line: node.position?.start.line });
      return;
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') {
      problems.push({
        message: 'curly braces { } start code in MDX, which docs may not hold. Write them inside `code`, or as &#123; and &#125;.',
        line: node.position?.start.line,
      });
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const name = element.name ?? '';
    const line = element.position?.start.line;
    if (/^[A-Z]/.test(name) && !(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
      const known = MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ');
      problems.push({ message: `<${name}> is not a component the site knows, so the page cannot be built. Available: ${known}.`, line });
    } else if (element.attributes.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && typeof a.value !== 'string'))) {
      problems.push({ message: `<${name}> has an attribute written with { }: write it as text in quotes, e.g. date="2026-11-03".`, line });
    }
  });
  return problems;
}
