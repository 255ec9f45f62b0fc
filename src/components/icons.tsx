import type { SVGProps } from 'react';

// Stroke and fill come from the .icon class, so each icon on a page does not repeat them.
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
const cls = (p: SVGProps<SVGSVGElement>) => (p.className ? `icon ${p.className}` : 'icon');

export const ExternalIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} width={13} height={13} {...p} className={cls(p)}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></svg>
);
export const HomeIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} width={16} height={16} {...p} className={cls(p)}><path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" /></svg>
);
export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden {...p}>
    <rect width="32" height="32" rx="7" fill="#1d4ed8" />
    <path d="M9 8h14v3.5h-10v3.5h8v3.5h-8V24H9z" fill="#fff" />
    <circle cx="23" cy="21" r="3" fill="#93c5fd" />
  </svg>
);
