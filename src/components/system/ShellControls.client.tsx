'use client';

import { useLayoutEffect } from 'react';
import { startCopyMarkdown } from '@/components/docs/markdown/copy-markdown-control';
import { startShellControls } from '@/components/layout/shell-controls';

/** Starts the site shell's plain-DOM controls (shell-controls.ts), and a doc page's "Copy page as Markdown", once the page is hydrated. */
export function ShellControls() {
  // Before paint: the not-found page's <html>, rendered afresh, gets its colour mode back without a flash.
  useLayoutEffect(() => {
    const stops = [startShellControls(), startCopyMarkdown()];
    return () => stops.forEach((stop) => stop());
  }, []);
  return null;
}
