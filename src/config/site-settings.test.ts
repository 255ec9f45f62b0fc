import { describe, expect, it } from 'vitest';
import { connectSrcFor } from './csp';
import { settingsFromEnv } from './site-settings';

describe('the settings a deployment gets from its environment', () => {
  it('configures nothing but the offline manual by default', () => {
    expect(settingsFromEnv({})).toEqual({ analytics: null, search: null, searchQa: false, offlineManual: true });
    expect(connectSrcFor(settingsFromEnv({}))).toEqual(["'self'"]);
  });

  it('takes analytics, the hosted search with its assistant, QA mode and the offline manual from the variables', () => {
    const settings = settingsFromEnv({
      SITE_URL: 'https://docs.example.org',
      ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
      NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APP1',
      NEXT_PUBLIC_DOCSEARCH_API_KEY: 'key',
      NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'fusiondr',
      NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID: 'agent',
      NEXT_PUBLIC_SEARCH_QA: '1',
      OFFLINE_MANUAL: 'off',
    });
    expect(settings).toEqual({
      analytics: { endpoint: 'https://plausible.io/api/event', domain: 'docs.example.org' },
      search: { appId: 'APP1', apiKey: 'key', indexName: 'fusiondr', agentId: 'agent' },
      searchQa: true,
      offlineManual: false,
    });
    expect(connectSrcFor(settings)).toEqual([
      "'self'",
      'https://plausible.io',
      'https://app1-dsn.algolia.net',
      'https://app1-1.algolianet.com',
      'https://app1-2.algolianet.com',
      'https://app1-3.algolianet.com',
      'https://app1.algolia.net',
    ]);
  });

  it('uses the hosted search only with an app id, a key and an index', () => {
    expect(settingsFromEnv({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APP1', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'key' }).search).toBeNull();
  });
});
