'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { routeProgress } from '@/config/behaviours';
import { BASE_PATH } from '@/config/site';
import { isRouteChange, routeChangeTarget } from '@/lib/navigation/link-intent';
import { setPendingNavigation } from '@/lib/navigation/pending-navigation';
import './route-progress.css';

NProgress.configure({
  minimum: routeProgress.minimum,
  speed: routeProgress.speedMs,
  trickleSpeed: routeProgress.trickleMs,
  showSpinner: false,
});

/**
 * The progress bar of a route change: it starts when the router takes over a click on a link to
 * another page (or on back/forward), shows only if the change takes longer than 200 ms, and finishes
 * when the new page shows (its path or query is rendered).
 */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownUrl = useRef('');

  useEffect(() => {
    const start = (target: string) => {
      setPendingNavigation(target);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => NProgress.start(), routeProgress.delayMs);
    };
    // Bubble phase on window: the router has already called preventDefault() on clicks it handles.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = routeChangeTarget(
        {
          href: anchor.href,
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
          button: event.button,
          modifierKey: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        window.location.href,
        BASE_PATH,
      );
      if (target) start(target);
    };
    const onPopState = () => {
      if (shownUrl.current && isRouteChange(shownUrl.current, window.location.href)) start(window.location.href);
    };
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      clearTimeout(timer.current);
    };
  }, []);

  // The new page shows.
  useEffect(() => {
    clearTimeout(timer.current);
    NProgress.done();
    setPendingNavigation(null);
    shownUrl.current = window.location.href;
  }, [pathname, searchParams]);

  return null;
}
