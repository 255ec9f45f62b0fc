/**
 * Renders a doc body in the CMS preview the way the site compiles it: MDX, GFM tables, admonitions,
 * heading ids, links and images under the base path, and the site's MDX components. What the build
 * would reject (a bare `<` or `{`, an unknown component) is reported instead, with its line; the
 * preview shows the content check's verdict first (src/cms/doc-verdict.ts).
 */
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root as MdastRoot } from 'mdast';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parseMarkdown } from '../../lib/markdown';
import { bodyProblems } from '../../lib/mdx/body-rules';
import { rehypeSiteLinks } from '../../lib/mdx/rehype-site-links';
import { remarkAdmonitions } from '../../lib/mdx/remark-admonitions';

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

export function renderBody(markdown: string, components: Components = {}): RenderedBody {
  let tree: MdastRoot;
  try {
    tree = parseMarkdown(markdown);
  } catch (error) {
    return { ok: false, message: reasonOf(error), line: lineOf(error) };
  }
  const [problem] = bodyProblems(tree);
  if (problem) return { ok: false, ...problem };
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
