'use client';

import Link from '@/components/system/SiteLink.client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { strings } from '@/config/strings';
import type { SidebarCategoryItem, SidebarItem } from '@/lib/sidebar';
import { ChevronIcon } from '../icons';
import { Collapsible } from './Collapsible.client';

const trimSlash = (p: string) => p.replace(/\/+$/, '') || '/';

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc') return trimSlash(item.href) === path;
  return (item.href !== undefined && trimSlash(item.href) === path) || item.items.some((i) => containsPath(i, path));
}

const linkClass =
  'block flex-1 rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-300';

function Category({ item, path, onNavigate }: { item: SidebarCategoryItem; path: string; onNavigate?: () => void }) {
  const active = containsPath(item, path);
  const [open, setOpen] = useState(active || !item.collapsed);
  const id = useId();
  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const isCurrent = item.href !== undefined && trimSlash(item.href) === path;
  const toggleLabel = open ? strings.docs.collapseCategory(item.label) : strings.docs.expandCategory(item.label);

  return (
    <li>
      <div className="flex items-center">
        {item.href ? (
          <Link href={item.href} aria-current={isCurrent ? 'page' : undefined} className={`${linkClass} font-medium`} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`${linkClass} text-left font-medium`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {item.label}
          </button>
        )}
        <button
          type="button"
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <ChevronIcon width={16} height={16} className={`transition-transform ${open ? 'rotate-90' : ''}`} />
        </button>
      </div>
      <Collapsible open={open} id={id}>
        <ul className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
          <Items items={item.items} path={path} onNavigate={onNavigate} />
        </ul>
      </Collapsible>
    </li>
  );
}

function Items({ items, path, onNavigate }: { items: SidebarItem[]; path: string; onNavigate?: () => void }) {
  return items.map((item) =>
    item.type === 'doc' ? (
      <li key={item.id}>
        <Link href={item.href} aria-current={trimSlash(item.href) === path ? 'page' : undefined} className={linkClass} onClick={onNavigate}>
          {item.label}
        </Link>
      </li>
    ) : (
      <Category key={item.dir} item={item} path={path} onNavigate={onNavigate} />
    ),
  );
}

/** The docs sidebar: the current page marked, its categories open. */
export function SidebarTree({ items, onNavigate }: { items: SidebarItem[]; onNavigate?: () => void }) {
  const path = trimSlash(usePathname() ?? '/');
  return (
    <ul className="space-y-0.5">
      <Items items={items} path={path} onNavigate={onNavigate} />
    </ul>
  );
}
