/**
 * The Content-Security-Policy the export ships (see README, "Security headers and CSP"). The build
 * adds, per page, the sha256 hash of each inline <script> of that page to script-src; the configure
 * step sets connect-src from the deployment's settings.
 */
import type { SiteSettings } from '../lib/settings/site-settings';
import type { EnvName } from './env';
import { searchConnectSources } from './search';

export type CspDirectives = Record<string, string[]>;

export const cspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  // Scripts only from the site itself; inline scripts only by hash (added per page); never eval.
  'script-src': ["'self'"],
  // React's style attributes and CSS-in-JS of lazily loaded parts need inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Directives a browser ignores (with a console warning) when the policy comes in a <meta> tag. */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * Origins the browser may call besides the site itself: the analytics endpoint and the hosted search
 * service (with its fallback hosts and Ask AI), each when configured.
 */
export function cspConnectSources(settings: SiteSettings): string[] {
  const { analytics, search } = settings;
  return [...(analytics ? [new URL(analytics.endpoint).origin] : []), ...searchConnectSources(search)];
}

/** connect-src of a page of an export with these settings: the site itself, then the configured origins. */
export function connectSrcFor(settings: SiteSettings): string[] {
  return [...cspDirectives['connect-src'], ...cspConnectSources(settings)];
}

/**
 * The site's own inline scripts carry this attribute, with a mark the build makes up anew each time
 * (in this environment variable while Next renders the pages): the CSP step hashes those, checks the
 * rest against the framework's known shapes, and removes the attribute.
 */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';
export const SITE_SCRIPT_MARK_ENV = 'SITE_SCRIPT_MARK' satisfies EnvName;
