'use client';

import { useLayoutEffect } from 'react';
import { startShellControls } from '@/components/layout/shell-controls';

/** Starts the site shell's plain-DOM controls (shell-controls.ts) once the page is hydrated. */
export function ShellControls() {
  // Before paint: the not-found page's <html>, rendered afresh, gets its colour mode back without a flash.
  useLayoutEffect(startShellControls, []);
  return null;
}
