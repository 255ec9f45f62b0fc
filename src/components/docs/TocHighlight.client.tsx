'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { activeHeadingIndex } from '@/lib/active-heading';

/**
 * Marks the entry of the table of contents whose heading is in view. The list itself is rendered on the
 * server; this island only reads its links' targets and sets `aria-current` as the reader scrolls.
 */
export function TocHighlight({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])];
    const ids = links.map((a) => decodeURIComponent(a.hash.slice(1)));
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 24;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const active = atBottom ? ids.length - 1 : activeHeadingIndex(tops, line);
      links.forEach((a, i) => (i === active ? a.setAttribute('aria-current', 'location') : a.removeAttribute('aria-current')));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return <div ref={ref}>{children}</div>;
}
