'use client';

import { useLayoutEffect } from 'react';
import { startNavbarControls } from './navbar-controls';

/** Starts the navbar's plain-DOM controls (navbar-controls.ts) once the page is hydrated. */
export function NavbarControls() {
  // Before paint: the not-found page's <html>, rendered afresh, gets its colour mode back without a flash.
  useLayoutEffect(startNavbarControls, []);
  return null;
}
