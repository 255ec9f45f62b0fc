import { describe, expect, it } from 'vitest';
import { numberAsWritten, shownText } from './number-as-written';

describe('a number field of the CMS form', () => {
  it('saves a number typed as a number', () => {
    expect(numberAsWritten('3')).toBe(3);
    expect(numberAsWritten(' 12 ')).toBe(12);
    expect(numberAsWritten('2.5')).toBe(2.5);
    expect(numberAsWritten('-1')).toBe(-1);
  });

  it('keeps anything else exactly as typed, letters included', () => {
    expect(numberAsWritten('two')).toBe('two');
    expect(numberAsWritten('2a')).toBe('2a');
    expect(numberAsWritten('1e3')).toBe('1e3');
    expect(numberAsWritten('2.')).toBe('2.');
    expect(numberAsWritten('')).toBe('');
  });

  it('shows a saved value as its text, and nothing for no value', () => {
    expect(shownText(0)).toBe('0');
    expect(shownText(2.5)).toBe('2.5');
    expect(shownText('two')).toBe('two');
    expect(shownText(undefined)).toBe('');
    expect(shownText(Number.NaN)).toBe('');
  });
});
