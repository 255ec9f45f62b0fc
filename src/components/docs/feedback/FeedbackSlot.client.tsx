'use client';

import { useAnalyticsPart } from '@/components/system/use-analytics-part';

/**
 * "Was this page helpful?" at the foot of a doc, only where the page's settings configure an analytics
 * service (its answers go there). Its code is fetched only then: without one, a page carries this alone.
 */
export function FeedbackSlot({ page }: { page: string }) {
  const feedback = useAnalyticsPart(() => import('./Feedback.client').then((m) => m.Feedback));
  return feedback && <feedback.part page={page} analytics={feedback.analytics} />;
}
