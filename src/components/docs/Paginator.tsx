import Link from '@/components/system/SiteLink.client';
import { strings } from '@/config/strings';
import type { Neighbours } from '@/lib/sidebar';

export function Paginator({ previous, next }: Neighbours) {
  if (!previous && !next) return null;
  const card = 'block rounded-lg border border-slate-200 p-4 hover:border-brand-600 dark:border-slate-700 dark:hover:border-brand-300';
  return (
    <nav aria-label={strings.docs.pagination} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} rel="prev" className={card}>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{strings.docs.previous}</span>
          <span className="font-semibold text-brand-700 dark:text-brand-300">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className={`${card} text-right`}>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{strings.docs.next}</span>
          <span className="font-semibold text-brand-700 dark:text-brand-300">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
