import { describe, expect, it } from 'vitest';
import { memoByText } from './memo';

describe('memoByText', () => {
  it('computes once per key and again for a new key', () => {
    let calls = 0;
    const length = memoByText((text: string) => (calls++, text.length), (text) => text);
    expect([length('abc'), length('abc'), length('abcd')]).toEqual([3, 3, 4]);
    expect(calls).toBe(2);
  });

  it('forgets the oldest result beyond its limit', () => {
    let calls = 0;
    const upper = memoByText((text: string) => (calls++, text.toUpperCase()), (text) => text, 2);
    upper('a');
    upper('b');
    upper('c');
    upper('a');
    expect(calls).toBe(4);
  });
});
