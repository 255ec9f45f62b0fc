import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { BASE_PATH } from '../../config/site';
import { docIdFromPath } from '../doc-id';
import { resolveDocLink } from '../links';

interface RawDocumentData {
  flattenedPath: string;
  sourceFileName: string;
}

function sourceOf(file: VFile): { docId: string; isIndex: boolean } {
  const raw = (file.data as { rawDocumentData?: RawDocumentData }).rawDocumentData;
  if (!raw) return { docId: '', isIndex: false };
  return { docId: docIdFromPath(raw.flattenedPath), isIndex: /^index\.mdx?$/.test(raw.sourceFileName) };
}

/**
 * Makes the links and images writers put in Markdown work under the base path:
 * `/docs/x`, `./x.mdx` and `../x` become `/FusionDR/docs/x/`; `/img/a.svg` becomes `/FusionDR/img/a.svg`;
 * external links open in a new tab.
 */
export const rehypeSiteLinks: Plugin<[], Root> = () => (tree: Root, file: VFile) => {
  const { docId, isIndex } = sourceOf(file);
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const href = node.properties.href;
      const doc = resolveDocLink(href, docId, isIndex);
      if (doc) {
        node.properties.href = BASE_PATH + doc.href;
      } else if (/^https?:\/\//.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      } else if (href.startsWith('/') && !href.startsWith(`${BASE_PATH}/`)) {
        node.properties.href = BASE_PATH + href;
      }
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      const src = node.properties.src;
      if (src.startsWith('/') && !src.startsWith(`${BASE_PATH}/`)) {
        node.properties.src = BASE_PATH + src;
      }
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
    }
  });
};
