import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MdxContent } from './MdxContent';

/**
 * A doc body as the HTML the site shows, rendered once with the content (a computed field of
 * contentlayer.config.ts). Pages pass it to DocBody, so the body reaches the browser as text rather
 * than as a React tree, and the build can drop it from a page's inline payload (src/lib/html/shown-text.ts).
 */
export function bodyHtml(code: string): string {
  return renderToStaticMarkup(createElement(MdxContent, { code }));
}
