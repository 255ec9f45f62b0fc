import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/**
 * Formats a calendar date (`2026-10-01`, or an ISO timestamp of midnight UTC as contentlayer stores
 * dates) as "October 1, 2026". Only the date part is read, so no time zone can move it a day.
 */
export function formatDocDate(value: string, pattern = 'MMMM d, yyyy', locale?: Locale): string {
  const datePart = value.slice(0, 10);
  const date = parseISO(datePart);
  if (!isValid(date)) throw new RangeError(`"${value}" is not a date written YYYY-MM-DD.`);
  return format(date, pattern, locale ? { locale } : undefined);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}
