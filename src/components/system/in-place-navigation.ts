import { withBasePath } from '@/config/site';
import { isRouteChange } from '@/lib/navigation/link-intent';

let push: ((path: string) => void) | null = null;
let started: ((url: string) => void) | null = null;

/** Given by the LinkRouter island once hydrated: Next's router. */
export function setInPlaceNavigation(next: ((path: string) => void) | null): void {
  push = next;
}

/** Told of each in-place navigation to another page (the progress bar, RouteProgress). */
export function onNavigationStart(listener: ((url: string) => void) | null): void {
  started = listener;
}

/**
 * The one way the site navigates in place (site links, the search modal): goes to a site path (without the
 * base path) through the router, or with a page load while the router is not there.
 */
export function navigateInPlace(path: string): void {
  if (!push) return window.location.assign(withBasePath(path));
  const url = new URL(withBasePath(path), window.location.href).href;
  if (isRouteChange(window.location.href, url)) started?.(url);
  push(path);
}
