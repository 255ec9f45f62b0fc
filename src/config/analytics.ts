/**
 * Page-view analytics, configured at build time by environment variables (see README, "Analytics").
 * With nothing configured the site sends nothing and loads no third-party script.
 *   ANALYTICS_ENDPOINT  a Plausible-compatible events API, e.g. https://plausible.io/api/event
 *   ANALYTICS_DOMAIN    the site's name in that service (default: the host of SITE_URL)
 */
export interface AnalyticsConfig {
  endpoint: string;
  domain: string;
}

export class AnalyticsConfigError extends Error {}

export function analyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim();
  if (!endpoint) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AnalyticsConfigError(`ANALYTICS_ENDPOINT must be an absolute http(s) URL such as https://plausible.io/api/event; found "${endpoint}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AnalyticsConfigError(`ANALYTICS_ENDPOINT must use http or https; found "${endpoint}".`);
  }
  const domain = env.ANALYTICS_DOMAIN?.trim() || new URL(env.SITE_URL ?? 'http://localhost:3000').hostname;
  return { endpoint: url.href, domain };
}
