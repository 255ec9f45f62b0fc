'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { storageKeys } from '@/config/site';
import { strings } from '@/config/strings';
import { isColorMode, nextColorMode, resolveColorMode, type ColorMode } from '@/lib/color-mode';
import { readStorage, writeStorage } from '@/lib/storage';
import { MoonIcon, SunIcon, SystemIcon } from '../icons';

const darkQuery = '(prefers-color-scheme: dark)';

function systemSupported() {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).media !== 'not all';
}

function apply(mode: ColorMode) {
  const prefersDark = systemSupported() && window.matchMedia(darkQuery).matches;
  document.documentElement.setAttribute('data-theme', resolveColorMode(mode, prefersDark));
  document.documentElement.setAttribute('data-theme-choice', mode);
}

const icons = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

/** Cycles light, dark, system; remembers the choice under the `theme` key. */
export function ColorModeToggle() {
  const [mode, setMode] = useState<ColorMode | null>(null);

  // The head script applied the stored mode before the first paint. Apply it again once React owns the
  // page: where React renders <html> afresh (the not-found page), it drops the attributes it did not set.
  useLayoutEffect(() => {
    const stored = readStorage(storageKeys.theme);
    const chosen = isColorMode(stored) ? stored : 'system';
    const initial = chosen === 'system' && !systemSupported() ? 'light' : chosen;
    apply(initial);
    setMode(initial);
  }, []);

  useEffect(() => {
    if (mode !== 'system' || !systemSupported()) return;
    const query = window.matchMedia(darkQuery);
    const follow = () => apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode]);

  const current = mode ?? 'light';
  const next = nextColorMode(current, mode === null ? true : systemSupported());
  const Icon = icons[current];

  return (
    <button
      type="button"
      disabled={mode === null}
      title={strings.colorMode.toggleLabel(strings.colorMode[current], strings.colorMode[next])}
      aria-label={strings.colorMode.toggleLabel(strings.colorMode[current], strings.colorMode[next])}
      aria-live="polite"
      data-color-mode={mode ?? undefined}
      onClick={() => {
        setMode(next);
        apply(next);
        writeStorage(storageKeys.theme, next);
      }}
      className="grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Icon />
    </button>
  );
}
