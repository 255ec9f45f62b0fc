import { describe, expect, it } from 'vitest';
import { stemOf, termsOf } from './analyze';

describe('how search reads text', () => {
  it('brings English word forms to one stem', () => {
    expect(new Set(['calibration', 'calibrating', 'calibrated'].map(stemOf)).size).toBe(1);
    expect(stemOf('radiographs')).toBe(stemOf('radiograph'));
    expect(stemOf('patients')).toBe(stemOf('patient'));
  });

  it('drops the words that do not decide a match, and keeps numbers as they are', () => {
    expect(termsOf('How do I send the images to PACS on port 104?')).toEqual(['send', stemOf('image'), stemOf('pacs'), 'port', '104']);
  });
});
