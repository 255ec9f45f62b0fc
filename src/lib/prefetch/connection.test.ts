import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './connection';

describe('the link prefetch policy', () => {
  it('skips prefetching on slow-2g and 2g', () => {
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
  });

  it('skips prefetching with data saver on, whatever the speed', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('prefetches on 3g and 4g, and where the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });
});
