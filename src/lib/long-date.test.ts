import { afterEach, describe, expect, it } from 'vitest';
import { datesOf, stringsOf } from '../config/strings/of-locale';
import { formatDocDate } from './dates';
import { longDate } from './long-date';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

/** The first and last day of every month of a year, and a leap day. */
const DATES = [...Array.from({ length: 12 }, (_, m) => [`2026-${String(m + 1).padStart(2, '0')}-01`, `2026-${String(m + 1).padStart(2, '0')}-28`]).flat(), '2028-02-29'];

describe('a date in words in the browser', () => {
  for (const locale of ['en', 'es']) {
    it(`reads as the page's dates do (${locale})`, () => {
      const strings = stringsOf(locale);
      for (const date of DATES) {
        expect(longDate(date, strings.offline.dateLocale), date).toBe(formatDocDate(date, strings.translation.dateFormat, datesOf(locale)));
      }
    });
  }

  it('keeps the day of a midnight-UTC timestamp, whatever the time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(longDate('2026-10-01T00:00:00.000Z', 'en-US')).toBe('October 1, 2026');
  });

  it('shows no date for a record that holds none', () => {
    expect(longDate('', 'en-US')).toBeNull();
    expect(longDate('next week', 'en-US')).toBeNull();
    expect(longDate('2026-13-45', 'en-US')).toBeNull();
    expect(longDate('2026-02-30', 'en-US')).toBeNull();
  });
});
