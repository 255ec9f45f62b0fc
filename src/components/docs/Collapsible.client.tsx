'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { collapseDuration } from '@/lib/collapse';

interface Props {
  open: boolean;
  id: string;
  children: ReactNode;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Opens and closes its content with an animated height whose duration grows with the height. */
export function Collapsible({ open, id, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const height = el.scrollHeight;
    const duration = collapseDuration(height, prefersReducedMotion());
    el.dataset.duration = String(duration);
    el.style.overflow = 'hidden';
    el.hidden = false;
    const from = open ? 0 : height;
    const to = open ? height : 0;
    const animation = el.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration, easing: 'ease-in-out' });
    animation.onfinish = () => {
      el.style.overflow = '';
      el.hidden = !open;
    };
    return () => animation.cancel();
  }, [open]);

  return (
    <div ref={ref} id={id} hidden={!open}>
      {children}
    </div>
  );
}
