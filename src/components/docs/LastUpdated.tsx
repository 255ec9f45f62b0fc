import { strings } from '@/config/strings';
import { formatDocDate, isoDate } from '@/lib/dates';

export function LastUpdated({ date }: { date: string }) {
  if (!date) return null;
  return (
    <p className="last-updated">
      {strings.docs.lastUpdated}{' '}
      <time dateTime={isoDate(date)}>{formatDocDate(date)}</time>
    </p>
  );
}
