'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { MAIN_REGION } from '@/config/behaviours';
import { focusByScript, focusTargetAfterNavigation } from '@/lib/navigation/focus-target';

/**
 * Moves focus to the new page after an in-place page change (focus-target.ts). A change of query alone
 * (the search page writes what is typed into the address) keeps the focus where it is, unless the focused
 * element went away with the old content.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null) return;
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (previous === pathname && !dropped) return;
    // After this commit's other effects: the mobile drawer closing on a page change gives the focus back
    // to its menu button, and the search modal to what opened it.
    const frame = requestAnimationFrame(() => {
      const target = focusTargetAfterNavigation(document, window.location.hash, MAIN_REGION.id);
      if (target) focusByScript(target, { preventScroll: !window.location.hash });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, searchParams]);

  return null;
}
