/**
 * Page views for a Plausible-compatible events API: one when the address's path, query or hash
 * changes, none for a render that changes nothing. Framework-free; the Analytics component feeds it.
 */
export interface PageView {
  url: string;
  title: string;
  referrer: string | null;
}

/** The body of a Plausible-compatible `POST /api/event`. */
export interface PageViewEvent {
  name: 'pageview';
  url: string;
  domain: string;
  referrer: string | null;
  props: { title: string };
}

export function pageViewEvent(view: PageView, domain: string): PageViewEvent {
  return { name: 'pageview', url: view.url, domain, referrer: view.referrer, props: { title: view.title } };
}

type Fetch = (input: string, init: RequestInit) => Promise<unknown>;

/**
 * Sends one event; never throws and never rejects: a failing analytics service must not affect the
 * page. `keepalive` lets the request finish when the visitor leaves the page.
 */
export function sendPageView(endpoint: string, event: PageViewEvent, fetchImpl: Fetch = fetch): Promise<void> {
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

export interface PageViewTracker {
  /** Reports a page view if the address changed since the last one. */
  check(): void;
}

/** Remembers the last reported address; `check` reports only when path, query or hash differ. */
export function createPageViewTracker(read: () => PageView, report: (view: PageView) => void): PageViewTracker {
  let last: string | null = null;
  return {
    check() {
      const view = read();
      if (view.url === last) return;
      last = view.url;
      report(view);
    },
  };
}
