/** The one way the site reports to the analytics service: page views and the answers about pages alike. */
type Fetch = (input: string, init: RequestInit) => Promise<unknown>;

/**
 * Sends one event (a page view, a page's feedback); never throws and never rejects: a failing analytics
 * service must not affect the page. `keepalive` lets the request finish when the visitor leaves the page.
 */
export function sendEvent(endpoint: string, event: { name: string; url: string; domain: string }, fetchImpl: Fetch = fetch): Promise<void> {
  try {
    return fetchImpl(endpoint, {
      method: 'POST',
      // text/plain keeps it a simple request: no CORS preflight to the analytics service.
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: 'omit',
    }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
