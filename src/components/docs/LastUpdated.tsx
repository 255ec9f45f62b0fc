import { datesOf, stringsOf } from '@/config/strings/of-locale';
import { formatDocDate, isoDate } from '@/lib/dates';

export function LastUpdated({ date, locale }: { date: string; locale?: string }) {
  if (!date) return null;
  const strings = stringsOf(locale);
  return (
    <p className="last-updated">
      {strings.docs.lastUpdated}{' '}
      <time dateTime={isoDate(date)}>{formatDocDate(date, strings.translation.dateFormat, datesOf(locale))}</time>
    </p>
  );
}
