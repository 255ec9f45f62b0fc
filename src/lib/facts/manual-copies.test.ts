import { describe, expect, it } from 'vitest';
import { copyOf, manualCopies } from './manual-copies';

const screens = [{ doc: 'settings/workflow' }, { doc: 'loginScreen' }];
const manual = ['', 'loginScreen', 'settings/workflow', 'settings/users'];

describe('copies of the whole manual', () => {
  it('finds a top-level folder that repeats the manual’s paths and holds every screen’s page', () => {
    const copy = ['v1', 'v1/loginScreen', 'v1/settings/workflow'];
    expect(manualCopies([...manual, ...copy], { screens })).toEqual(['v1/']);
    expect(copyOf('v1/settings/workflow', ['v1/'])).toBe('v1/');
    expect(copyOf('v1', ['v1/'])).toBe('v1/');
    expect(copyOf('settings/workflow', ['v1/'])).toBe('');
  });

  it('does not count a folder with a doc of its own, or without a screen’s page, or the manual’s own folders', () => {
    expect(manualCopies([...manual, 'v1/loginScreen', 'v1/settings/workflow', 'v1/notes'], { screens })).toEqual([]);
    expect(manualCopies([...manual, 'v1/loginScreen'], { screens })).toEqual([]);
    expect(manualCopies(manual, { screens })).toEqual([]);
  });
});
