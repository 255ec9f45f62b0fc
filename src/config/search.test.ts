import { describe, expect, it } from 'vitest';
import { searchConnectSources } from './search';

describe('search origins for the Content-Security-Policy', () => {
  it('needs no other origin with the built-in index', () => {
    expect(searchConnectSources(null)).toEqual([]);
  });

  it('lists the hosted service’s hosts, and the assistant’s when one is configured', () => {
    expect(searchConnectSources({ appId: 'ABC123', apiKey: 'k', indexName: 'i' })).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
    expect(searchConnectSources({ appId: 'ABC123', apiKey: 'k', indexName: 'i', agentId: 'a' })).toContain('https://abc123.algolia.net');
  });
});
