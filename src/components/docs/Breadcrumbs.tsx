import Link from '@/components/system/SiteLink';
import { stringsOf } from '@/config/strings/of-locale';
import type { SidebarCategoryItem } from '@/lib/sidebar';
import { HomeIcon } from '../icons';

/** Home, then each category above the doc (a link when it has its own page), then the doc. */
export function Breadcrumbs({ trail, title, locale }: { trail: SidebarCategoryItem[]; title: string; locale?: string }) {
  const strings = stringsOf(locale);
  return (
    <nav aria-label={strings.docs.breadcrumbs} className="mb-4 text-sm">
      <ol className="crumbs">
        <li>
          <Link href="/" aria-label={strings.docs.home} className="crumb-home">
            <HomeIcon />
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.dir} className="crumb">
            <span aria-hidden>›</span>
            {category.href ? (
              <Link href={category.href} className="crumb-link">
                {category.label}
              </Link>
            ) : (
              <span className="px-1.5">{category.label}</span>
            )}
          </li>
        ))}
        <li className="crumb">
          <span aria-hidden>›</span>
          <span aria-current="page" className="crumb-current">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
