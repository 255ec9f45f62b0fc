import { describe, expect, it } from 'vitest';
import { buildsInCaches, offlineCacheNames } from './cache-names';

describe('the worker’s caches', () => {
  it('are named per build', () => {
    expect(offlineCacheNames('abc123')).toEqual({ pages: 'fusiondr-pages-abc123', assets: 'fusiondr-assets-abc123' });
  });

  it('tell which builds the browser holds, ignoring other caches', () => {
    expect(buildsInCaches(['fusiondr-pages-aaa', 'fusiondr-assets-aaa', 'fusiondr-pages-bbb', 'workbox-precache-v2', 'other'])).toEqual(['aaa', 'bbb']);
  });
});
