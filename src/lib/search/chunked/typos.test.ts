import { describe, expect, it } from 'vitest';
import { boundedDistance, prefixDistance, typosAllowed } from './typos';

describe('typo distance', () => {
  it('counts a missing, extra or wrong letter, and two swapped letters, as one typo each', () => {
    expect(boundedDistance('worklist', 'worklst', 2)).toBe(1);
    expect(boundedDistance('calibr', 'callibr', 2)).toBe(1);
    expect(boundedDistance('detector', 'detactor', 2)).toBe(1);
    expect(boundedDistance('detector', 'detcetor', 2)).toBe(1);
    expect(boundedDistance('same', 'same', 1)).toBe(0);
  });

  it('gives up past the allowed number', () => {
    expect(boundedDistance('backup', 'restore', 2)).toBe(Infinity);
    expect(boundedDistance('abc', 'abcdef', 2)).toBe(Infinity);
  });

  it('allows no typo in short words, one from four letters, two from eight', () => {
    expect([typosAllowed('dog'), typosAllowed('dogs'), typosAllowed('calibration')]).toEqual([0, 1, 2]);
  });
});

describe('typo distance to the beginning of a word', () => {
  it('matches a typed word whose beginning is within the typos of a stem, past a short ending', () => {
    expect(prefixDistance('calibr', 'calbration', 2)).toBe(1);
    expect(prefixDistance('worklist', 'wrklists', 2)).toBe(1);
    expect(prefixDistance('calibr', 'calibration', 2)).toBe(0);
  });

  it('does not let a long tail or too many typos through', () => {
    expect(prefixDistance('cat', 'catastrophically', 1)).toBe(Infinity);
    expect(prefixDistance('backup', 'bakcpu', 1)).toBe(Infinity);
  });
});
