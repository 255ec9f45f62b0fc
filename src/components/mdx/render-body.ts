/**
 * A doc body as the site shows it, from the content check's parse (src/lib/content-check.ts): the page's
 * HTML, its table of contents and the print page's HTML, all from one HTML tree. Nothing is compiled to
 * code: the tree becomes React elements with the registered components, rendered once to markup.
 */
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { docLinksUnder } from '@/lib/doc-links';
import { remarkRehypeOptions } from '@/lib/mdx/preset';
import { siteRehypePlugins } from '@/lib/mdx/site-plugins';
import { hastToReact } from '@/lib/mdx/to-react';
import { extractToc, type TocEntry } from '@/lib/toc';
import { printOverrides } from '../print/print-overrides';
import { mdxComponents } from './components';

export interface RenderedBody {
  /** The body's HTML on its page. */
  html: string;
  /** Its headings of levels 2 to 3, with their ids on the page. */
  toc: TocEntry[];
  /** The body's HTML on the print page: headings one level down, ids and links made to fit the one page. */
  printHtml: string;
}

const toHast = unified().use(remarkRehype, remarkRehypeOptions).use(siteRehypePlugins).freeze();

/**
 * Renders a body the check has parsed and expanded (fact directives written out); `docIds` are its
 * version's docs, for the print page's links; `versionPath` where that version is served (`/docs/next`).
 */
export function renderBody(tree: Root, docId: string, docIds: ReadonlySet<string>, versionPath = '/docs'): RenderedBody {
  // The Markdown tree is read, not changed: the search index and the Markdown files use it after this.
  const body = toHast.runSync(tree) as HastRoot;
  const inVersion = docLinksUnder(versionPath);
  return {
    html: inVersion(renderToStaticMarkup(hastToReact(body, mdxComponents))),
    toc: extractToc(tree),
    printHtml: inVersion(renderToStaticMarkup(hastToReact(body, { ...mdxComponents, ...printOverrides(docId, docIds) }))),
  };
}
