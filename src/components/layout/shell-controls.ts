/**
 * The site shell's controls as plain DOM behaviour, started once after hydration (ShellControls): the
 * navbar's menus, the colour mode button, the header that slides away, the announcement bar's close
 * button and the search button with its shortcuts (search-shortcuts.ts). The controls hold no React state:
 * they change only here, and listeners on the document also drive the copies the mobile drawer renders later.
 */
import { announcement, storageKeys } from '@/config/site';
import { strings } from '@/config/strings/client';
import { openSearchWhenReady, startSearchShortcuts } from '@/components/search/search-shortcuts';
import { earlySearchAsked, takeEarlyPresses } from '@/lib/early-input/early-input';
import { isAnnouncementDismissed } from '@/lib/announcement';
import { applyColorMode, DARK_QUERY, nextColorMode } from '@/lib/color-mode';
import { navbarVisibleAfterScroll } from '@/lib/navigation/hideable-navbar';
import { readStorage, writeStorage } from '@/lib/storage';
import { shellHooks } from './shell-hooks';

const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
};

const closest = <E extends Element>(event: Event, selector: string) => (event.target instanceof Element ? event.target.closest<E>(selector) : null);

function setMenuOpen(button: Element, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !open;
}

const MENU_BUTTON = `button[${shellHooks.menuButton}]`;
const openMenus = () => [...document.querySelectorAll(`${MENU_BUTTON}[aria-expanded="true"]`)];

/** A menu opens and closes with its button, and closes on Escape, a press outside it or a chosen link. */
function menus(): () => void {
  const offs = [
    listen(document, 'click', (event) => {
      const button = closest(event, MENU_BUTTON);
      if (button) return setMenuOpen(button, button.getAttribute('aria-expanded') !== 'true');
      const chosen = closest(event, `[${shellHooks.remember}]`)?.getAttribute(shellHooks.remember);
      if (chosen) writeStorage(chosen.slice(0, chosen.indexOf('=')), chosen.slice(chosen.indexOf('=') + 1));
      if (closest(event, 'a')) for (const open of openMenus()) setMenuOpen(open, false);
    }),
    listen(document, 'pointerdown', (event) => {
      for (const open of openMenus()) if (!(event.target instanceof Node && open.parentElement?.contains(event.target))) setMenuOpen(open, false);
    }),
    listen(document, 'keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      for (const open of openMenus()) {
        // The focus was on a link of the hidden list: it goes back to the menu's button, not to the page.
        const hadFocus = open.parentElement?.contains(document.activeElement) ?? false;
        setMenuOpen(open, false);
        if (hadFocus && open instanceof HTMLElement) open.focus();
      }
    }),
  ];
  return () => offs.forEach((off) => off());
}

const COLOR_TOGGLE = `button[${shellHooks.colorToggle}]`;

/**
 * The colour mode button cycles light, dark, system and remembers the choice. The stored mode is applied
 * again here: where React renders <html> afresh (the not-found page), it drops the attributes it did not set.
 */
function colorMode(): () => void {
  let state = applyColorMode(readStorage(storageKeys.theme), DARK_QUERY);
  const show = () => {
    const next = nextColorMode(state.mode, state.systemSupported);
    const english = strings.colorMode.toggleLabel(strings.colorMode[state.mode], strings.colorMode[next]);
    for (const button of document.querySelectorAll<HTMLButtonElement>(COLOR_TOGGLE)) {
      const translated = button.getAttribute(shellHooks.colorLabels);
      const label = (translated && (JSON.parse(translated) as Record<string, string>)[`${state.mode}>${next}`]) || english;
      button.title = label;
      button.setAttribute('aria-label', label);
    }
  };
  show();
  const offs = [
    listen(document, 'click', (event) => {
      if (!closest(event, COLOR_TOGGLE)) return;
      const next = nextColorMode(state.mode, state.systemSupported);
      state = applyColorMode(next, DARK_QUERY);
      writeStorage(storageKeys.theme, next);
      show();
    }),
  ];
  // A move to another language's page mounts its own buttons: they are named in its words.
  const languageChange = new MutationObserver(show);
  languageChange.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  offs.push(() => languageChange.disconnect());
  const system = window.matchMedia?.(DARK_QUERY);
  if (system && state.systemSupported) {
    offs.push(listen(system, 'change', () => state.mode === 'system' && applyColorMode('system', DARK_QUERY)));
  }
  return () => offs.forEach((off) => off());
}

/**
 * The header slides away when the reader scrolls down and comes back when they scroll up; it stays near
 * the top of the page and while the mobile drawer is open, and comes back when the focus moves into it.
 */
function hideableHeader(): () => void {
  const header = document.querySelector<HTMLElement>(`[${shellHooks.hideable}]`);
  if (!header) return () => undefined;
  let shown = true;
  let lastScrollY = window.scrollY;
  const show = (next: boolean) => {
    shown = next;
    if (next) header.removeAttribute('data-hidden');
    else header.setAttribute('data-hidden', 'true');
  };
  const onScroll = () => {
    const scrollY = window.scrollY;
    const next = navbarVisibleAfterScroll({
      scrollY,
      lastScrollY,
      navbarHeight: header.offsetHeight,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
      visible: shown,
      locked: header.querySelector('dialog[open]') !== null,
    });
    lastScrollY = scrollY;
    if (next !== shown) show(next);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const offFocus = listen(header, 'focusin', () => show(true));
  return () => {
    window.removeEventListener('scroll', onScroll);
    offFocus();
  };
}

const setAnnouncementDismissed = (dismissed: boolean) =>
  document.documentElement.setAttribute('data-announcement-dismissed', String(dismissed));

/** The first link or button after `element` in the document's order that is shown. */
function firstControlAfter(element: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) {
    const after = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !element.contains(candidate) && candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}

/**
 * The head script hid a dismissed announcement before the first paint. A new announcement id shows the
 * bar again and forgets the old dismissal; the close button hides it for good.
 */
function announcementBar(): () => void {
  const dismissed = isAnnouncementDismissed(readStorage(storageKeys.announcementDismissed), readStorage(storageKeys.announcementId), announcement.id);
  if (!dismissed) {
    writeStorage(storageKeys.announcementId, announcement.id);
    writeStorage(storageKeys.announcementDismissed, 'false');
  }
  setAnnouncementDismissed(dismissed);
  return listen(document, 'click', (event) => {
    const close = closest(event, `button[${shellHooks.announcementClose}]`);
    if (!close) return;
    writeStorage(storageKeys.announcementDismissed, 'true');
    writeStorage(storageKeys.announcementId, announcement.id);
    // The focus leaves the hidden bar for what follows it (the navbar's first link), not for the page's top.
    const focusNext = document.activeElement === close;
    setAnnouncementDismissed(true);
    if (focusNext) firstControlAfter(close)?.focus();
  });
}

/** Starts every control of the site shell, then answers what the reader did before; returns what stops them. */
export function startShellControls(): () => void {
  const stops = [menus(), colorMode(), hideableHeader(), announcementBar(), startSearchShortcuts()];
  for (const control of takeEarlyPresses()) if (control instanceof HTMLElement) control.click();
  if (earlySearchAsked()) openSearchWhenReady();
  return () => stops.forEach((stop) => stop());
}
