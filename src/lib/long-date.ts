/**
 * A calendar date in words in the browser ("October 1, 2026"), with the browser's own Intl: the page's
 * server-rendered dates use date-fns (./dates.ts), whose formatting and locale data would add about
 * 10 KB (brotli) to the script of the panel that needs a date after the page has loaded. The test beside
 * this file holds both to the same words for every interface locale.
 */
export function longDate(value: string, dateLocale: string): string | null {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  // A date the browser reads as another day (2026-02-30 as March 2) is no date either.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  // UTC on both sides: only the date part is read, so no time zone can move it a day.
  return new Intl.DateTimeFormat(dateLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
