import Link from '@/components/system/SiteLink.client';
import { strings } from '@/config/strings';
import type { SidebarCategoryItem } from '@/lib/sidebar';
import { HomeIcon } from '../icons';

/** Home, then each category above the doc (a link when it has its own page), then the doc. */
export function Breadcrumbs({ trail, title }: { trail: SidebarCategoryItem[]; title: string }) {
  return (
    <nav aria-label={strings.docs.breadcrumbs} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
        <li>
          <Link href="/" aria-label={strings.docs.home} className="grid size-7 place-items-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800">
            <HomeIcon />
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.dir} className="flex items-center gap-1">
            <span aria-hidden>›</span>
            {category.href ? (
              <Link href={category.href} className="rounded-md px-1.5 py-0.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                {category.label}
              </Link>
            ) : (
              <span className="px-1.5">{category.label}</span>
            )}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden>›</span>
          <span aria-current="page" className="rounded-md bg-slate-100 px-1.5 py-0.5 font-medium text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
