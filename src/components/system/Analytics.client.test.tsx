// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../../tests/support/react-root';
import { SETTINGS_ELEMENT_ID, settingsElement, UNCONFIGURED } from '@/lib/settings/site-settings';
import { analyticsHandlers, TEST_ANALYTICS_ENDPOINT } from '@/mocks/analytics-handlers';
import { SiteBehaviours } from './SiteBehaviours';

/** The router's view of the address, as usePathname and useSearchParams report it. */
const router = vi.hoisted(() => ({ pathname: '/docs/', search: '' }));
/** The router the site's link listener hands clicks to (SiteBehaviours renders it too). */
const appRouter = vi.hoisted(() => ({ push: () => undefined, prefetch: () => undefined }));
vi.mock('next/navigation', async () => {
  const { useMemo } = await import('react');
  return {
    useRouter: () => appRouter,
    usePathname: () => router.pathname,
    useSearchParams: () => useMemo(() => new URLSearchParams(router.search), [router.search]),
  };
});

// The longest wait for a new title, shortened for the test.
vi.mock('@/config/behaviours', async (original) => ({ ...(await original<object>()), ANALYTICS_TITLE_WAIT_MS: 100 }));

const analytics = analyticsHandlers();
const server = setupServer(...analytics.handlers);
let root: Root;
let container: HTMLElement;
let unmount: () => Promise<void>;

/** Renders the site's behaviours as the root layout does, with a page title. */
async function render(title: string) {
  await act(async () => {
    root.render(
      <>
        <title>{title}</title>
        <SiteBehaviours />
      </>,
    );
  });
}

/** A client-side navigation: the router pushes the address, then renders the new page. */
async function navigate(url: string, title: string) {
  const next = new URL(url, window.location.href);
  await act(async () => {
    window.history.pushState(null, '', next.href);
    router.pathname = next.pathname.replace(/^\/FusionDR/, '') || '/';
    router.search = next.search;
  });
  await render(title);
}

/** Lets the page-view timers run (at most the 100 ms wait for a title) and msw answer. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 150)));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The reporter's code is fetched when analytics is configured; in a browser that takes a few
  // milliseconds, here its first transform takes longer than a test's wait for a page view.
  await import('./PageViews.client');
});
afterAll(() => server.close());
beforeEach(() => {
  analytics.state.received.length = 0;
  analytics.state.answer = 'accepted';
  window.history.replaceState(null, '', '/FusionDR/docs/');
  router.pathname = '/docs/';
  router.search = '';
  ({ root, container, unmount } = mountRoot());
});
afterEach(async () => {
  await unmount();
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
});

describe('page-view analytics (msw mocks the events API)', () => {
  // The page's settings block, as the configure step writes it with ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN set.
  beforeEach(() => {
    const analytics = { endpoint: TEST_ANALYTICS_ENDPOINT, domain: 'docs.example.org' };
    document.head.insertAdjacentHTML('beforeend', settingsElement({ ...UNCONFIGURED, analytics }));
  });

  it('reports the first page, then a page view for each change of path, query and hash, with the new title', async () => {
    await render('Introduction | FusionDR');
    await settle();
    await navigate('/FusionDR/docs/settings/users/', 'Users | FusionDR');
    await settle();
    await navigate('/FusionDR/docs/settings/users/?tab=roles', 'Users | FusionDR');
    await settle();
    await act(async () => {
      window.location.hash = '#permissions';
    });
    await settle();
    // A jump to a heading through an in-page link, as the table of contents renders it.
    const toHeading = document.createElement('a');
    toHeading.href = '#audit';
    document.body.append(toHeading);
    const jumped = new Promise((done) => window.addEventListener('hashchange', done, { once: true }));
    await act(async () => {
      toHeading.click();
      await jumped;
    });
    toHeading.remove();
    await settle();

    const origin = window.location.origin;
    expect(analytics.state.received).toEqual([
      { name: 'pageview', domain: 'docs.example.org', referrer: null, url: `${origin}/FusionDR/docs/`, props: { title: 'Introduction | FusionDR' } },
      { name: 'pageview', domain: 'docs.example.org', referrer: null, url: `${origin}/FusionDR/docs/settings/users/`, props: { title: 'Users | FusionDR' } },
      { name: 'pageview', domain: 'docs.example.org', referrer: null, url: `${origin}/FusionDR/docs/settings/users/?tab=roles`, props: { title: 'Users | FusionDR' } },
      { name: 'pageview', domain: 'docs.example.org', referrer: null, url: `${origin}/FusionDR/docs/settings/users/?tab=roles#permissions`, props: { title: 'Users | FusionDR' } },
      { name: 'pageview', domain: 'docs.example.org', referrer: null, url: `${origin}/FusionDR/docs/settings/users/?tab=roles#audit`, props: { title: 'Users | FusionDR' } },
    ]);
  });

  it('waits for the new title when it comes a moment after the address, as Next sets it', async () => {
    await render('Introduction | FusionDR');
    await settle();
    await act(async () => {
      window.history.pushState(null, '', '/FusionDR/docs/watermark/');
      router.pathname = '/docs/watermark/';
    });
    await render('');
    await act(() => new Promise((done) => setTimeout(done, 20)));
    await render('Watermark | FusionDR');
    await settle();
    expect(analytics.state.received.map((e) => [e.url.replace(window.location.origin, ''), e.props.title])).toEqual([
      ['/FusionDR/docs/', 'Introduction | FusionDR'],
      ['/FusionDR/docs/watermark/', 'Watermark | FusionDR'],
    ]);
  });

  it('sends nothing on a re-render or a history update that keeps the address', async () => {
    await render('Introduction | FusionDR');
    await settle();
    await render('Introduction | FusionDR');
    await render('Introduction (edited) | FusionDR');
    await act(async () => window.history.replaceState({ some: 'router state' }, '', window.location.href));
    await settle();
    expect(analytics.state.received).toHaveLength(1);
  });

  it('ignores a failing analytics service: a 500 or no answer changes nothing for the page', async () => {
    const errors = vi.spyOn(console, 'error');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    analytics.state.answer = 'server-error';
    await render('Introduction | FusionDR');
    await settle();
    analytics.state.answer = 'network-error';
    await navigate('/FusionDR/docs/watermark/', 'Watermark | FusionDR');
    await settle();
    analytics.state.answer = 'accepted';
    await navigate('/FusionDR/docs/notifications/', 'Notifications | FusionDR');
    await settle();
    process.off('unhandledRejection', unhandled);

    expect(analytics.state.received.map((e) => e.props.title)).toEqual(['Introduction | FusionDR', 'Watermark | FusionDR', 'Notifications | FusionDR']);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
    errors.mockRestore();
  });
});

describe('without analytics configured', () => {
  it('sends nothing and loads no script', async () => {
    expect(document.getElementById(SETTINGS_ELEMENT_ID)).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await render('Introduction | FusionDR');
    await navigate('/FusionDR/docs/watermark/', 'Watermark | FusionDR');
    await act(async () => {
      window.location.hash = '#top';
    });
    await settle();
    expect(analytics.state.received).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    fetchSpy.mockRestore();
  });
});
