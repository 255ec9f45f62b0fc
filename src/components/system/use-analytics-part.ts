'use client';

import { useEffect, useState } from 'react';
import { pageSettings, type AnalyticsSettings } from '@/lib/settings/site-settings';

/**
 * What a page shows or does only where its settings configure an analytics service (page views, the
 * feedback question): `load` fetches its code then, and only then, so a site without analytics sends it
 * to no visitor. Analytics is not worth an error screen: if that code cannot be loaded, nothing shows.
 */
export function useAnalyticsPart<Part>(load: () => Promise<Part>): { part: Part; analytics: AnalyticsSettings } | null {
  const [loaded, setLoaded] = useState<{ part: Part; analytics: AnalyticsSettings } | null>(null);
  useEffect(() => {
    const analytics = pageSettings().analytics;
    if (!analytics) return;
    let current = true;
    load().then(
      (part) => current && setLoaded({ part, analytics }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Loaded once, for the page's settings as they are when it starts.
  }, []);
  return loaded;
}
