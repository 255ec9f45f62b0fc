import { describe, expect, it } from 'vitest';
import { listFromText, textOfList } from './text-list';

describe('a list field typed on one line', () => {
  it('saves the values typed between commas, trimmed, without empty ones', () => {
    expect(listFromText('settings/oldName, settings/older ,,')).toEqual(['settings/oldName', 'settings/older']);
  });

  it('saves nothing for a field left empty, so the field leaves the file', () => {
    expect(listFromText(' , ')).toBeUndefined();
  });

  it('shows a saved list, as a plain array or as the list Decap loads, separated by commas', () => {
    expect(textOfList(['a/b', 'c'])).toBe('a/b, c');
    expect(textOfList({ toArray: () => ['a/b', 'c'] })).toBe('a/b, c');
    expect(textOfList(undefined)).toBe('');
  });
});
