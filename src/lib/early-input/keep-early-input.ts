/**
 * Runs in <head>, before the page's scripts (which start after the first paint): keeps what a reader does
 * with the site shell's controls before those scripts can answer, so that it is answered when they run
 * (early-input.ts hands it over). A press on a control is kept as the control; Ctrl/Cmd+K or / (not while
 * typing in a field) is kept as a search, and the letters typed after it as its query. Kept free of
 * imports: it is sent as text, one of the site's own hashed head scripts.
 */
export interface EarlyInputConfig {
  /** Name of the global that holds what was kept. */
  key: string;
  /** The controls whose presses are kept (a CSS selector). */
  controls: string;
  /** The search button, after a press on which the letters typed are kept for the search box. */
  searchButton: string;
}

/** What the head script keeps, read and emptied by early-input.ts. */
export interface EarlyInput {
  /** Controls pressed before the page's scripts ran, in order. */
  presses: Element[];
  /** A search asked for by a shortcut or the search button, not yet opened. */
  search: boolean;
  /** What was typed since the search was asked for, or null when no search waits. */
  typed: string | null;
  /** Set once the page's controls listen: presses are theirs from then on. */
  started: boolean;
}

function keepEarlyInput(c: EarlyInputConfig) {
  var kept: EarlyInput = { presses: [], search: false, typed: null, started: false };
  (window as unknown as Record<string, EarlyInput>)[c.key] = kept;
  function inField(target: EventTarget | null) {
    var el = target as HTMLElement | null;
    return !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
  }
  document.addEventListener(
    'click',
    function (event) {
      if (kept.started || !(event.target instanceof Element)) return;
      var control = event.target.closest(c.controls);
      if (!control) return;
      kept.presses.push(control);
      if (control.matches(c.searchButton) && kept.typed === null) kept.typed = '';
    },
    true,
  );
  window.addEventListener(
    'keydown',
    function (event) {
      var key = event.key || '';
      var modified = event.metaKey || event.ctrlKey || event.altKey;
      if (!kept.started && !inField(event.target)) {
        var commandK = key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
        if (commandK || (key === '/' && !modified && kept.typed === null)) {
          event.preventDefault();
          kept.search = true;
          if (kept.typed === null) kept.typed = '';
          return;
        }
      }
      // Letters typed while a search waits for its box go into it (the page's scripts wait here too).
      if (kept.typed === null || modified || inField(event.target)) return;
      if (key === 'Escape') {
        kept.search = false;
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
