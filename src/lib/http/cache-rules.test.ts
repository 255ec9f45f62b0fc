import { describe, expect, it } from 'vitest';
import { cacheControl, cacheControlFor } from '../../config/http-headers';
import { cacheRules } from './cache-rules';

const files = [
  'index.html',
  'docs/users/index.html',
  'docs/users/index.txt',
  'nav/sidebar.8e29053c2f95.json',
  'search-index/meta.json',
  'search-index/850a2636534c.terms.json',
  'search-index/850a2636534c.s0.json',
  'search-index/850a2636534c.s12.json',
  'search-index/850a2636534c.d7.json',
  '_next/static/chunks/c.js',
];

describe('caching rules for the hosts', () => {
  it('keeps the sidebar tree and the search pieces named by their hash for good, and revalidates meta.json and the offline worker', () => {
    expect(cacheRules(files)).toEqual([
      ['/nav/sidebar.8e29053c2f95.json', cacheControl.hashedAsset],
      ['/search-index/850a2636534c.*', cacheControl.hashedAsset],
      ['/search-index/meta.json', cacheControl.revalidate],
      ['/sw.js', cacheControl.revalidate],
      ['/sw-build.js', cacheControl.revalidate],
      ['/offline-manual.json', cacheControl.revalidate],
    ]);
  });

  it('never gives a rule that also matches meta.json, whose name does not change between builds', () => {
    const keptForGood = cacheRules(files).filter(([, value]) => value === cacheControl.hashedAsset);
    const asRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.*')}$`);
    expect(keptForGood.some(([pattern]) => asRegExp(pattern).test('/search-index/meta.json'))).toBe(false);
  });

  it('keeps nothing for good whose name carries no hash', () => {
    const rules = cacheRules(['search-index/terms.json', 'nav/sidebar.json', 'search-index/850a2636534c.x.json']);
    expect(rules.filter(([, value]) => value === cacheControl.hashedAsset)).toEqual([]);
  });
});

describe('caching by npm start', () => {
  it.each([
    ['/_next/static/chunks/c.js', cacheControl.hashedAsset],
    ['/nav/sidebar.8e29053c2f95.json', cacheControl.hashedAsset],
    ['/search-index/850a2636534c.d7.json', cacheControl.hashedAsset],
    ['/search-index/850a2636534c.terms.json', cacheControl.hashedAsset],
    ['/search-index/meta.json', cacheControl.revalidate],
    ['/docs/users/index.html', cacheControl.revalidate],
    ['/docs/users/index.txt', cacheControl.revalidate],
    ['/img/docs/a.svg', cacheControl.image],
  ])('%s: %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
