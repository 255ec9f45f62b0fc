/**
 * DocSearch's modal with Ask AI sometimes re-inserts its search box while the reader types (its
 * renderer moves the input among its siblings), and a moved input loses focus: the next key goes
 * nowhere. Put the focus back when the search box loses it to nothing.
 */
export function keepSearchBoxFocus(modal: HTMLElement): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input') || event.relatedTarget !== null) return;
    requestAnimationFrame(() => {
      const current = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && current?.isConnected && !current.disabled) current.focus();
    });
  };
  modal.addEventListener('focusout', onFocusOut, true);
  return () => modal.removeEventListener('focusout', onFocusOut, true);
}
