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
