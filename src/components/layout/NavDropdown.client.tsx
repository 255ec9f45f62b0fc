'use client';

import Link from '@/components/system/SiteLink';
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
        className="menu-button"
      >
        {children}
        <ChevronIcon width={14} height={14} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu-list"
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
              className="menu-item"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
