/**
 * The colour mode, decided in one place: the head script (before the first paint) and the navbar toggle
 * (on each click) both run `applyColorMode`, so the page never disagrees with itself.
 */
export type ColorMode = 'light' | 'dark' | 'system';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

/** The media query that tells the system preference. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The mode after a click on the toggle: light, dark, system, light... Where the browser cannot tell
 * the system preference, 'system' means nothing, so the toggle only flips between dark and light.
 */
export function nextColorMode(current: ColorMode, systemSupported: boolean): ColorMode {
  if (!systemSupported) return current === 'dark' ? 'light' : 'dark';
  return COLOR_MODES[(COLOR_MODES.indexOf(current) + 1) % COLOR_MODES.length];
}

export interface AppliedColorMode {
  /** The choice in force: a stored value that is not a mode, or 'system' where it means nothing, gives a default. */
  mode: ColorMode;
  systemSupported: boolean;
}

/**
 * Sets `data-theme` (light or dark) and `data-theme-choice` on <html> for a stored or chosen value.
 * Self-contained, written as ES5 and free of imports: the head script sends it as text.
 */
export function applyColorMode(stored: string | null, darkQuery: string): AppliedColorMode {
  var query = window.matchMedia ? window.matchMedia(darkQuery) : null;
  var systemSupported = !!query && query.media !== 'not all';
  var mode = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  if (mode === 'system' && !systemSupported) mode = 'light';
  var dark = mode === 'dark' || (mode === 'system' && !!query && query.matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.setAttribute('data-theme-choice', mode);
  return { mode: mode as ColorMode, systemSupported: systemSupported };
}

/** The words the colour mode button is named with. */
export interface ColorModeWords {
  light: string;
  dark: string;
  system: string;
  toggleLabel: (mode: string, next: string) => string;
}

/** The button's name for each mode and the mode a press moves to, keyed `light>dark`: every name it can take. */
export function colorModeLabels(words: ColorModeWords): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const mode of COLOR_MODES) {
    for (const systemSupported of [true, false]) {
      const next = nextColorMode(mode, systemSupported);
      labels[`${mode}>${next}`] = words.toggleLabel(words[mode], words[next]);
    }
  }
  return labels;
}
