/**
 * Where focus goes after the site changes page in place (a link, a search hit, back and forward), so that a
 * keyboard reader starts on the new page instead of the top of the document, and a screen reader announces
 * where they arrived: the element the address's #hash names, else the page's first heading inside the main
 * region, else the main region itself. Browsers do the first for a page load; the client router does none.
 */
export function focusTargetAfterNavigation(doc: Document, hash: string, mainId: string): HTMLElement | null {
  const main = doc.getElementById(mainId);
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape names the id as written.
    }
    const named = doc.getElementById(id);
    if (named) return named;
  }
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/** Focuses `target` by script only: an element that is not focusable gets tabIndex -1 (never a Tab stop). */
export function focusByScript(target: HTMLElement, options: FocusOptions = {}): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus(options);
}
