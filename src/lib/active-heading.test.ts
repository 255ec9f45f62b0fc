import { describe, expect, it } from 'vitest';
import { activeHeadingIndex } from './active-heading';

describe('the heading in view', () => {
  it('is the last heading scrolled above the line', () => {
    expect(activeHeadingIndex([-400, -20, 90, 600], 100)).toBe(2);
  });
  it('is the first heading before any reaches the line', () => {
    expect(activeHeadingIndex([300, 900], 100)).toBe(0);
  });
  it('is none without headings', () => {
    expect(activeHeadingIndex([], 100)).toBe(-1);
  });
});
