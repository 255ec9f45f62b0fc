/**
 * Page-view analytics, configured by ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN when the export is built or
 * configured (see src/config/env.ts and the README, "Analytics"). With nothing configured the site sends
 * nothing and loads no third-party script.
 */
import type { AnalyticsSettings } from '../lib/settings/site-settings';
import { readEnv, type EnvSource } from './env';

export type AnalyticsConfig = AnalyticsSettings;

export function analyticsConfig(source?: EnvSource): AnalyticsConfig | null {
  const env = readEnv(source);
  if (!env.ANALYTICS_ENDPOINT) return null;
  return { endpoint: new URL(env.ANALYTICS_ENDPOINT).href, domain: env.ANALYTICS_DOMAIN || new URL(env.SITE_URL).hostname };
}
