/**
 * Which clicks the client router takes over (a plain click on a link to another page of this site), and
 * which changes of location go to another page.
 */
export interface LinkClick {
  /** The anchor's resolved href (absolute URL). */
  href: string;
  /** The anchor's target attribute, if any. */
  target?: string | null;
  download?: boolean;
  button: number;
  modifierKey: boolean;
}

/** The link's and the page's URLs when a click follows the link in this tab (a plain primary click), else null. */
function followedInTab(click: LinkClick, current: string): { to: URL; from: URL } | null {
  if (click.button !== 0 || click.modifierKey || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  try {
    return { to: new URL(click.href, current), from: new URL(current) };
  } catch {
    return null;
  }
}

/** Whether a change of location goes to another page rather than another #hash of this one. */
export function isRouteChange(from: string, to: string): boolean {
  const a = new URL(from);
  const b = new URL(to);
  return a.pathname !== b.pathname || a.search !== b.search;
}

/**
 * The in-site path the client router should take over for a click (or, with a primary click, for an
 * intent to click), without the base path: '/docs/settings/users/#fields'. Null when the browser should
 * follow the link itself: another site, a new tab or a download, a file rather than a page (pages end
 * with '/'), or a jump to a heading of the page already shown.
 */
export function routerPath(click: LinkClick, current: string, basePath: string): string | null {
  const urls = followedInTab(click, current);
  if (!urls) return null;
  const { to, from } = urls;
  if (to.origin !== from.origin || !to.pathname.startsWith(`${basePath}/`) || !to.pathname.endsWith('/')) return null;
  if (to.hash && to.pathname === from.pathname && to.search === from.search) return null;
  return `${to.pathname.slice(basePath.length)}${to.search}${to.hash}`;
}
