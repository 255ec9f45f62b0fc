/**
 * The Content-Security-Policy the export ships (see README, "Security headers and CSP"). The build
 * adds, per page, the sha256 hash of each inline <script> of that page to script-src.
 */
import { analyticsConfig } from './analytics';
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
 * service (with its fallback hosts and Ask AI), each when configured at build time.
 */
export function cspConnectSources(env: Record<string, string | undefined> = process.env): string[] {
  const analytics = analyticsConfig(env);
  return [...(analytics ? [new URL(analytics.endpoint).origin] : []), ...searchConnectSources()];
}

/**
 * Extra sources for the pages under a path (relative to the base path, e.g. '/admin/'), for a part
 * of the site that needs more than the rest.
 */
export const cspPathDirectives: { prefix: string; directives: CspDirectives }[] = [];

/**
 * The site's own inline scripts carry this attribute, with a mark the build makes up anew each time
 * (in this environment variable while Next renders the pages): the CSP step hashes those, checks the
 * rest against the framework's known shapes, and removes the attribute.
 */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';
export const SITE_SCRIPT_MARK_ENV = 'SITE_SCRIPT_MARK';
