// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/site';
import { applyColorMode, colorModeLabels, DARK_QUERY, nextColorMode } from './color-mode';
import { headScript } from './head-script';

/** A browser whose system preference is dark, light, or unknown (the query is 'not all'). */
function systemPrefers(preference: 'dark' | 'light' | 'unknown') {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media: preference === 'unknown' ? 'not all' : media,
    matches: media === DARK_QUERY && preference === 'dark',
  }));
}

const html = () => [document.documentElement.getAttribute('data-theme'), document.documentElement.getAttribute('data-theme-choice')];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme-choice');
});

describe('colour mode', () => {
  it('cycles light, then dark, then system, then light again', () => {
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
    expect(nextColorMode('system', true)).toBe('light');
  });

  it('toggles between dark and light only where system mode is not respected', () => {
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('dark', false)).toBe('light');
    expect(nextColorMode('system', false)).toBe('dark');
  });

  it('follows the system preference in system mode', () => {
    systemPrefers('dark');
    expect(applyColorMode('system', DARK_QUERY)).toEqual({ mode: 'system', systemSupported: true });
    expect(html()).toEqual(['dark', 'system']);
    systemPrefers('light');
    applyColorMode('system', DARK_QUERY);
    expect(html()).toEqual(['light', 'system']);
  });

  it('applies a chosen light or dark whatever the system prefers', () => {
    systemPrefers('dark');
    applyColorMode('light', DARK_QUERY);
    expect(html()).toEqual(['light', 'light']);
    systemPrefers('light');
    applyColorMode('dark', DARK_QUERY);
    expect(html()).toEqual(['dark', 'dark']);
  });

  it('treats a missing or unknown stored value as system, and system as light where the browser cannot tell', () => {
    systemPrefers('dark');
    expect(applyColorMode(null, DARK_QUERY).mode).toBe('system');
    expect(applyColorMode('blue', DARK_QUERY).mode).toBe('system');
    systemPrefers('unknown');
    expect(applyColorMode('system', DARK_QUERY)).toEqual({ mode: 'light', systemSupported: false });
    expect(html()).toEqual(['light', 'light']);
  });

  it('the head script applies the stored mode before the first paint, as the toggle would', () => {
    systemPrefers('light');
    localStorage.setItem(storageKeys.theme, 'dark');
    new Function(headScript)();
    expect(html()).toEqual(['dark', 'dark']);
    localStorage.setItem(storageKeys.theme, 'system');
    systemPrefers('dark');
    new Function(headScript)();
    expect(html()).toEqual(['dark', 'system']);
  });

  it('the head script falls back to the system preference when storage throws', () => {
    systemPrefers('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    new Function(headScript)();
    expect(html()).toEqual(['dark', 'system']);
    vi.restoreAllMocks();
  });
});

describe('the colour mode button’s names', () => {
  it('names each mode and the mode a press moves to, in the words given', () => {
    const labels = colorModeLabels({ light: 'claro', dark: 'oscuro', system: 'sistema', toggleLabel: (mode, next) => `${mode} → ${next}` });
    expect(labels).toEqual({
      'light>dark': 'claro → oscuro',
      'dark>system': 'oscuro → sistema',
      'dark>light': 'oscuro → claro',
      'system>light': 'sistema → claro',
      'system>dark': 'sistema → oscuro',
    });
  });
});
