'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { storageKeys } from '@/config/site';
import { strings } from '@/config/strings/client';
import { applyColorMode, DARK_QUERY, nextColorMode, type AppliedColorMode } from '@/lib/color-mode';
import { readStorage, writeStorage } from '@/lib/storage';
import { MoonIcon, SunIcon, SystemIcon } from '../icons';

const apply = (choice: string | null) => applyColorMode(choice, DARK_QUERY);

const icons = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

/** Cycles light, dark, system; remembers the choice under the `theme` key. */
export function ColorModeToggle() {
  const [state, setState] = useState<AppliedColorMode | null>(null);
  const mode = state?.mode ?? null;

  // The head script applied the stored mode before the first paint. Apply it again once React owns the
  // page: where React renders <html> afresh (the not-found page), it drops the attributes it did not set.
  useLayoutEffect(() => setState(apply(readStorage(storageKeys.theme))), []);

  useEffect(() => {
    if (mode !== 'system' || !state?.systemSupported) return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode, state?.systemSupported]);

  const current = mode ?? 'light';
  const next = nextColorMode(current, state?.systemSupported ?? true);
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
        setState(apply(next));
        writeStorage(storageKeys.theme, next);
      }}
      className="icon-button rounded-full disabled:opacity-60"
    >
      <Icon />
    </button>
  );
}
