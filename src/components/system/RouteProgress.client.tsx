'use client';

import type { NProgress as NProgressApi } from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { routeProgress } from '@/config/behaviours';
import { isRouteChange } from '@/lib/navigation/link-intent';
import { pendingNavigation, setPendingNavigation } from '@/lib/navigation/pending-navigation';
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

/** The route change under way, shared by the bar's two halves below. */
const progress: { timer?: ReturnType<typeof setTimeout>; shownUrl: string } = { shownUrl: '' };

/**
 * The progress bar of a route change, its first half: it starts when the site navigates in place to
 * another page (a link, a search hit; see in-place-navigation.ts) or on back/forward, and shows only if
 * the change takes longer than 200 ms. Outside any Suspense boundary, so that it listens from the moment
 * the page's links are taken over (the boundary around RouteProgress commits a moment later).
 */
export function RouteProgressStart() {
  useEffect(() => {
    const start = (target: string) => {
      setPendingNavigation(target);
      clearTimeout(progress.timer);
      const bar = loadProgressBar();
      progress.timer = setTimeout(() => void bar.then((b) => pendingNavigation() !== null && b.start()), routeProgress.delayMs);
    };
    const warm = (event: Event) => {
      if (isSiteLink(event.target)) void loadProgressBar().catch(() => undefined);
    };
    const onPopState = () => {
      if (progress.shownUrl && isRouteChange(progress.shownUrl, window.location.href)) start(window.location.href);
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
      clearTimeout(progress.timer);
    };
  }, []);
  return null;
}

/**
 * Its second half: the bar finishes when the new page shows (its path or query is rendered). It reads
 * the search parameters, so it sits in a Suspense boundary.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const mounted = useRef(false);

  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    progress.shownUrl = window.location.href;
    // Mounted after a route change began (a link followed before the boundary committed): it is still on its way.
    const target = pendingNavigation();
    if (first && target !== null && isRouteChange(window.location.href, target)) return;
    clearTimeout(progress.timer);
    setPendingNavigation(null);
    void progressBar?.then((bar) => bar.done());
  }, [pathname, searchParams]);

  return null;
}
