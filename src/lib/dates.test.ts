import { afterEach, describe, expect, it } from 'vitest';
import { formatDocDate, isoDate } from './dates';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('doc dates', () => {
  it('formats a calendar date in words', () => {
    expect(formatDocDate('2025-11-03')).toBe('November 3, 2025');
  });

  it('keeps the day of a midnight-UTC timestamp, whatever the time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDocDate('2026-10-01T00:00:00.000Z')).toBe('October 1, 2026');
  });

  it('refuses text that is not a date', () => {
    expect(() => formatDocDate('next week')).toThrow('"next week" is not a date written YYYY-MM-DD.');
  });

  it('gives the machine-readable date for <time>', () => {
    expect(isoDate('2026-10-01T00:00:00.000Z')).toBe('2026-10-01');
  });
});
