'use client';

import { useAnalyticsPart } from './use-analytics-part';

/** Page-view analytics, when the page's settings configure a service (its code is fetched only then). */
export function Analytics() {
  const reporter = useAnalyticsPart(() => import('./PageViews.client').then((m) => m.PageViews));
  return reporter && <reporter.part analytics={reporter.analytics} />;
}
