/**
 * The search modal as a real modal dialog, built around DocSearch's markup in this one place (DocSearch
 * 5.2 has no option for it). DocSearch renders into the element we give it (`portalContainer`): that
 * element is a native <dialog>, opened with showModal(), so the browser makes the page behind it inert,
 * keeps Tab inside it and names it; when it closes, the focus goes back to what opened it.
 *
 * Private behaviour relied on: DocSearch wraps its modal in `.DocSearch-Container` with role="button",
 * tabindex="0" and the autocomplete's combobox attributes (a widget wrapping the whole dialog: axe's
 * nested-interactive, and screen readers flatten a button's content). Those attributes are removed
 * when the modal mounts; its renderer sets an attribute again only when its value changes, and these
 * are constants. tests/e2e/accessibility-keyboard.test.ts fails if either stops holding.
 */
const CONTAINER = '.DocSearch-Container';
const WRAPPER_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-owns', 'aria-labelledby'];

export interface SearchDialog {
  /** The element DocSearch renders into. */
  element: HTMLDialogElement;
  /**
   * Shows the dialog, remembering what had the focus: before DocSearch opens its modal in it (its search
   * box takes the focus as it mounts), and again when DocSearch says it opened.
   */
  show(): void;
  /** Closes the dialog and gives the focus back to what opened it (or `fallback`, when that is gone). */
  hide(fallback: HTMLElement | null): void;
  /** Called once DocSearch's modal is in the dialog: its wrapper stops posing as a button. */
  adopt(inside: Element): void;
}

export function createSearchDialog(label: string, onEscape: () => void): SearchDialog {
  const element = document.createElement('dialog');
  element.className = 'fdr-search';
  element.setAttribute('aria-label', label);
  // Escape is DocSearch's to handle (it closes, or leaves Ask AI): the dialog does not close by itself.
  element.addEventListener('cancel', (event) => {
    event.preventDefault();
    onEscape();
  });
  let opener: HTMLElement | null = null;
  return {
    element,
    show() {
      if (element.open) return;
      const active = document.activeElement;
      opener = active instanceof HTMLElement && active !== document.body ? active : opener;
      element.showModal();
      // Shown after the modal mounted: its search box (autofocus) took no focus in the hidden dialog.
      if (!element.contains(document.activeElement)) element.querySelector<HTMLElement>('input')?.focus();
    },
    hide(fallback) {
      if (element.open) element.close();
      const back = opener?.isConnected ? opener : fallback;
      opener = null;
      back?.focus();
    },
    adopt(inside) {
      const container = inside.closest(CONTAINER);
      if (!container) return;
      for (const name of WRAPPER_ATTRIBUTES) container.removeAttribute(name);
    },
  };
}
