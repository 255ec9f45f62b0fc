import { describe, expect, it } from 'vitest';
import { pathMatcher, routePatterns, workerOptions } from './worker-config';

const options = workerOptions({ swDest: 'out/sw.js', build: 'abc', buildScript: 'sw-build.js' });
const routes = options.runtimeCaching ?? [];

/** The route that answers an address, as the worker picks it: the first whose matcher says yes. */
function routeFor(address: string, origin = 'http://localhost:3000', among = routes) {
  const url = new URL(address, origin);
  const sameOrigin = url.origin === 'http://localhost:3000';
  return among.find((route) => (route.urlPattern as (o: { url: URL; sameOrigin: boolean }) => boolean)({ url, sameOrigin }));
}

describe('the service worker', () => {
  it('never caches the CMS or the crash test page', () => {
    expect(routeFor('/FusionDR/admin/')?.handler).toBe('NetworkOnly');
    expect(routeFor('/FusionDR/admin/config.json')?.handler).toBe('NetworkOnly');
    expect(routeFor('/FusionDR/test-crash/')?.handler).toBe('NetworkOnly');
  });

  it('keeps hashed assets cache first and pages network first, in caches named for the build', () => {
    expect(routeFor('/FusionDR/_next/static/chunks/a.js')).toMatchObject({ handler: 'CacheFirst', options: { cacheName: 'fusiondr-assets-abc' } });
    expect(routeFor('/FusionDR/vendor/docsearch-0123456789ab.js')).toMatchObject({ handler: 'CacheFirst', options: { cacheName: 'fusiondr-assets-abc' } });
    expect(routeFor('/FusionDR/docs/settings/users/')).toMatchObject({ handler: 'NetworkFirst', options: { cacheName: 'fusiondr-pages-abc' } });
    expect(routeFor('/FusionDR/search-index/meta.json')?.handler).toBe('NetworkFirst');
  });

  it('leaves other sites and addresses outside the base path alone', () => {
    expect(routeFor('https://analytics.test/FusionDR/api/event', 'https://analytics.test')).toBeUndefined();
    expect(routeFor('/elsewhere/')).toBeUndefined();
  });

  it('follows the base path of the export it is written for (BASE_PATH=/docs, or the root of the host)', () => {
    const underDocs = workerOptions({ swDest: 'out/sw.js', build: 'abc', buildScript: 'sw-build.js', basePath: '/docs' }).runtimeCaching ?? [];
    expect(routeFor('/docs/_next/static/chunks/a.js', undefined, underDocs)?.handler).toBe('CacheFirst');
    expect(routeFor('/docs/docs/settings/users/', undefined, underDocs)?.handler).toBe('NetworkFirst');
    expect(routeFor('/docs/admin/', undefined, underDocs)?.handler).toBe('NetworkOnly');
    expect(routeFor('/FusionDR/docs/settings/users/', undefined, underDocs)).toBeUndefined();
    const atRoot = workerOptions({ swDest: 'out/sw.js', build: 'abc', buildScript: 'sw-build.js', basePath: '' }).runtimeCaching ?? [];
    expect(routeFor('/_next/static/chunks/a.js', undefined, atRoot)?.handler).toBe('CacheFirst');
    expect(routeFor('/docs/settings/users/', undefined, atRoot)?.handler).toBe('NetworkFirst');
    expect(routeFor('/admin/config.json', undefined, atRoot)?.handler).toBe('NetworkOnly');
  });

  it('downloads nothing when installed, waits for the reader to reload, and claims the first page', () => {
    expect(options.globPatterns).toEqual([]);
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
    expect(options.importScripts).toEqual(['sw-build.js']);
  });

  it('writes each matcher with its pattern inside, as workbox serialises it', () => {
    const source = pathMatcher(routePatterns.assets).toString();
    expect(source).toContain(routePatterns.assets.toString());
  });
});
