import { describe, expect, it } from 'vitest';
import { isColorMode, nextColorMode, resolveColorMode } from './color-mode';

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

  it('resolves system mode from the system preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('accepts only the three stored values', () => {
    expect(['light', 'dark', 'system', 'blue', null].map(isColorMode)).toEqual([true, true, true, false, false]);
  });
});
