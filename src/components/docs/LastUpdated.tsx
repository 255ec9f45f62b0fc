import { strings } from '@/config/strings';
import { formatDocDate, isoDate } from '@/lib/dates';

export function LastUpdated({ date }: { date: string }) {
  if (!date) return null;
  return (
    <p className="mt-10 text-sm text-slate-500 italic dark:text-slate-400">
      {strings.docs.lastUpdated}{' '}
      <time dateTime={isoDate(date)}>{formatDocDate(date)}</time>
    </p>
  );
}
