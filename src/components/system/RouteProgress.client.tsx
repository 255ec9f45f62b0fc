'use client';

import type { NProgress as NProgressApi } from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { routeProgress } from '@/config/behaviours';
import { isRouteChange } from '@/lib/navigation/link-intent';
import { setPendingNavigation } from '@/lib/navigation/pending-navigation';
import { onNavigationStart } from './in-place-navigation';

let progressBar: Promise<NProgressApi> | undefined;

/**
 * nprogress is fetched on the first sign of a navigation (a pointer or the focus on a link), not with
 * the page: most visits read one page and never need it.
 */
function loadProgressBar(): Promise<NProgressApi> {
  progressBar ??= import('nprogress').then(({ default: bar }) =>
    bar.configure({
      minimum: routeProgress.minimum,
      speed: routeProgress.speedMs,
      trickleSpeed: routeProgress.trickleMs,
      showSpinner: false,
    }),
  );
  return progressBar;
}

const isSiteLink = (target: EventTarget | null) => {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin;
};

/**
 * The progress bar of a route change: it starts when the site navigates in place to another page (a link,
 * a search hit; see in-place-navigation.ts) or on back/forward, shows only if the change takes longer
 * than 200 ms, and finishes when the new page shows (its path or query is rendered).
 */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownUrl = useRef('');
  const pending = useRef(false);

  useEffect(() => {
    const start = (target: string) => {
      setPendingNavigation(target);
      pending.current = true;
      clearTimeout(timer.current);
      const bar = loadProgressBar();
      timer.current = setTimeout(() => void bar.then((b) => pending.current && b.start()), routeProgress.delayMs);
    };
    const warm = (event: Event) => {
      if (isSiteLink(event.target)) void loadProgressBar().catch(() => undefined);
    };
    const onPopState = () => {
      if (shownUrl.current && isRouteChange(shownUrl.current, window.location.href)) start(window.location.href);
    };
    onNavigationStart(start);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pointerover', warm, { passive: true });
    window.addEventListener('focusin', warm);
    return () => {
      onNavigationStart(null);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pointerover', warm);
      window.removeEventListener('focusin', warm);
      clearTimeout(timer.current);
    };
  }, []);

  // The new page shows.
  useEffect(() => {
    clearTimeout(timer.current);
    pending.current = false;
    void progressBar?.then((bar) => bar.done());
    setPendingNavigation(null);
    shownUrl.current = window.location.href;
  }, [pathname, searchParams]);

  return null;
}
