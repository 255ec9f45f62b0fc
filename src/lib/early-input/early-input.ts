/**
 * What the reader did before the page's scripts ran, kept by the head script (keep-early-input.ts), handed
 * to the site shell's controls when they start: each kept press is made again, and a kept search opens
 * with the letters typed meanwhile. The same keeper holds the letters typed while the search's own code
 * loads after a shortcut, until the search box takes them.
 */
import type { EarlyInput } from './keep-early-input';

export const EARLY_INPUT_KEY = '__fusiondrEarlyInput';

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
 * Whether a kept press or search waits for code that loads on demand: its module asks as it is evaluated,
 * before the page is hydrated, and starts that load (nothing is taken).
 */
export function earlyInputWaitsFor(control: string, search = false): boolean {
  const input = kept();
  if (!input || input.started) return false;
  return (search && input.search) || input.presses.some((press) => press.matches(control));
}

/** True when a search was asked for before the page's scripts ran and not cancelled (Escape). */
export function earlySearchAsked(): boolean {
  const input = kept();
  const asked = !!input?.search;
  if (input) input.search = false;
  return asked;
}

/** Keeps the letters typed from now until the search box takes them (takeTyped). */
export function keepTyping(): void {
  const input = kept();
  if (input && input.typed === null) input.typed = '';
}

/** The letters kept for the search box (empty when none), and keeps no more; null when the reader cancelled with Escape. */
export function takeTyped(): string | null {
  const input = kept();
  if (!input) return '';
  const typed = input.typed;
  input.typed = null;
  return typed;
}
