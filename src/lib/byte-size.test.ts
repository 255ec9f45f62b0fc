import { describe, expect, it } from 'vitest';
import { megabytes } from './byte-size';

describe('sizes in the commands\' reports', () => {
  it('are megabytes with one decimal', () => {
    expect(megabytes(277_138_227)).toBe('264.3 MB');
    expect(megabytes(0)).toBe('0.0 MB');
  });
});
