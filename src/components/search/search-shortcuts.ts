/**
 * The search button and shortcuts, as plain DOM behaviour started with the site shell's controls. Nothing
 * of the search is loaded with the page: hovering, focusing or pressing the button, Ctrl/Cmd+K or /
 * loads it and opens the DocSearch modal.
 */
import { shellHooks } from '@/components/layout/shell-hooks';
import { navigateInPlace } from '@/components/system/in-place-navigation';
import { strings } from '@/config/strings/client';
import { earlySearchAsked, keepTyping, releaseEarlySearchBox, takeTyped } from '@/lib/early-input/early-input';
import { slashOpensSearch } from '@/lib/search/slash-shortcut';
import { pageSettings } from '@/lib/settings/site-settings';
import { loadDocSearch } from './modal/load-docsearch';
import type { SearchModal } from './modal/open-search';

const BUTTON = `button[${shellHooks.searchButton}]`;
const searchButton = () => document.querySelector<HTMLButtonElement>(BUTTON);

let modal: Promise<SearchModal> | null = null;

/** Loads the modal's code, DocSearch's, the styles and the index on first intent; later calls reuse it. */
function loadModal(): Promise<SearchModal> {
  if (!modal) {
    // Both requested at once; a failure of either reaches the caller through openSearch.
    const docsearch = loadDocSearch(!!pageSettings().search?.agentId);
    docsearch.catch(() => undefined);
    modal = import('./modal/open-search')
      .then((m) => m.openSearch({ returnFocusTo: searchButton, navigate: navigateInPlace, docsearch }))
      .catch((error: unknown) => {
        modal = null;
        throw error;
      });
  }
  return modal;
}

// A search asked for before the page's scripts ran: its code starts loading as this module is evaluated,
// before the page is hydrated and the shell's controls start (which then open it).
if (typeof window !== 'undefined' && earlySearchAsked()) loadModal().catch(() => undefined);

const onButton = (event: Event) => event.target instanceof Element && event.target.closest(BUTTON) !== null;

/**
 * Opens the modal once its code is there, with the words typed meanwhile in its box (the head script's
 * plain search box or keeper holds them, src/lib/early-input/); Escape pressed meanwhile cancels. Ctrl/Cmd+K
 * closes an open modal.
 */
export function openSearchWhenReady(toggle = false): void {
  keepTyping();
  loadModal().then(
    (m) => {
      const typed = takeTyped();
      if (toggle && m.isOpen()) m.close();
      else if (typed !== null) m.open(typed);
      // The head script's plain search box, if the reader used it, goes once the modal's own box shows.
      releaseEarlySearchBox(() => m.showsSearchBox());
    },
    // The modal's code could not load: the plain search box stays, and still opens the search page.
    () => takeTyped(),
  );
}

/** Starts the shortcuts and the button; returns what stops them. */
export function startSearchShortcuts(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && slashOpensSearch(event.target);
    if (!commandK && !slash) return;
    event.preventDefault();
    openSearchWhenReady(commandK);
  };
  const preload = (event: Event) => {
    if (onButton(event)) void loadModal().catch(() => undefined);
  };
  const open = (event: Event) => {
    if (onButton(event)) openSearchWhenReady();
  };
  const intents = ['pointerover', 'focusin', 'pointerdown'] as const;
  window.addEventListener('keydown', onKeyDown);
  for (const type of intents) document.addEventListener(type, preload, { passive: true });
  document.addEventListener('click', open);

  // The shortcuts listen now: the button says so, with the modifier key of the reader's keyboard.
  const button = searchButton();
  button?.setAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  const kbd = button?.querySelector('kbd');
  if (kbd && /Mac|iPhone|iPad/.test(navigator.platform)) kbd.textContent = strings.nav.searchShortcutApple;

  return () => {
    window.removeEventListener('keydown', onKeyDown);
    for (const type of intents) document.removeEventListener(type, preload);
    document.removeEventListener('click', open);
  };
}
