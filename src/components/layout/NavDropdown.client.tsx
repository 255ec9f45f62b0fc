'use client';

import Link from '@/components/system/SiteLink.client';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from '../icons';

interface Props {
  /** Accessible name of the button, e.g. "Version: Next". */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: { key: string; label: string; href: string; active?: boolean; onSelect?: () => void }[];
}

/** A navbar dropdown (hrefs are site paths, without the base path): a button and a list of links, closed by Escape or a click outside. */
export function NavDropdown({ label, children, items }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {children}
        <ChevronIcon width={14} height={14} className={open ? '-rotate-90' : 'rotate-90'} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-50 mt-1 lg:right-0 lg:left-auto min-w-36 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.active ? 'true' : undefined}
              onClick={() => {
                item.onSelect?.();
                setOpen(false);
              }}
              className="block px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current]:text-brand-300"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
