import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, pageViewEvent, type PageView } from './page-views';
import { sendEvent } from './send-event';

describe('the page-view tracker', () => {
  it('reports the first address, then each change of path, query or hash, and nothing else', () => {
    let view: PageView = { url: 'https://d.example/FusionDR/docs/', title: 'Intro', referrer: null };
    const report = vi.fn();
    const tracker = createPageViewTracker(() => view, report);
    tracker.check();
    tracker.check();
    view = { ...view, url: 'https://d.example/FusionDR/docs/users/', title: 'Users' };
    tracker.check();
    view = { ...view, url: 'https://d.example/FusionDR/docs/users/?tab=2' };
    tracker.check();
    view = { ...view, url: 'https://d.example/FusionDR/docs/users/?tab=2#roles' };
    tracker.check();
    tracker.check();
    expect(report.mock.calls.map(([v]) => v.url)).toEqual([
      'https://d.example/FusionDR/docs/',
      'https://d.example/FusionDR/docs/users/',
      'https://d.example/FusionDR/docs/users/?tab=2',
      'https://d.example/FusionDR/docs/users/?tab=2#roles',
    ]);
  });
});

describe('sending a page view', () => {
  const event = pageViewEvent({ url: 'https://d.example/FusionDR/', title: 'Home', referrer: null }, 'd.example');

  it('posts the Plausible event as text/plain with keepalive', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    await sendEvent('https://plausible.example/api/event', event, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://plausible.example/api/event', expect.objectContaining({ method: 'POST', keepalive: true }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ name: 'pageview', url: 'https://d.example/FusionDR/', domain: 'd.example', referrer: null, props: { title: 'Home' } });
  });

  it('swallows a network failure and a fetch that throws', async () => {
    await expect(sendEvent('https://x/api/event', event, () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeUndefined();
    await expect(
      sendEvent('https://x/api/event', event, () => {
        throw new TypeError('blocked');
      }),
    ).resolves.toBeUndefined();
  });
});
