import { http, HttpResponse } from 'msw';
import type { PageViewEvent } from '@/lib/analytics/page-views';

/** The address the analytics tests configure: a Plausible-compatible events API. */
export const TEST_ANALYTICS_ENDPOINT = 'https://analytics.test/api/event';

export type AnalyticsAnswer = 'accepted' | 'server-error' | 'network-error';

/**
 * msw handlers for the analytics service: every event it receives (page views, answers about a page) lands in `received`; `answer`
 * chooses how the service responds (202, 500, or no answer at all).
 */
export function analyticsHandlers<Event = PageViewEvent>(endpoint = TEST_ANALYTICS_ENDPOINT) {
  const state = { received: [] as Event[], answer: 'accepted' as AnalyticsAnswer };
  const handlers = [
    http.post(endpoint, async ({ request }) => {
      state.received.push(JSON.parse(await request.text()) as Event);
      if (state.answer === 'network-error') return HttpResponse.error();
      if (state.answer === 'server-error') return HttpResponse.text('Internal Server Error', { status: 500 });
      return new HttpResponse(null, { status: 202 });
    }),
  ];
  return { handlers, state };
}
