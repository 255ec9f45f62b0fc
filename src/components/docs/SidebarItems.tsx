import Link from '@/components/system/SiteLink';
import type { SidebarItem } from '@/lib/sidebar';
import { SidebarCategory } from './SidebarCategory.client';

interface Props {
  items: SidebarItem[];
  /** The current page's sidebar address, e.g. `/docs/settings/users/`. */
  currentHref: string;
  onNavigate?: () => void;
}

/**
 * Sidebar entries. Rendered on the server for the part a page carries, and in the browser for a
 * category's children once they are fetched; it holds no state of its own.
 */
export function SidebarItems({ items, currentHref, onNavigate }: Props) {
  // Props are given only when set: each one left undefined would still be written into the page's payload.
  const navigate = onNavigate && { onClick: onNavigate };
  return items.map((item) =>
    item.type === 'doc' ? (
      <li key={item.id}>
        <Link href={item.href} className="sidebar-link" {...(item.href === currentHref && { 'aria-current': 'page' })} {...navigate}>
          {item.label}
        </Link>
      </li>
    ) : (
      <SidebarCategory
        key={item.dir}
        dir={item.dir}
        label={item.label}
        {...(item.href && { href: item.href })}
        {...(item.collapsed && { collapsed: true })}
        {...(item.items.length > 0 && { children: <SidebarItems items={item.items} currentHref={currentHref} onNavigate={onNavigate} /> })}
      />
    ),
  );
}
