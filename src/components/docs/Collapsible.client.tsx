'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

  // Before paint, so a closing section does not vanish for a frame before it animates.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // Measure the content while it is shown, also when closing (React has just hidden it).
    el.hidden = false;
    const height = el.scrollHeight;
    const duration = collapseDuration(height, prefersReducedMotion());
    el.dataset.duration = String(duration);
    el.style.overflow = 'hidden';
    const from = open ? 0 : height;
    const to = open ? height : 0;
    const animation = el.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration, easing: 'ease-in-out' });
    animation.onfinish = () => {
      el.style.overflow = '';
      el.hidden = !open;
    };
    return () => {
      animation.cancel();
      el.style.overflow = '';
      el.hidden = !open;
    };
  }, [open]);

  return (
    <div ref={ref} id={id} hidden={!open}>
      {children}
    </div>
  );
}
