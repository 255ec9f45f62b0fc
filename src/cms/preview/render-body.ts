/**
 * Renders a doc body in the CMS preview with the site's own MDX preset (src/lib/mdx/preset.ts): the
 * same parsing, trust rules, admonitions, heading ids, and links and images under the base path. What
 * the build would refuse is reported instead, with the same sentence and its line in the body.
 */
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { ReactNode } from 'react';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { findTrustProblems, parseDocBody, rehypePlugins, remarkRehypeOptions, transformDocBody } from '../../lib/mdx/preset';
import { hastToReact, type Components } from '../../lib/mdx/to-react';

export type RenderedBody = { ok: true; content: ReactNode } | { ok: false; message: string; line?: number };

const toHast = unified()
  .use(remarkRehype, remarkRehypeOptions)
  .use(rehypePlugins);

function lineOf(error: unknown): number | undefined {
  const e = (error as { line?: number; reason?: string; place?: { line?: number; start?: { line?: number } } }) ?? {};
  const inReason = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(e.reason ?? '');
  return e.line ?? e.place?.line ?? e.place?.start?.line ?? (inReason ? Number(inReason[1]) : undefined);
}

function reasonOf(error: unknown): string {
  const e = error as { reason?: string; message?: string };
  return (e.reason ?? e.message ?? String(error)).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '');
}

export function renderBody(markdown: string, components: Components = {}): RenderedBody {
  let tree: MdastRoot;
  try {
    tree = parseDocBody(markdown);
  } catch (error) {
    return { ok: false, message: reasonOf(error), line: lineOf(error) };
  }
  const [problem] = findTrustProblems(tree);
  if (problem) return { ok: false, message: problem.message, line: problem.line };
  try {
    const content = hastToReact(toHast.runSync(transformDocBody(tree)) as HastRoot, components);
    return { ok: true, content };
  } catch (error) {
    return { ok: false, message: reasonOf(error), line: lineOf(error) };
  }
}
