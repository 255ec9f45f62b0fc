'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navbarVisibleAfterScroll } from '@/lib/navigation/hideable-navbar';

/**
 * The navbar's <header>: it slides away when the visitor scrolls down and comes back when they
 * scroll up; it stays near the top of the page, while the mobile drawer is open, and when a key
 * moves the focus into it.
 */
export function HideableNavbar({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let lastScrollY = window.scrollY;
    let shown = true;
    const onScroll = () => {
      const header = ref.current;
      if (!header) return;
      const scrollY = window.scrollY;
      const next = navbarVisibleAfterScroll({
        scrollY,
        lastScrollY,
        navbarHeight: header.offsetHeight,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        visible: shown,
        locked: header.querySelector('dialog[open]') !== null,
      });
      lastScrollY = scrollY;
      if (next !== shown) {
        shown = next;
        setVisible(next);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      ref={ref}
      data-hidden={visible ? undefined : 'true'}
      onFocus={() => setVisible(true)}
      className={className}
    >
      {children}
    </header>
  );
}
