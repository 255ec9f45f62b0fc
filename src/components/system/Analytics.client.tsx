'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { pageSettings, type AnalyticsSettings } from '@/lib/settings/site-settings';

type Reporter = { PageViews: ComponentType<{ analytics: AnalyticsSettings }>; analytics: AnalyticsSettings };

/**
 * Page-view analytics, when the page's settings configure a service. Its code (PageViews) is fetched
 * only then, so a site without analytics does not send it to every visitor. Analytics is not worth an
 * error screen: if that code cannot be loaded, nothing is reported.
 */
export function Analytics() {
  const [reporter, setReporter] = useState<Reporter | null>(null);

  useEffect(() => {
    const analytics = pageSettings().analytics;
    if (!analytics) return;
    let current = true;
    import('./PageViews.client').then(
      ({ PageViews }) => current && setReporter({ PageViews, analytics }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return reporter && <reporter.PageViews analytics={reporter.analytics} />;
}
