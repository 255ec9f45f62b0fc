'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { pageSettings } from '@/lib/settings/site-settings';

const PageViewReporter = lazy(() => import('./PageViewReporter.client'));

/**
 * Page-view analytics, when the page's settings configure a service: only then is the reporter's code
 * fetched, so a site without analytics sends none of it.
 */
export function Analytics() {
  const [configured, setConfigured] = useState(false);
  useEffect(() => setConfigured(pageSettings().analytics !== null), []);
  return configured ? (
    <Suspense fallback={null}>
      <PageViewReporter />
    </Suspense>
  ) : null;
}
