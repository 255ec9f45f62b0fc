import { describe, expect, it } from 'vitest';
import { droppedTooMany, withPartialRule } from './partial-rule';
import type { SearchResult } from './types';

const answer = (queryAfterRemoval?: string): SearchResult => ({
  hits: [{ objectID: 'a', url: '/a', type: 'lvl1', hierarchy: { lvl0: 'A', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: null }],
  nbHits: 1,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  query: 'q',
  ...(queryAfterRemoval === undefined ? {} : { queryAfterRemoval }),
});

describe('the partial fall-back of the hosted service', () => {
  it('keeps an answer that kept more than half of the words', () => {
    expect(droppedTooMany(answer('worklist server <em>zebra</em>'))).toBe(false);
    expect(droppedTooMany(answer())).toBe(false);
    expect(withPartialRule(answer('worklist server <em>zebra</em>')).nbHits).toBe(1);
  });

  it('turns an answer that removed half of the words or more into no results', () => {
    expect(droppedTooMany(answer('worklist <em>zebra</em>'))).toBe(true);
    expect(droppedTooMany(answer('<em>vaccination</em> schedule <em>for</em> <em>puppies</em>'))).toBe(true);
    expect(withPartialRule(answer('<em>pizza</em> delivery')).hits).toEqual([]);
    expect(withPartialRule(answer('<em>pizza</em> delivery')).nbHits).toBe(0);
  });
});
