/**
 * The deployment's settings, from the environment (validated by src/config/env.ts): what the configure
 * step (scripts/configure.ts) writes into a finished export. Build and command code only.
 */
import type { SiteSettings } from '../lib/settings/site-settings';
import { analyticsConfig } from './analytics';
import { readEnv, type EnvSource } from './env';

export function settingsFromEnv(source?: EnvSource): SiteSettings {
  const env = readEnv(source);
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID;
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY;
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME;
  const agentId = env.NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID;
  return {
    analytics: analyticsConfig(source),
    search: appId && apiKey && indexName ? { appId, apiKey, indexName, ...(agentId ? { agentId } : {}) } : null,
    searchQa: env.NEXT_PUBLIC_SEARCH_QA === '1',
    offlineManual: env.OFFLINE_MANUAL === 'on',
  };
}
