import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from '../tree-visit';
import { BASE_PATH } from '../../config/site';

/** Intrinsic size of an SVG, from its viewBox. */
export function svgSize(svgText: string): { width: number; height: number } | null {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svgText);
  if (!viewBox) return null;
  return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
}

/**
 * Gives illustrations from public/ their width and height, so the page reserves their space before
 * the lazily loaded image arrives (no layout shift). Runs at build time only: it reads files.
 */
export const rehypeImageSize: Plugin<[{ publicDir?: string }?], Root> =
  ({ publicDir = join(process.cwd(), 'public') } = {}) =>
  (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const src = node.tagName === 'img' ? node.properties.src : undefined;
      if (typeof src !== 'string' || !src.startsWith(`${BASE_PATH}/`) || !src.endsWith('.svg')) return;
      let file: string;
      try {
        file = join(publicDir, decodeURIComponent(src.slice(BASE_PATH.length)));
      } catch {
        return; // a malformed %-escape: the content check names it
      }
      const size = existsSync(file) ? svgSize(readFileSync(file, 'utf8')) : null;
      if (size) Object.assign(node.properties, size);
    });
  };
