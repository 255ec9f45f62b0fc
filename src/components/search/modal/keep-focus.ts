/**
 * Workaround, no public option: DocSearch 5.2's modal now and then moves its search box among its
 * siblings while the reader types (seen with the hosted assistant, and in Ask AI mode quoting the
 * docs), and the moved box loses focus, so the next keys go nowhere. No upstream issue was found for
 * it; the browser tests that type a question key by key (search-hosted.test.ts checks every key
 * arrived) fail without this. When the search box loses focus to nothing, it gets it back.
 */
export function keepSearchBoxFocus(portal: HTMLElement): void {
  portal.addEventListener(
    'focusout',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || event.relatedTarget !== null) return;
      // Right after the move, before the next key arrives.
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        const current = input.isConnected ? input : portal.querySelector('input');
        if (lost && current && !current.disabled) current.focus();
      });
    },
    true,
  );
}
