/**
 * Page-view analytics, configured at build time by ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN (see
 * src/config/env.ts and the README, "Analytics"). With nothing configured the site sends nothing and
 * loads no third-party script.
 */
import { readEnv, type EnvSource } from './env';

export interface AnalyticsConfig {
  endpoint: string;
  domain: string;
}

export function analyticsConfig(source?: EnvSource): AnalyticsConfig | null {
  const env = readEnv(source);
  if (!env.ANALYTICS_ENDPOINT) return null;
  return { endpoint: new URL(env.ANALYTICS_ENDPOINT).href, domain: env.ANALYTICS_DOMAIN || new URL(env.SITE_URL).hostname };
}
