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
  // What the scroll listener last decided or the focus last forced, read by the next scroll.
  const shown = useRef(true);
  const show = (next: boolean) => {
    shown.current = next;
    setVisible(next);
  };

  useEffect(() => {
    let lastScrollY = window.scrollY;
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
        visible: shown.current,
        locked: header.querySelector('dialog[open]') !== null,
      });
      lastScrollY = scrollY;
      if (next !== shown.current) show(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      ref={ref}
      data-hidden={visible ? undefined : 'true'}
      onFocus={() => show(true)}
      className={className}
    >
      {children}
    </header>
  );
}
