'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ANALYTICS_TITLE_WAIT_MS } from '@/config/behaviours';
import { createPageViewTracker, pageViewEvent } from '@/lib/analytics/page-views';
import { sendEvent } from '@/lib/analytics/send-event';
import { afterTitleSettles } from '@/lib/analytics/title-settled';
import type { AnalyticsSettings } from '@/lib/settings/site-settings';

/**
 * Reports a page view to the analytics service when the path, the query or the hash changes, once the
 * new page's title is set. Loaded by Analytics only when the page's settings configure a service.
 *
 * The router tells of path and query changes (usePathname, useSearchParams, which also follow a
 * history.pushState made outside it); the browser tells of hash changes (hashchange, which a jump to a
 * heading through the site's in-page links fires: LinkRouter leaves a link to a #hash of the page
 * shown to the browser). A router push to a #hash of the current page would change neither.
 */
export function PageViews({ analytics }: { analytics: AnalyticsSettings }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const schedule = useRef<() => void>(() => undefined);

  useEffect(() => {
    const { endpoint, domain } = analytics;
    let lastTitle: string | null = null;
    const tracker = createPageViewTracker(
      () => ({ url: window.location.href, title: document.title, referrer: document.referrer || null }),
      (view) => {
        lastTitle = view.title;
        void sendEvent(endpoint, pageViewEvent(view, domain));
      },
    );
    let cancel = () => {};
    const checkWhenTitled = () => {
      cancel();
      cancel = afterTitleSettles(lastTitle, ANALYTICS_TITLE_WAIT_MS, () => tracker.check());
    };
    // Leaving the page while waiting for a title: report what is there now.
    const flush = () => {
      cancel();
      tracker.check();
    };
    schedule.current = checkWhenTitled;
    checkWhenTitled();
    window.addEventListener('hashchange', checkWhenTitled);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('hashchange', checkWhenTitled);
      cancel();
      window.removeEventListener('pagehide', flush);
      schedule.current = () => undefined;
    };
  }, [analytics]);

  useEffect(() => schedule.current(), [pathname, searchParams]);

  return null;
}
