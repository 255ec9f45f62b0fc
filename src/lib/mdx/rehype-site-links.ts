import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { visit } from '../tree-visit';
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
 * Makes the links and images writers put in Markdown work under the base path (BASE_PATH, or the one
 * given): `/docs/x`, `./x.mdx` and `../x` become `/FusionDR/docs/x/`; `/img/a.svg` becomes
 * `/FusionDR/img/a.svg`; external links open in a new tab. Docs never carry the base path (the content
 * check refuses it), so every address from the site's root gets it, even one that happens to start
 * like the base path (`/img/docs/a.svg` under `BASE_PATH=/img`).
 */
export const rehypeSiteLinks: Plugin<[{ basePath?: string }?], Root> =
  ({ basePath = BASE_PATH } = {}) =>
  (tree: Root, file: VFile) => {
    const { docId, isIndex } = sourceOf(file);
    const fromRoot = (path: string) => path.startsWith('/') && !path.startsWith('//');
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href;
        const doc = resolveDocLink(href, docId, isIndex);
        if (doc) {
          node.properties.href = basePath + doc.href;
        } else if (/^https?:\/\//.test(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        } else if (fromRoot(href)) {
          node.properties.href = basePath + href;
        }
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        if (fromRoot(src)) node.properties.src = basePath + src;
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
    });
  };
