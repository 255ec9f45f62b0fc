// @vitest-environment jsdom
import { act, use } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../../tests/support/react-root';
import { routeProgress } from '@/config/behaviours';
import { SiteBehaviours } from './SiteBehaviours';

/** The router's view of the address; its search parameters are held back until `ready` resolves. */
const router = vi.hoisted(() => {
  let resolve = () => {};
  const state = { pathname: '/docs/', search: '', ready: Promise.resolve(), resolve: () => resolve() };
  state.ready = new Promise<void>((done) => (resolve = done));
  return state;
});
const pushed: string[] = [];
vi.mock('next/navigation', async () => {
  const { useMemo } = await import('react');
  return {
    useRouter: () => ({ push: (path: string) => pushed.push(path), prefetch: () => undefined }),
    usePathname: () => router.pathname,
    useSearchParams: () => {
      use(router.ready);
      return useMemo(() => new URLSearchParams(router.search), []);
    },
  };
});

let root: Root;
let container: HTMLElement;
let unmount: () => Promise<void>;
const bar = () => document.getElementById('nprogress');
const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

beforeEach(() => {
  window.history.replaceState(null, '', '/FusionDR/docs/');
  ({ root, container, unmount } = mountRoot());
});
afterEach(async () => {
  await unmount();
  bar()?.remove();
});

describe('the route-change progress bar', () => {
  it('shows for a link followed before the search parameters are rendered, and finishes when the new page shows', async () => {
    // The Suspense boundary around the parts that read the search parameters has not committed yet.
    await act(async () => root.render(<SiteBehaviours />));
    const link = document.createElement('a');
    link.href = '/FusionDR/docs/settings/users/';
    link.textContent = 'Users';
    container.append(link);
    await act(async () => link.click());
    expect(pushed).toEqual(['/docs/settings/users/']);

    // The new page is slow to come: the bar shows after its delay.
    await wait(routeProgress.delayMs + 200);
    expect(bar()).not.toBeNull();

    // The boundary commits while the page is still on its way: the bar keeps going.
    await act(async () => router.resolve());
    await wait(50);
    expect(bar()).not.toBeNull();

    // The new page shows.
    await act(async () => {
      window.history.pushState(null, '', '/FusionDR/docs/settings/users/');
      router.pathname = '/docs/settings/users/';
      root.render(<SiteBehaviours />);
    });
    await wait(routeProgress.speedMs * 2 + 500);
    expect(bar()).toBeNull();
  });

  it('shows on back and forward when the page is slow to come, and finishes when it shows', async () => {
    await act(async () => router.resolve());
    await act(async () => root.render(<SiteBehaviours />));
    window.history.pushState(null, '', '/FusionDR/docs/watermark/');
    await act(async () => {
      router.pathname = '/docs/watermark/';
      root.render(<SiteBehaviours />);
    });
    // Back: the address changes at once, the page it names comes later.
    await act(async () => {
      window.history.replaceState(null, '', '/FusionDR/docs/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await wait(routeProgress.delayMs + 200);
    expect(bar()).not.toBeNull();
    await act(async () => {
      router.pathname = '/docs/';
      root.render(<SiteBehaviours />);
    });
    await wait(routeProgress.speedMs * 2 + 500);
    expect(bar()).toBeNull();
  });
});
