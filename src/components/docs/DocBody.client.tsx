'use client';

/** The bodies this page has shown, by doc: the browser's copy of a body the build left out of the page's payload. */
const shownBodies = new Map<string, string>();

const BODY_ATTRIBUTE = 'data-doc-body';

function bodyMarkup(docId: string, html: string): string {
  if (html !== '' || typeof document === 'undefined') return html;
  let shown = shownBodies.get(docId);
  if (shown === undefined) {
    const inPage = [...document.querySelectorAll(`[${BODY_ATTRIBUTE}]`)].find((body) => body.getAttribute(BODY_ATTRIBUTE) === docId);
    shown = inPage?.innerHTML ?? '';
    shownBodies.set(docId, shown);
  }
  return shown;
}

/**
 * A doc's body, rendered from its HTML (no React tree to send or hydrate). The page's own payload comes
 * without it (src/lib/html/shown-text.ts): the body is already in the page, so it is read from there when
 * the page starts, and kept for a return to this page without a reload.
 */
export function DocBody({ docId, html }: { docId: string; html: string }) {
  return <div {...{ [BODY_ATTRIBUTE]: docId }} dangerouslySetInnerHTML={{ __html: bodyMarkup(docId, html) }} />;
}
