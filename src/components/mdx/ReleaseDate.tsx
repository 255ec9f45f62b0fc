import { formatDocDate, isoDate } from '@/lib/dates';

/** `<ReleaseDate date="2025-11-03" />` in MDX renders "November 3, 2025". */
export function ReleaseDate({ date }: { date: string }) {
  return <time dateTime={isoDate(date)}>{formatDocDate(date)}</time>;
}
