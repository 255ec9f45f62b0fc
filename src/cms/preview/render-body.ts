/**
 * Renders a doc body in the CMS preview the way the site compiles it: MDX, GFM tables, admonitions,
 * heading ids, links and images under the base path, and the site's MDX components. What the build
 * would reject (a bare `<` or `{`, an unknown component) is reported instead, with its line.
 */
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from '../../lib/markdown';
import { rehypeSiteLinks } from '../../lib/mdx/rehype-site-links';
import { remarkAdmonitions } from '../../lib/mdx/remark-admonitions';

/** The components a doc may use; the site maps the same names (src/components/mdx/MdxContent.tsx). */
export const MDX_COMPONENT_NAMES = ['ReleaseDate'] as const;

export type RenderedBody = { ok: true; content: ReactNode } | { ok: false; message: string; line?: number };

const transformer = unified()
  .use(remarkAdmonitions)
  .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] })
  .use(rehypeSlug)
  .use(rehypeSiteLinks);

function lineOf(error: unknown): number | undefined {
  const place = (error as { line?: number; place?: { line?: number; start?: { line?: number } } }) ?? {};
  return place.line ?? place.place?.line ?? place.place?.start?.line ?? undefined;
}

function reasonOf(error: unknown): string {
  const e = error as { reason?: string; message?: string };
  return e.reason ?? e.message ?? String(error);
}

/** JSX in the body: a capitalised name must be one of the site's components, and attributes plain text. */
function checkJsx(tree: MdastRoot): { message: string; line?: number } | undefined {
  let problem: { message: string; line?: number } | undefined;
  visit(tree, (node) => {
    if (problem) return false;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') {
      problem = { message: 'Curly braces { } start JavaScript in MDX. Write them inside `code`, or as &#123; and &#125;.', line: node.position?.start.line };
      return false;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const name = element.name ?? '';
    const line = element.position?.start.line;
    if (/^[A-Z]/.test(name) && !(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
      problem = { message: `<${name}> is not a component the site knows. Available: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}.`, line };
    } else if (element.attributes.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && typeof a.value !== 'string'))) {
      problem = { message: `<${name}> has an attribute written with { }: write it as text in quotes, e.g. date="2026-11-03".`, line };
    }
  });
  return problem;
}

export function renderBody(markdown: string, components: Components = {}): RenderedBody {
  let tree: MdastRoot;
  try {
    tree = parseMarkdown(markdown);
  } catch (error) {
    return { ok: false, message: reasonOf(error), line: lineOf(error) };
  }
  const jsxProblem = checkJsx(tree);
  if (jsxProblem) return { ok: false, ...jsxProblem };
  try {
    const hast = transformer.runSync(tree) as HastRoot;
    const content = toJsxRuntime(hast, {
      Fragment,
      jsx,
      jsxs,
      components,
      ignoreInvalidStyle: true,
      // JSX names such as <ReleaseDate> are identifiers: resolve them to the components given, nothing else.
      createEvaluater: () => ({
        evaluateExpression(expression) {
          const name = expression.type === 'Identifier' ? expression.name : '';
          const known = components as Record<string, unknown>;
          if (name && Object.hasOwn(known, name)) return known[name];
          throw new Error(`<${name || 'expression'}> cannot be shown in the preview.`);
        },
        evaluateProgram() {
          throw new Error('import and export lines are not allowed in a doc.');
        },
      }),
    });
    return { ok: true, content };
  } catch (error) {
    return { ok: false, message: reasonOf(error), line: lineOf(error) };
  }
}
