/**
 * Runs in <head>, before the page's scripts (which start after the first paint), and answers what a reader
 * does with the site shell's controls before those scripts can:
 * - the menu button shows the menu the page already holds (the docs sidebar, or the navbar's links), as
 *   plain links, until the page's drawer takes over;
 * - Ctrl/Cmd+K, / (not while typing in a field) or the search button open a plain search box, a form that
 *   opens the search page with the words typed, until the page's search modal takes over with them;
 * - a press on any other control (version and language menus, colour, announcement close) is kept and made
 *   again once the controls listen (early-input.ts hands all of it over).
 * Kept free of imports: it is sent as text, one of the site's own hashed head scripts.
 */
export interface EarlyInputConfig {
  /** Name of the global that holds what was kept. */
  key: string;
  /** The controls whose presses are kept (a CSS selector). */
  controls: string;
  /** The search button: opens the search box. */
  searchButton: string;
  /** The mobile menu button: shows the early menu. */
  menuButton: string;
  /** What the early menu shows: the first of these the page holds (the docs sidebar, else the navbar's links). */
  menus: string[];
  /** The attribute on <html> while the early menu shows (the site's CSS shows it). */
  menuAttribute: string;
  /**
   * The search box: its class, and per page language (`<html lang>`, English when not listed) its name,
   * placeholder and the search page it submits to (`q`).
   */
  box: { className: string; byLang: Readonly<Record<string, EarlySearchBox>> };
}

export interface EarlySearchBox {
  label: string;
  placeholder: string;
  action: string;
}

/** What the head script keeps, read and emptied by early-input.ts. */
export interface EarlyInput {
  /** Controls pressed before the page's scripts ran, in order. */
  presses: Element[];
  /** The plain search box, once opened (open while the reader uses it). */
  box: HTMLDialogElement | null;
  /** What was typed since a search was asked for after the controls started, or null when none waits. */
  typed: string | null;
  /** Set once the page's controls listen: presses are theirs from then on. */
  started: boolean;
}

function keepEarlyInput(c: EarlyInputConfig) {
  var kept: EarlyInput = { presses: [], box: null, typed: null, started: false };
  (window as unknown as Record<string, EarlyInput>)[c.key] = kept;
  var root = document.documentElement;
  // One keeper answers: a keeper replaced by another (a page's tests load it afresh) stays quiet.
  function current() {
    return (window as unknown as Record<string, EarlyInput>)[c.key] === kept;
  }
  function inField(target: EventTarget | null) {
    var el = target as HTMLElement | null;
    return !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
  }
  function openBox() {
    var box = kept.box;
    if (!box) {
      var words = c.box.byLang[root.lang] || c.box.byLang.en;
      box = kept.box = document.createElement('dialog');
      box.className = c.box.className;
      box.setAttribute('aria-label', words.label);
      var form = document.createElement('form');
      form.method = 'get';
      form.action = words.action;
      form.setAttribute('role', 'search');
      var input = document.createElement('input');
      input.type = 'search';
      input.name = 'q';
      input.placeholder = words.placeholder;
      input.setAttribute('aria-label', words.label);
      input.setAttribute('autocomplete', 'off');
      input.setAttribute('enterkeyhint', 'search');
      form.appendChild(input);
      box.appendChild(form);
      // A press on the backdrop, or Escape (which a search field would spend on emptying itself), closes
      // the box, as they close the search modal.
      box.addEventListener('click', function (event) {
        if (event.target === box) box!.close();
      });
      box.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        box!.close();
      });
      document.body.appendChild(box);
    }
    if (!box.open) box.showModal();
    (box.querySelector('input') as HTMLInputElement).focus();
  }
  function menu() {
    for (var i = 0; i < c.menus.length; i++) {
      var found = document.querySelector(c.menus[i]);
      if (found) return found;
    }
    return null;
  }
  function menuShown() {
    return root.hasAttribute(c.menuAttribute);
  }
  function showMenu(show: boolean, focusButton?: boolean) {
    var shown = menu();
    if (show && !shown) return;
    if (show) root.setAttribute(c.menuAttribute, '');
    else root.removeAttribute(c.menuAttribute);
    var focus = show ? shown!.querySelector('[aria-current="page"]') || shown!.querySelector('a[href]') : focusButton && document.querySelector(c.menuButton);
    if (focus) (focus as HTMLElement).focus();
  }
  document.addEventListener(
    'click',
    function (event) {
      if (!current() || !(event.target instanceof Element)) return;
      // The early menu closes on a press outside it or on one of its links, also once the scripts run
      // (from then on the page's drawer opens from the menu button, once the early menu is closed).
      var wasShown = menuShown();
      var shown = menu();
      var outside = wasShown && (!shown || !shown.contains(event.target));
      if (wasShown && (outside || event.target.closest('a[href]'))) showMenu(false);
      // A press outside the menu only closes it, as on a drawer's backdrop (the menu button's included).
      if (outside) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      if (kept.started) return;
      var control = event.target.closest(c.controls);
      if (!control) return;
      if (control.matches(c.searchButton)) return openBox();
      if (control.matches(c.menuButton) && menu()) return showMenu(true);
      kept.presses.push(control);
    },
    true,
  );
  window.addEventListener(
    'keydown',
    function (event) {
      if (!current()) return;
      var key = event.key || '';
      var modified = event.metaKey || event.ctrlKey || event.altKey;
      if (key === 'Escape' && menuShown()) return showMenu(false, true);
      if (!kept.started) {
        var commandK = key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
        if (commandK || (key === '/' && !modified && !inField(event.target))) {
          event.preventDefault();
          openBox();
          return;
        }
      }
      // Letters typed while a search waits for its modal go into it (see early-input.ts's keepTyping).
      if (kept.typed === null || modified || inField(event.target)) return;
      if (key === 'Escape') {
        kept.typed = null;
      } else if (key === 'Backspace') {
        kept.typed = kept.typed.slice(0, -1);
      } else if (key.length === 1) {
        kept.typed += key;
      } else return;
      event.preventDefault();
    },
    true,
  );
}

export const keepEarlyInputScript = (config: EarlyInputConfig) => `(${keepEarlyInput.toString()})(${JSON.stringify(config)})`;
