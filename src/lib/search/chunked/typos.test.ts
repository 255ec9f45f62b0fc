import { describe, expect, it } from 'vitest';
import { boundedDistance, prefixDistance, sameStart, typoDistance, typosAllowed } from './typos';

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

  it('allows no typo below six letters, one from six, two from nine', () => {
    expect([typosAllowed('cake'), typosAllowed('bakup'), typosAllowed('backup'), typosAllowed('detector'), typosAllowed('calibration')]).toEqual([0, 0, 1, 1, 2]);
  });

  it('keeps the first letter, or the first two swapped', () => {
    expect(sameStart('wrklist', 'worklist')).toBe(true);
    expect(sameStart('owrklist', 'worklist')).toBe(true);
    expect(sameStart('zzqxjvvk', 'zip')).toBe(true);
    expect(sameStart('orklist', 'worklist')).toBe(false);
  });
});

describe('typo distance to the beginning of a word', () => {
  it('matches a typed word whose beginning is within the typos of a stem, past an ending the stemmer removes', () => {
    expect(prefixDistance('calibr', 'calbration', 2)).toBe(1);
    expect(prefixDistance('worklist', 'wrklists', 2)).toBe(1);
    expect(prefixDistance('calibr', 'calibration', 2)).toBe(0);
  });

  it('does not read a word as a short stem followed by letters that are no ending', () => {
    expect(prefixDistance('cat', 'catastrophically', 1)).toBe(Infinity);
    expect(prefixDistance('backup', 'bakcpu', 1)).toBe(Infinity);
    expect(prefixDistance('foot', 'football', 1)).toBe(Infinity);
    expect(prefixDistance('add', 'asdfgh', 1)).toBe(Infinity);
  });
});

describe('which index word a typed word may stand for', () => {
  it('corrects a long word into a word of the manual', () => {
    expect(typoDistance('wrklists', 'wrklist', 'worklist')).toBe(1);
    expect(typoDistance('calbration', 'calbrat', 'calibr')).toBe(1);
    expect(typoDistance('detcetor', 'detcetor', 'detector')).toBe(1);
  });

  it('never turns a word into an unrelated short word, nor a short word into another', () => {
    expect(typoDistance('rabies', 'rabi', 'rai')).toBe(Infinity);
    expect(typoDistance('suture', 'sutur', 'satur')).toBe(Infinity);
    expect(typoDistance('zzqxjvvk', 'zzqxjvvk', 'zip')).toBe(Infinity);
    expect(typoDistance('cake', 'cake', 'case')).toBe(Infinity);
  });
});
