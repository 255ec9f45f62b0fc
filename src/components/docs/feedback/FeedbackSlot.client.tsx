'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { pageSettings, type AnalyticsSettings } from '@/lib/settings/site-settings';

type Part = ComponentType<{ page: string; analytics: AnalyticsSettings }>;

/**
 * "Was this page helpful?" at the foot of a doc, only where the page's settings configure an analytics
 * service (its answers go there). Its code is fetched only then: without one, a page carries this alone.
 */
export function FeedbackSlot({ page }: { page: string }) {
  const [shown, setShown] = useState<{ Feedback: Part; analytics: AnalyticsSettings } | null>(null);
  useEffect(() => {
    const analytics = pageSettings().analytics;
    if (!analytics) return;
    let current = true;
    import('./Feedback.client').then(
      ({ Feedback }) => current && setShown({ Feedback, analytics }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return shown && <shown.Feedback page={page} analytics={shown.analytics} />;
}
