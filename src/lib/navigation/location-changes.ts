/**
 * Tells when the address changes in the browser: history.pushState/replaceState (the router's
 * navigations, including jumps to a #hash through a link), back/forward, and hash changes.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let installed = false;

function notify() {
  for (const listener of listeners) listener();
}

function install() {
  if (installed) return;
  installed = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      notify();
      return result;
    };
  }
  window.addEventListener('popstate', notify);
  window.addEventListener('hashchange', notify);
}

/** Calls `listener` after each change of address; returns the function that stops it. */
export function onLocationChange(listener: Listener): () => void {
  install();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
