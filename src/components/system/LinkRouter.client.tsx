'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_LOAD_ATTRIBUTE } from '@/config/behaviours';
import { BASE_PATH } from '@/config/site';
import { routerPath } from '@/lib/navigation/link-intent';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/prefetch/connection';
import { navigateInPlace, setInPlaceNavigation } from './in-place-navigation';

/** The site link an event happened on, unless the browser is to load its page itself. */
const anchorOf = (event: Event) => {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement && !anchor.hasAttribute(PAGE_LOAD_ATTRIBUTE) ? anchor : null;
};

const pathOf = (anchor: HTMLAnchorElement, event?: MouseEvent) =>
  routerPath(
    {
      href: anchor.href,
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
      button: event?.button ?? 0,
      modifierKey: !!event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey),
    },
    window.location.href,
    BASE_PATH,
  );

/**
 * One listener for every link of the site: a plain click on a link to another page is handed to the
 * client router (no full page load), and the pointer resting on it, the focus or a touch prefetches
 * that page, never on slow-2g or 2g nor with data saver on. Links themselves stay plain anchors. Code
 * outside React (the search modal) navigates through the same router (in-place-navigation.ts).
 */
export function LinkRouter() {
  const router = useRouter();

  useEffect(() => {
    setInPlaceNavigation((path) => router.push(path));
    const onClick = (event: MouseEvent) => {
      const anchor = event.defaultPrevented ? null : anchorOf(event);
      const path = anchor && pathOf(anchor, event);
      if (path === null || path === undefined) return;
      event.preventDefault();
      navigateInPlace(path);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor) return;
      const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
      const path = prefetchAllowed(connection) ? pathOf(anchor) : null;
      if (path !== null) router.prefetch(path.replace(/#.*$/, ''));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      setInPlaceNavigation(null);
    };
  }, [router]);

  return null;
}
