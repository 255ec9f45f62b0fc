/**
 * What the reader did before the page's scripts ran, kept by the head script (keep-early-input.ts), handed
 * to the site shell's controls when they start: each kept press is made again, and a kept search opens
 * with the letters typed meanwhile. The same keeper holds the letters typed while the search's own code
 * loads after a shortcut, until the search box takes them.
 */
import type { EarlyInput } from './keep-early-input';

export const EARLY_INPUT_KEY = '__fusiondrEarlyInput';

/** The class of the plain search box the head script opens (styled in globals.css). */
export const EARLY_SEARCH_BOX_CLASS = 'early-search';

const kept = (): EarlyInput | undefined => (globalThis as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];

/** The controls listen now: returns the presses made before, in order (still in the page), and keeps no more. */
export function takeEarlyPresses(): Element[] {
  const input = kept();
  if (!input) return [];
  input.started = true;
  const presses = input.presses.filter((control) => control.isConnected);
  input.presses = [];
  return presses;
}

/**
 * True when the early search box is open: the search modal should open and take its words (takeTyped).
 * The search's module asks as it is evaluated, before the page is hydrated, to start loading its code.
 */
export function earlySearchAsked(): boolean {
  return !!kept()?.box?.open;
}

/** Keeps the letters typed from now until the search box takes them (takeTyped). */
export function keepTyping(): void {
  const input = kept();
  if (input && input.typed === null) input.typed = '';
}

/**
 * The words for the search modal: those in the early search box when it is open, else the letters kept
 * since keepTyping (empty when none); null when the reader cancelled (Escape, or closed the box). Keeps no
 * more. The box stays on screen until releaseEarlySearchBox, so that nothing flashes while the modal opens.
 */
export function takeTyped(): string | null {
  const input = kept();
  if (!input) return '';
  const typed = input.typed;
  input.typed = null;
  const box = input.box;
  if (!box) return typed;
  if (!box.open) {
    input.box = null;
    box.remove();
    return null;
  }
  return box.querySelector('input')?.value ?? '';
}

/** Removes the early search box once the search modal shows its own (or at once when `shown` is omitted). */
export function releaseEarlySearchBox(shown: () => boolean = () => true, frames = 120): void {
  const input = kept();
  const box = input?.box;
  if (!input || !box) return;
  const release = (left: number) => {
    if (!shown() && left > 0) return void requestAnimationFrame(() => release(left - 1));
    if (input.box === box) input.box = null;
    box.close();
    box.remove();
  };
  release(frames);
}
