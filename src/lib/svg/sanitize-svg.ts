/**
 * SVG files are images, never programs: DOMPurify (with jsdom as its DOM) keeps the drawing and drops
 * scripts, event handlers, <foreignObject>, links, and every reference to another file (an href,
 * url(...) or @import that does not point inside the drawing), so an SVG opened on its own cannot run
 * code or call out. Inner references (<use href="#part">) and plain <style> rules are kept. Used when the CMS uploads one and again at build.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** url(...) to anything but #id, or an @import: CSS that loads another file. */
const EXTERNAL_CSS = /url\s*\(\s*['"]?\s*(?!#)|@import/i;

/** What the hooks removed during the current call (DOMPurify lists only what it removed itself). */
let removedByHooks = 0;

// A reference may only point inside the drawing (#id); url(...) in a presentation attribute likewise.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const value = data.attrValue.trim();
  if ((LINK_ATTRIBUTES.has(data.attrName) && !value.startsWith('#')) || EXTERNAL_CSS.test(value)) {
    data.keepAttr = false;
    removedByHooks++;
  }
});

// A <style> that loads anything is emptied: the drawing may lose its styling, never call out.
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) {
    node.textContent = '';
    removedByHooks++;
  }
});

const config: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_ATTR: ['role'],
  ADD_TAGS: ['use', 'style'],
  FORBID_TAGS: ['foreignObject', 'script', 'a', 'iframe'],
  RETURN_DOM: true,
};

export interface SanitizedSvg {
  svg: string;
  /** True when the sanitiser removed something. */
  changed: boolean;
}

const serializer = new window.XMLSerializer();

/** The SVG without anything that could run or load; '' when the text is not an SVG at all. */
export function sanitizeSvg(text: string): SanitizedSvg {
  removedByHooks = 0;
  const body = purify.sanitize(text.replace(/^\uFEFF/, ''), config) as unknown as Element;
  // Written back as XML (an .svg file is read as XML), not as HTML.
  const svg = body.querySelector('svg');
  // DOMPurify lists the <body> it parsed into, and the XML declaration and comments it drops: not content.
  const removed = purify.removed.filter((r) => !('element' in r) || !['BODY', '#comment'].includes(r.element.nodeName));
  return { svg: svg ? serializer.serializeToString(svg) : '', changed: removed.length + removedByHooks > 0 };
}
