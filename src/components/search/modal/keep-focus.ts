/**
 * Workaround, no public option: DocSearch's full build (the one with the hosted Ask AI assistant)
 * moves its search box among its siblings while the reader types, and the moved box loses focus, so
 * the next keys go nowhere. No upstream issue was found for it; the hosted-assistant browser test
 * (search-hosted.test.ts, typing a question key by key) fails without this. When the search box
 * loses focus to nothing, it gets it back.
 */
export function keepSearchBoxFocus(portal: HTMLElement): void {
  portal.addEventListener(
    'focusout',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || event.relatedTarget !== null) return;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        const current = input.isConnected ? input : portal.querySelector('input');
        if (lost && current && !current.disabled) current.focus();
      });
    },
    true,
  );
}
