export type ColorMode = 'light' | 'dark' | 'system';
export type ResolvedColorMode = 'light' | 'dark';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/**
 * The mode after a click on the toggle: light, dark, system, light... Where the browser cannot tell
 * the system preference, 'system' means nothing, so the toggle only flips between dark and light.
 */
export function nextColorMode(current: ColorMode, systemSupported: boolean): ColorMode {
  if (!systemSupported) return current === 'dark' ? 'light' : 'dark';
  return COLOR_MODES[(COLOR_MODES.indexOf(current) + 1) % COLOR_MODES.length];
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
