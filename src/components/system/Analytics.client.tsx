'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { AnalyticsConfig } from '@/config/analytics';
import { createPageViewTracker, pageViewEvent, sendPageView } from '@/lib/analytics/page-views';
import { onLocationChange } from '@/lib/navigation/location-changes';

/**
 * Reports a page view to the configured analytics service when the path, the query or the hash
 * changes, once the new page (and its title) has rendered. Rendered only when analytics is configured.
 */
export function Analytics({ endpoint, domain }: AnalyticsConfig) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const schedule = useRef<() => void>(() => undefined);

  useEffect(() => {
    const tracker = createPageViewTracker(
      () => ({ url: window.location.href, title: document.title, referrer: document.referrer || null }),
      (view) => void sendPageView(endpoint, pageViewEvent(view, domain)),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the current commit: the new page's <title> is in place by then.
    const checkSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => tracker.check(), 0);
    };
    schedule.current = checkSoon;
    checkSoon();
    const stop = onLocationChange(checkSoon);
    return () => {
      stop();
      clearTimeout(timer);
      schedule.current = () => undefined;
    };
  }, [endpoint, domain]);

  useEffect(() => schedule.current(), [pathname, searchParams]);

  return null;
}
