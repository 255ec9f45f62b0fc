'use client';

import Link from '@/components/system/SiteLink';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useClientStrings } from '@/components/system/interface-strings.client';
import { Collapsible } from './Collapsible.client';
import { useSidebarPlace } from './sidebar-context.client';

/** Fetched when a closed category is first reached for (the pointer or the focus on it): most readers never open one. */
const loadChildren = (navUrl: string, dir: string) => import('./fetched-children').then((m) => m.fetchChildren(navUrl, dir));

type Fetched = Awaited<ReturnType<typeof loadChildren>>;

interface Props {
  dir: string;
  label: string;
  /** The folder's own page, when it has one. */
  href?: string;
  collapsed?: boolean;
  /** The children, when the page carries them (open categories); otherwise fetched on first opening. */
  children?: ReactNode;
}

/** A sidebar category: its link or label, and a toggle that shows its children with an animated height. */
export function SidebarCategory({ dir, label, href, collapsed, children }: Props) {
  const strings = useClientStrings();
  const { navUrl, currentHref, openDirs, onNavigate } = useSidebarPlace();
  const onPath = openDirs.includes(dir);
  const [open, setOpen] = useState(onPath || !collapsed);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [loading, setLoading] = useState(false);
  const id = useId();
  const needsChildren = children === undefined && fetched === null;

  const prefetch = () => {
    if (needsChildren) loadChildren(navUrl, dir).catch(() => {});
  };

  const toggle = async () => {
    if (open || !needsChildren) return setOpen(!open);
    setLoading(true);
    try {
      setFetched(await loadChildren(navUrl, dir));
      setOpen(true);
    } catch {
      // Left closed: the next click tries again.
    } finally {
      setLoading(false);
    }
  };

  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (onPath) setOpen(true);
  }, [onPath]);

  const toggleProps = {
    'aria-expanded': open,
    'aria-controls': id,
    'aria-busy': loading || undefined,
    onClick: toggle,
    onPointerEnter: prefetch,
    onFocus: prefetch,
  };

  return (
    <li>
      <div className="flex items-center">
        {href ? (
          <Link href={href} aria-current={href === currentHref ? 'page' : undefined} className="sidebar-link font-medium" onClick={onNavigate}>
            {label}
          </Link>
        ) : (
          <button type="button" className="sidebar-link text-left font-medium" {...toggleProps}>
            {label}
          </button>
        )}
        <button
          type="button"
          aria-label={open ? strings.docs.collapseCategory(label) : strings.docs.expandCategory(label)}
          {...toggleProps}
          className="sidebar-toggle"
        />
      </div>
      <Collapsible open={open} id={id}>
        <ul className="sidebar-children">
          {children ?? (fetched && <fetched.Items items={fetched.items} currentHref={currentHref} onNavigate={onNavigate} />)}
        </ul>
      </Collapsible>
    </li>
  );
}
