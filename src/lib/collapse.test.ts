import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapse';

describe('collapse animation duration', () => {
  it('grows with the height of the section', () => {
    expect(collapseDuration(36, false)).toBe(192);
    expect(collapseDuration(360, false)).toBe(327);
    expect(collapseDuration(1000, false)).toBeGreaterThan(collapseDuration(360, false));
  });

  it('is 1 ms when the visitor prefers reduced motion', () => {
    expect(collapseDuration(360, true)).toBe(1);
  });
});
