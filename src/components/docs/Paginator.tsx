import Link from '@/components/system/SiteLink';
import { stringsOf } from '@/config/strings/of-locale';
import type { Neighbours } from '@/lib/sidebar';

export function Paginator({ previous, next, locale }: Neighbours & { locale?: string }) {
  const strings = stringsOf(locale);
  if (!previous && !next) return null;
  return (
    <nav aria-label={strings.docs.pagination} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} rel="prev" className="pager-card">
          <span className="pager-label">{strings.docs.previous}</span>
          <span className="pager-title">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className="pager-card text-right">
          <span className="pager-label">{strings.docs.next}</span>
          <span className="pager-title">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
