// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../../../tests/support/react-root';
import { strings } from '@/config/strings/feedback';
import type { FeedbackEvent } from '@/lib/analytics/feedback';
import { SETTINGS_ELEMENT_ID, settingsElement, UNCONFIGURED } from '@/lib/settings/site-settings';
import { analyticsHandlers, TEST_ANALYTICS_ENDPOINT } from '@/mocks/analytics-handlers';
import { FeedbackSlot } from './FeedbackSlot.client';

const analytics = analyticsHandlers<FeedbackEvent>();
const server = setupServer(...analytics.handlers);
let root: Root;
let container: HTMLElement;
let unmount: () => Promise<void>;

/** The page's settings block, as the configure step writes it. */
function configure(withAnalytics: boolean) {
  document.head.insertAdjacentHTML(
    'afterbegin',
    settingsElement({ ...UNCONFIGURED, analytics: withAnalytics ? { endpoint: TEST_ANALYTICS_ENDPOINT, domain: 'docs.example.org' } : null }),
  );
}

/** The foot of a doc page, with time for the question's code to load. */
async function render(page: string) {
  await act(async () => root.render(<FeedbackSlot key={page} page={page} />));
  await act(() => new Promise((done) => setTimeout(done, 50)));
}

const buttons = () => [...container.querySelectorAll('button')].map((b) => b.textContent);
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./Feedback.client');
});
afterAll(() => server.close());
beforeEach(() => {
  analytics.state.received.length = 0;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/FusionDR/docs/watermark/');
  ({ root, container, unmount } = mountRoot());
});
afterEach(async () => {
  await unmount();
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
});

describe('"Was this page helpful?"', () => {
  it('asks, sends the page and the answer to the analytics service once, and thanks the reader in place of the buttons', async () => {
    configure(true);
    await render('/docs/watermark/');
    expect(container.textContent).toContain(strings.feedback.question);
    expect(buttons()).toEqual([strings.feedback.yes, strings.feedback.no]);

    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(analytics.state.received).toEqual([
      { name: 'Feedback', url: `${window.location.origin}/FusionDR/docs/watermark/`, domain: 'docs.example.org', props: { page: '/docs/watermark/', answer: 'yes' } },
    ]);
    expect(buttons()).toEqual([]);
    const thanks = container.querySelector('[role="status"]');
    expect(thanks?.textContent).toBe(strings.feedback.thanks);
    expect(document.activeElement).toBe(thanks);
  });

  it('remembers the answer per page: the reader coming back sees the thank-you and sends nothing; another page asks again', async () => {
    configure(true);
    await render('/docs/watermark/');
    await act(async () => container.querySelectorAll('button')[1].click());
    await settle();
    await act(async () => root.render(null));

    await render('/docs/watermark/');
    expect(container.textContent).toBe(strings.feedback.thanks);
    expect(buttons()).toEqual([]);

    await render('/docs/notifications/');
    expect(buttons()).toEqual([strings.feedback.yes, strings.feedback.no]);
    expect(analytics.state.received.map((e) => e.props)).toEqual([{ page: '/docs/watermark/', answer: 'no' }]);
  });

  it('is not there when no analytics service is configured', async () => {
    configure(false);
    await render('/docs/watermark/');
    expect(container.innerHTML).toBe('');
  });
});
