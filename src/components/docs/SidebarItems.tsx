import Link from '@/components/system/SiteLink.client';
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
  return items.map((item) =>
    item.type === 'doc' ? (
      <li key={item.id}>
        <Link href={item.href} aria-current={item.href === currentHref ? 'page' : undefined} className="sidebar-link" onClick={onNavigate}>
          {item.label}
        </Link>
      </li>
    ) : (
      <SidebarCategory key={item.dir} dir={item.dir} label={item.label} href={item.href} collapsed={item.collapsed || undefined}>
        {item.items.length > 0 ? <SidebarItems items={item.items} currentHref={currentHref} onNavigate={onNavigate} /> : undefined}
      </SidebarCategory>
    ),
  );
}
