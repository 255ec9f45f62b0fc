import { withBasePath } from '@/config/site';

let push: ((path: string) => void) | null = null;

/** Given by the LinkRouter island once hydrated: Next's router, for code outside React (the search modal). */
export function setInPlaceNavigation(next: ((path: string) => void) | null): void {
  push = next;
}

/** Goes to a site path (without the base path) in place, or with a page load while the router is not there. */
export function navigateInPlace(path: string): void {
  if (push) push(path);
  else window.location.assign(withBasePath(path));
}
