'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { pageSettings } from '@/lib/settings/site-settings';

const OfflinePanel = lazy(() => import('../offline/OfflinePanel.client'));

/**
 * The footer's place for the offline manual. Nothing of it is in the page's first load: once the page
 * is loaded and idle, the panel's code (and with it the worker's registration) is fetched, when the
 * page's settings turn the offline manual on.
 */
export function OfflineControl({ docsDate }: { docsDate: string }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!pageSettings().offlineManual || !('serviceWorker' in navigator) || !('caches' in window)) return;
    const start = () => (window.requestIdleCallback ?? setTimeout)(() => setStarted(true));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <OfflinePanel docsDate={docsDate} />
    </Suspense>
  ) : null;
}
